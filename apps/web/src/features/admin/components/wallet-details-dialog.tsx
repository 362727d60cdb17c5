import type { AdminWallet } from '@crowdvault/shared/api/admin';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { chainNameOf } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
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
  const t = useT();
  const format = useFormat();
  const refresh = useRefreshWallet();
  return (
    <Dialog open={wallet !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {wallet && (
          <>
            <DialogHeader>
              <DialogTitle>{t('Wallet Details')}</DialogTitle>
              <DialogDescription>{wallet.title}</DialogDescription>
            </DialogHeader>
            <FactList
              facts={[
                { label: t('Campaign'), value: <span dir="auto">{wallet.title}</span> },
                { label: t('Status'), value: <WalletStatusBadge status={wallet.status} /> },
                {
                  label: t('Address'),
                  value: <WalletAddress address={wallet.walletAddress} explorerUrl={explorerUrl} full />,
                },
                {
                  label: t('Balances'),
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
                                <li key={balance.symbol}>{balanceText(entry, balance.symbol, format)}</li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  ),
                },
                { label: t('Transactions'), value: format.count(wallet.transactionCount) },
                { label: t('Last checked'), value: formatDateTime(wallet.lastChecked) },
                { label: t('Last transaction'), value: formatDateTime(wallet.lastTransactionAt, t('None')) },
                { label: t('Owner'), value: wallet.owner?.username ?? t('Unknown') },
                {
                  label: t('Deployed'),
                  value: wallet.deployed ? t('Yes') : t('Not yet (first withdrawal deploys it)'),
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
                    {t('View on explorer')}
                  </a>
                </Button>
              )}
              <Button disabled={refresh.isPending} onClick={() => refresh.mutate(wallet.campaignId)}>
                <RefreshCw className={refresh.isPending ? 'animate-spin' : undefined} aria-hidden />
                {t('Refresh Balance')}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
