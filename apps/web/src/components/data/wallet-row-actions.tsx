import type { ReactNode } from 'react';
import { RefreshBalanceButton } from '@/components/ui/refresh-balance-button';
import { TableCell } from '@/components/ui/table';

/** The last cell of a wallet table's row: the balance refresh, then the row's own buttons. On a
 *  phone it spans the row's card. */
export function WalletRowActions({
  title,
  refreshing,
  onRefresh,
  children,
}: {
  /** The campaign's title, in the refresh button's accessible name. */
  title: string;
  refreshing: boolean;
  onRefresh: () => void;
  children: ReactNode;
}) {
  return (
    <TableCell className="max-md:col-span-2">
      <div className="flex items-center justify-end gap-1.5">
        <RefreshBalanceButton title={title} refreshing={refreshing} onRefresh={onRefresh} />
        {children}
      </div>
    </TableCell>
  );
}
