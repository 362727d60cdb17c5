import type { AdminWallet } from '@crowdvault/shared/api/admin';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import { Eye } from 'lucide-react';
import { ACTIONS_COLUMN, DataTable } from '@/components/data/data-table';
import { WalletRowActions } from '@/components/data/wallet-row-actions';
import { Button } from '@/components/ui/button';
import { NetworkList } from '@/components/ui/network-list';
import { TableCell, TableRow } from '@/components/ui/table';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
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
  const t = useT();
  const format = useFormat();
  const refresh = useRefreshWallet();
  return (
    <div className="rounded-xl border bg-card">
      <DataTable
        label={t('Campaign wallets')}
        columns={[
          t('Campaign'),
          t('Wallet Address'),
          t('Status'),
          { header: t('Balance ({symbol})', { symbol }), className: 'text-end' },
          { header: t('Last checked'), className: 'hidden lg:table-cell' },
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
                <p className="line-clamp-2 font-medium" dir="auto">
                  {wallet.title}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('Owner: {name}', { name: wallet.owner?.username ?? t('Unknown') })}
                </p>
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
                        {t('Could not be read')}
                      </span>
                    ) : (
                      <span>{balanceText(entry, symbol, format)}</span>
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
                  {t('Details')}
                  <span className="sr-only"> {t('of {title}', { title: wallet.title })}</span>
                </Button>
              </WalletRowActions>
            </TableRow>
          );
        })}
      </DataTable>
    </div>
  );
}
