import type { AdminWallet } from '@crowdvault/shared/api/admin';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { chainNameOf } from '@/lib/config/chains';
import { useRefreshWallet } from '../api/refresh-wallets';
import { balanceText } from '../lib/balances';
import { formatDateTime } from '../lib/format-time';
import { FactList } from './detail-section';
import { WalletAddress } from './wallet-address';
import { WalletStatusBadge } from './wallet-status-badge';

/** The wallet details dialog of SPEC.md §2. */
export function WalletDetailsDialog({
  wallet,
  explorerUrl,
  chains,
  onOpenChange,
}: {
  wallet: AdminWallet | null;
  explorerUrl: string | null;
  chains?: ChainConfig[];
  onOpenChange: (open: boolean) => void;
}) {
  const refresh = useRefreshWallet();
  return (
    <Dialog open={wallet !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {wallet && (
          <>
            <DialogHeader>
              <DialogTitle>Wallet Details</DialogTitle>
              <DialogDescription>{wallet.title}</DialogDescription>
            </DialogHeader>
            <FactList
              facts={[
                { label: 'Campaign', value: wallet.title },
                { label: 'Status', value: <WalletStatusBadge status={wallet.status} /> },
                {
                  label: 'Address',
                  value: <WalletAddress address={wallet.walletAddress} explorerUrl={explorerUrl} full />,
                },
                {
                  label: 'Balances',
                  value: (
                    <ul className="flex flex-col gap-1.5 tabular-nums">
                      {wallet.chains.map((entry) => (
                        <li key={entry.chainId}>
                          <p className="text-xs text-muted-foreground">
                            {chainNameOf({ chains }, entry.chainId)}
                          </p>
                          {entry.readError ? (
                            <p className="text-xs text-muted-foreground">{entry.readError}</p>
                          ) : (
                            <ul>
                              {entry.balances.map((balance) => (
                                <li key={balance.symbol}>{balanceText(entry, balance.symbol)}</li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  ),
                },
                { label: 'Transactions', value: wallet.transactionCount },
                { label: 'Last checked', value: formatDateTime(wallet.lastChecked) },
                { label: 'Last transaction', value: formatDateTime(wallet.lastTransactionAt, 'None') },
                { label: 'Owner', value: wallet.owner?.username ?? 'Unknown' },
                {
                  label: 'Deployed',
                  value: wallet.deployed ? 'Yes' : 'Not yet (first withdrawal deploys it)',
                },
              ]}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {explorerUrl && (
                <Button asChild variant="outline">
                  <a
                    href={`${explorerUrl}/address/${wallet.walletAddress}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    View on explorer
                  </a>
                </Button>
              )}
              <Button disabled={refresh.isPending} onClick={() => refresh.mutate(wallet.campaignId)}>
                <RefreshCw className={refresh.isPending ? 'animate-spin' : undefined} aria-hidden />
                Refresh Balance
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
