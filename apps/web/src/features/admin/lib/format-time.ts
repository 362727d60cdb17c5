import { formatMomentOr } from '@/lib/i18n/format';

/** "Jul 4, 2026, 14:03" (in the page's locale and the reader's zone); 'Never' when there is no time. */
export function formatDateTime(value: string | null | undefined, empty = 'Never'): string {
  return formatMomentOr(value, empty);
}
