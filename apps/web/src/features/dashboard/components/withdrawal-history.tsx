import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { Withdrawal } from '@crowdvault/shared/api/withdrawal';
import { shortenAddress, shortenHash } from '@crowdvault/shared/format';
import { DataTable } from '@/components/data/data-table';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { TableCell, TableRow } from '@/components/ui/table';
import { chainNameOf, explorerFor } from '@/lib/config/chains';
import { activeFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { formatMoney } from '../lib/money';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

function TxHash({ hash, explorerUrl }: { hash: string | null; explorerUrl: string | null }) {
  if (!hash) return <span className="text-muted-foreground">{shortenHash(hash)}</span>;
  return <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={hash} className="text-primary" />;
}

/** Withdrawal History (SPEC.md §2): Campaign, Amount, Status, Date, Tx Hash; under the campaign,
 *  the network each withdrawal was made on, and its hash links that network's explorer. */
export function WithdrawalHistory({
  withdrawals,
  chains,
}: {
  withdrawals: Withdrawal[];
  /** /api/config's chains: each row's network name and explorer. */
  chains?: ChainConfig[];
}) {
  const t = useT();
  if (withdrawals.length === 0) {
    return (
      <p className="px-6 py-12 text-center text-sm text-muted-foreground">{t('No withdrawal history.')}</p>
    );
  }
  // The network is named when the deployment serves several.
  const named = (chains?.length ?? 0) > 1;
  // A container query, not a media query: the table sits in a half-width column on wide screens.
  return (
    <div className="@container">
      <DataTable
        label={t('Withdrawal history')}
        columns={[
          t('Campaign'),
          { header: t('Amount'), className: 'text-end' },
          t('Status'),
          t('Date'),
          t('Tx Hash'),
        ]}
        stackBelow="@xl"
      >
        {withdrawals.map((row) => (
          <TableRow
            key={row.id}
            // Phones: title and amount, then status, date and hash on one line.
            className="@max-xl:grid @max-xl:grid-cols-[auto_minmax(0,1fr)_auto] @max-xl:items-center @max-xl:gap-x-3 @max-xl:gap-y-1.5 @max-xl:px-4 @max-xl:py-3 @max-xl:[&>td]:p-0!"
          >
            <TableCell className="@max-xl:col-span-2 @xl:max-w-48 @xl:min-w-32">
              <p className="line-clamp-2 font-medium">{row.campaign.title}</p>
              {(named || row.method === 'gasless') && (
                <p className="text-xs text-muted-foreground" data-testid="withdrawal-network">
                  {[named && chainNameOf({ chains }, row.chainId), row.method === 'gasless' && t('Gasless')]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              {row.safe && (
                <p className="text-xs text-muted-foreground" data-testid="withdrawal-safe">
                  {sentenceParts(t, msg('From Safe {safe}'), {
                    safe: (
                      <span className="font-mono" title={row.safe.address}>
                        {shortenAddress(row.safe.address)}
                      </span>
                    ),
                  })}
                  {row.safe.signers.length > 0 && (
                    <>
                      {' · '}
                      {sentenceParts(t, msg('signed by {signers}'), {
                        signers: row.safe.signers.map((signer, index) => (
                          <span key={signer}>
                            {index > 0 && ', '}
                            <span className="font-mono" title={signer}>
                              {shortenAddress(signer)}
                            </span>
                          </span>
                        )),
                      })}
                    </>
                  )}
                </p>
              )}
            </TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums @max-xl:row-start-1 @max-xl:col-start-3">
              <span className="font-semibold">{formatMoney(row.amount, row.currency)}</span>
            </TableCell>
            <TableCell>
              <span title={row.failureReason ?? undefined}>
                <WithdrawalStatusBadge status={row.status} />
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {activeFormat().date(row.createdAt)}
            </TableCell>
            <TableCell className="text-xs whitespace-nowrap @max-xl:text-end">
              <TxHash hash={row.transactionHash} explorerUrl={explorerFor({ chains }, row.chainId)} />
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </div>
  );
}
