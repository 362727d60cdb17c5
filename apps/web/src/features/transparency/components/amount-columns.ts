import type { Column } from '@/components/data/data-table';

/** The right-aligned money columns both totals tables end with, then their own last one. */
export function amountColumns(last: string): Column[] {
  return ['Raised', 'Withdrawn', 'Fees', last].map((header) => ({ header, className: 'text-end' }));
}
