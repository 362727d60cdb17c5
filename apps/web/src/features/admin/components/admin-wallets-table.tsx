import type { AdminWallet } from '@crowdvault/shared/api/admin';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import { Eye } from 'lucide-react';
import { ACTIONS_COLUMN, DataTable } from '@/components/data/data-table';
import { WalletRowActions } from '@/components/data/wallet-row-actions';
import { Button } from '@/components/ui/button';
import { NetworkList } from '@/components/ui/network-list';
import { TableCell, TableRow } from '@/components/ui/table';
import { useRefreshWallet } from '../api/refresh-wallets';
import { balanceText } from '../lib/balances';
import { formatDateTime } from '../lib/format-time';
import { WalletAddress } from './wallet-address';
import { WalletStatusBadge } from './wallet-status-badge';

/** Vaults with the chosen token's balance; each row refreshes or opens its details. Phones get
 *  one card per row. */
export function AdminWalletsTable({
  wallets,
  symbol,
  explorerUrl,
  chains,
  onOpen,
}: {
  wallets: AdminWallet[];
  symbol: string;
  explorerUrl: string | null;
  /** /api/config's chains, to name each balance's network. */
  chains?: ChainConfig[];
  onOpen: (campaignId: number) => void;
}) {
  const refresh = useRefreshWallet();
  return (
    <div className="rounded-xl border bg-card">
      <DataTable
        label="Campaign wallets"
        columns={[
          'Campaign',
          'Wallet Address',
          'Status',
          { header: `Balance (${symbol})`, className: 'text-end' },
          { header: 'Last checked', className: 'hidden lg:table-cell' },
          ACTIONS_COLUMN,
        ]}
        stackBelow="md"
        divided
      >
        {wallets.map((wallet) => {
          const refreshing = refresh.isPending && refresh.variables === wallet.campaignId;
          return (
            <TableRow
              key={wallet.campaignId}
              data-testid={`admin-wallet-${wallet.campaignId}`}
              className="max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:border-0 max-md:p-4 max-md:[&>td]:p-0!"
            >
              <TableCell className="max-md:col-start-1 max-md:row-start-1 md:max-w-64">
                <p className="line-clamp-2 font-medium">{wallet.title}</p>
                <p className="text-xs text-muted-foreground">Owner: {wallet.owner?.username ?? 'Unknown'}</p>
              </TableCell>
              <TableCell className="max-md:min-w-0">
                <WalletAddress address={wallet.walletAddress} explorerUrl={explorerUrl} />
              </TableCell>
              <TableCell className="max-md:col-start-2 max-md:row-start-1 max-md:self-start max-md:text-end">
                <WalletStatusBadge status={wallet.status} />
              </TableCell>
              <TableCell className="text-end font-semibold tabular-nums">
                <NetworkList
                  entries={wallet.chains}
                  chains={chains}
                  testId={(entry) => `admin-wallet-balance-${entry.chainId}`}
                >
                  {(entry) =>
                    entry.readError ? (
                      <span className="text-xs font-normal text-muted-foreground" title={entry.readError}>
                        Could not be read
                      </span>
                    ) : (
                      <span>{balanceText(entry, symbol)}</span>
                    )
                  }
                </NetworkList>
              </TableCell>
              <TableCell className="hidden text-xs whitespace-nowrap text-muted-foreground lg:table-cell">
                {formatDateTime(wallet.lastChecked)}
              </TableCell>
              <WalletRowActions
                title={wallet.title}
                refreshing={refreshing}
                onRefresh={() => refresh.mutate(wallet.campaignId)}
              >
                <Button variant="outline" size="sm" onClick={() => onOpen(wallet.campaignId)}>
                  <Eye aria-hidden />
                  Details
                  <span className="sr-only"> of {wallet.title}</span>
                </Button>
              </WalletRowActions>
            </TableRow>
          );
        })}
      </DataTable>
    </div>
  );
}
