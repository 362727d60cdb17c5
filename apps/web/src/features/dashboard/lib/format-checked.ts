import { formatMomentOr } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';

/** "Jul 4, 2026, 14:03" (in the page's locale and the reader's zone) for when balances were read;
 *  'Never' when they were not. */
export function formatChecked(value: string | null | undefined): string {
  return formatMomentOr(value, t('Never'));
}
