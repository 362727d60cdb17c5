import { formatMomentOr } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';

/** "Jul 4, 2026, 14:03" (in the page's locale and the reader's zone); 'Never' (in the page's
 *  language) when there is no time. */
export function formatDateTime(value: string | null | undefined, empty = t('Never')): string {
  return formatMomentOr(value, empty);
}
