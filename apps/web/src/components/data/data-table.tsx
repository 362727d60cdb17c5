import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/lib/i18n/i18n';

/** A header cell: its text, or its content and classes (alignment, the width it shows from). */
export type Column = string | { header: ReactNode; className?: string };

/** The header of a column of row buttons: named for screen readers only. */
export const ACTIONS_COLUMN: Column = {
  header: <ActionsHeader />,
  className: 'text-end',
};

function ActionsHeader() {
  const t = useT();
  return <span className="sr-only">{t('Actions')}</span>;
}

// Whole class names, written out so that Tailwind finds them in the source.
const STACKED = {
  md: { table: 'max-md:block', header: 'max-md:hidden', body: 'max-md:block', divided: 'max-md:divide-y' },
  lg: { table: 'max-lg:block', header: 'max-lg:hidden', body: 'max-lg:block', divided: 'max-lg:divide-y' },
  '@xl': { table: '@max-xl:block', header: '@max-xl:hidden', body: '@max-xl:block', divided: '' },
} as const;

/** A table with its header row built from `columns` (a `false` column is left out) and the rows as
 *  children. With `stackBelow`, narrower screens hide the header and lay each row out as a card
 *  (the row's own classes say how); `divided` draws a line between those cards. */
export function DataTable({
  label,
  columns,
  stackBelow,
  divided = false,
  children,
}: {
  label: string;
  columns: readonly (Column | false)[];
  stackBelow?: keyof typeof STACKED;
  divided?: boolean;
  children: ReactNode;
}) {
  const stacked = stackBelow ? STACKED[stackBelow] : undefined;
  return (
    <Table aria-label={label} className={stacked?.table}>
      <TableHeader className={stacked?.header}>
        <TableRow className={stacked && 'hover:bg-transparent'}>
          {columns.map(
            (column, index) =>
              column !== false && (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
                <TableHead key={index} className={typeof column === 'string' ? undefined : column.className}>
                  {typeof column === 'string' ? column : column.header}
                </TableHead>
              ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody className={stacked && (divided ? `${stacked.body} ${stacked.divided}` : stacked.body)}>
        {children}
      </TableBody>
    </Table>
  );
}
