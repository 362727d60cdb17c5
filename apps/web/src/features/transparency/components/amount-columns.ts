import type { Column } from '@/components/data/data-table';
import type { Translate } from '@/lib/i18n/i18n';

/** The right-aligned money columns both totals tables end with, then their own last one. */
export function amountColumns(t: Translate, last: string): Column[] {
  return [t('Raised'), t('Withdrawn'), t('Fees'), last].map((header) => ({ header, className: 'text-end' }));
}
