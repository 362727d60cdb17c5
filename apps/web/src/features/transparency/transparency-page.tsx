import type { ChainPlatformReconciliation } from '@crowdvault/shared/api/transparency';
import { Link } from 'wouter';
import { DataTable } from '@/components/data/data-table';
import { Card } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { usePageHead } from '@/lib/page-meta';
import { usePlatformReconciliation, useTransparencySummary } from './api/get-transparency';
import { amountColumns } from './components/amount-columns';
import { ChainCards } from './components/chain-cards';
import { LedgerExportForm } from './components/ledger-export-form';
import { NetworkTotalsTable } from './components/network-totals-table';
import { PageSection } from './components/page-section';
import { ReconciliationTable } from './components/reconciliation-table';
import { ReconciliationSkeleton, TransparencySummarySkeleton } from './components/transparency-skeleton';
import { useNetworks } from './use-networks';

/** `/transparency`: what the platform raised, paid out and kept, checked against the chain. */
export function TransparencyPage() {
  const format = useFormat();
  const t = useT();
  usePageHead({
    title: t('Transparency'),
    description: t('Every donation and withdrawal on CrowdVault, reconciled with the chain.'),
    breadcrumbs: [{ name: t('Transparency'), path: '/transparency' }],
  });
  const { data: summary, isPending, isError } = useTransparencySummary();
  const reconciliation = usePlatformReconciliation();
  const networks = useNetworks();
  return (
    // At least a viewport tall, like the page loader before it: the footer stays below the fold
    // while the figures arrive instead of jumping down past them.
    <div className="container-page flex min-h-dvh flex-col gap-8 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold">{t('Transparency')}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          {t(
            'Every campaign has its own vault contract. These figures are summed from every transfer the indexer recorded and checked against the balances the chain holds.',
          )}
        </p>
      </div>
      {isPending && <TransparencySummarySkeleton />}
      {isError && (
        <p className="text-sm text-muted-foreground">
          {t('The figures could not be loaded. Please try again later.')}
        </p>
      )}
      {summary && (
        <>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[
              [t('Total raised'), format.usd(summary.totalRaisedUsd)],
              [t('Withdrawn'), format.usd(summary.totalWithdrawnUsd)],
              [t('Fees to the treasury'), format.usd(summary.totalFeesUsd)],
              [t('Vaults'), format.count(summary.vaultCount)],
            ].map(([label, value]) => (
              // The card is the dl's group: only a dt and a dd inside, as HTML allows.
              <Card key={label} className="flex flex-col gap-1 p-4">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
              </Card>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">
            {summary.chains.length > 1
              ? t(
                  '{donations, plural, one {# donation} other {# donations}} · {withdrawals, plural, one {# withdrawal} other {# withdrawals}} on {networks} networks',
                  {
                    donations: summary.donationCount,
                    withdrawals: summary.withdrawalCount,
                    networks: format.count(summary.chains.length),
                  },
                )
              : t(
                  '{donations, plural, one {# donation} other {# donations}} · {withdrawals, plural, one {# withdrawal} other {# withdrawals}}',
                  { donations: summary.donationCount, withdrawals: summary.withdrawalCount },
                )}
          </p>
          {summary.chains.length > 1 && <NetworkTotalsTable summary={summary} networks={networks} />}
          <ChainCards summary={summary} networks={networks} />
          <PageSection id="tokens-heading" title={t('By token')}>
            <DataTable
              label={t('Totals by token')}
              columns={[
                summary.chains.length > 1 && t('Network'),
                t('Token'),
                ...amountColumns(t, t('In vaults')),
              ]}
            >
              {summary.chains.flatMap((chain) =>
                chain.tokens.map((token) => (
                  <TableRow key={`${chain.chainId}:${token.symbol}`}>
                    {summary.chains.length > 1 && (
                      <TableCell className="whitespace-nowrap">{networks.nameOf(chain.chainId)}</TableCell>
                    )}
                    <TableCell className="font-medium">{token.symbol}</TableCell>
                    <TableCell className="text-end tabular-nums">
                      {format.exactDecimal(token.raised)}
                    </TableCell>
                    <TableCell className="text-end tabular-nums">
                      {format.exactDecimal(token.withdrawn)}
                    </TableCell>
                    <TableCell className="text-end tabular-nums">{format.exactDecimal(token.fees)}</TableCell>
                    <TableCell className="text-end tabular-nums">{format.exactDecimal(token.held)}</TableCell>
                  </TableRow>
                )),
              )}
            </DataTable>
          </PageSection>
        </>
      )}
      <PageSection id="platform-reconciliation-heading" title={t('Reconciliation across all vaults')}>
        {reconciliation.isPending && <ReconciliationSkeleton />}
        {reconciliation.isError && (
          <p className="text-sm text-muted-foreground">
            {t('The chain did not answer; balances could not be read just now.')}
          </p>
        )}
        {reconciliation.data && (
          <>
            <p className="text-sm text-muted-foreground">
              {reconciliation.data.chains.length > 1
                ? t(
                    '{count, plural, one {# vault} other {# vaults}}, at the same address on every network.',
                    { count: reconciliation.data.vaultCount },
                  )
                : t('{count, plural, one {# vault} other {# vaults}}.', {
                    count: reconciliation.data.vaultCount,
                  })}
            </p>
            {reconciliation.data.chains.map((part) => (
              <ChainReconciliationBlock
                key={part.chainId}
                part={part}
                name={reconciliation.data.chains.length > 1 ? networks.nameOf(part.chainId) : null}
              />
            ))}
          </>
        )}
      </PageSection>
      <PageSection id="export-heading" title={t('Export the ledger')}>
        <p className="text-sm text-muted-foreground">
          {t(
            'Every donation, direct send and withdrawal between two days (UTC), as CSV. Anonymous donors stay anonymous.',
          )}
        </p>
        <LedgerExportForm />
      </PageSection>
    </div>
  );
}

/** One network's part of the cross-vault reconciliation, or why it is missing. */
function ChainReconciliationBlock({
  part,
  name,
}: {
  part: ChainPlatformReconciliation;
  name: string | null;
}) {
  const format = useFormat();
  const t = useT();
  return (
    <div className="flex flex-col gap-3" data-chain-id={part.chainId}>
      {name && <h3 className="text-base font-semibold">{name}</h3>}
      {part.reconciliation ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t('{count} deployed here (a vault receives before it is deployed).', {
              count: format.count(part.deployedCount),
            })}
          </p>
          <ReconciliationTable
            reconciliation={part.reconciliation}
            label={name ? t('Reconciliation on {network}', { network: name }) : t('Reconciliation')}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {part.unavailable ?? t('The chain did not answer; balances could not be read just now.')}
        </p>
      )}
      {part.mismatches.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {part.mismatches.map((mismatch) => (
            <li key={`${mismatch.campaignId}:${mismatch.symbol}`}>
              <Link href={`/campaign/${mismatch.campaignId}/ledger`} className="text-primary hover:underline">
                {mismatch.title}
              </Link>{' '}
              <span className="text-muted-foreground">
                {t('{token} off by {difference}', {
                  token: mismatch.symbol,
                  difference: format.exactDecimal(mismatch.difference),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
