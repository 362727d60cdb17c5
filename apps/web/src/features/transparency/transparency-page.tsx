import type { ChainPlatformReconciliation } from '@crowdvault/shared/api/transparency';
import { Link } from 'wouter';
import { DataTable } from '@/components/data/data-table';
import { Card } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { type Format, useFormat } from '@/lib/i18n/format';
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

/** "1 withdrawal", "55 donations". */
const counted = (format: Format, count: number, noun: string) =>
  `${format.count(count)} ${noun}${count === 1 ? '' : 's'}`;

/** `/transparency`: what the platform raised, paid out and kept, checked against the chain. */
export function TransparencyPage() {
  const format = useFormat();
  usePageHead({
    title: 'Transparency',
    description: 'Every donation and withdrawal on CrowdVault, reconciled with the chain.',
    breadcrumbs: [{ name: 'Transparency', path: '/transparency' }],
  });
  const { data: summary, isPending, isError } = useTransparencySummary();
  const reconciliation = usePlatformReconciliation();
  const networks = useNetworks();
  return (
    // At least a viewport tall, like the page loader before it: the footer stays below the fold
    // while the figures arrive instead of jumping down past them.
    <div className="container-page flex min-h-dvh flex-col gap-8 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold">Transparency</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Every campaign has its own vault contract. These figures are summed from every transfer the indexer
          recorded and checked against the balances the chain holds.
        </p>
      </div>
      {isPending && <TransparencySummarySkeleton />}
      {isError && (
        <p className="text-sm text-muted-foreground">
          The figures could not be loaded. Please try again later.
        </p>
      )}
      {summary && (
        <>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[
              ['Total raised', format.usd(summary.totalRaisedUsd)],
              ['Withdrawn', format.usd(summary.totalWithdrawnUsd)],
              ['Fees to the treasury', format.usd(summary.totalFeesUsd)],
              ['Vaults', format.count(summary.vaultCount)],
            ].map(([label, value]) => (
              // The card is the dl's group: only a dt and a dd inside, as HTML allows.
              <Card key={label} className="flex flex-col gap-1 p-4">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
              </Card>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">
            {counted(format, summary.donationCount, 'donation')} ·{' '}
            {counted(format, summary.withdrawalCount, 'withdrawal')}
            {summary.chains.length > 1 && ` on ${summary.chains.length} networks`}
          </p>
          {summary.chains.length > 1 && <NetworkTotalsTable summary={summary} networks={networks} />}
          <ChainCards summary={summary} networks={networks} />
          <PageSection id="tokens-heading" title="By token">
            <DataTable
              label="Totals by token"
              columns={[summary.chains.length > 1 && 'Network', 'Token', ...amountColumns('In vaults')]}
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
      <PageSection id="platform-reconciliation-heading" title="Reconciliation across all vaults">
        {reconciliation.isPending && <ReconciliationSkeleton />}
        {reconciliation.isError && (
          <p className="text-sm text-muted-foreground">
            The chain did not answer; balances could not be read just now.
          </p>
        )}
        {reconciliation.data && (
          <>
            <p className="text-sm text-muted-foreground">
              {format.count(reconciliation.data.vaultCount)} vaults
              {reconciliation.data.chains.length > 1 && ', at the same address on every network'}.
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
      <PageSection id="export-heading" title="Export the ledger">
        <p className="text-sm text-muted-foreground">
          Every donation, direct send and withdrawal between two days (UTC), as CSV. Anonymous donors stay
          anonymous.
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
  return (
    <div className="flex flex-col gap-3" data-chain-id={part.chainId}>
      {name && <h3 className="text-base font-semibold">{name}</h3>}
      {part.reconciliation ? (
        <>
          <p className="text-sm text-muted-foreground">
            {format.count(part.deployedCount)} deployed here (a vault receives before it is deployed).
          </p>
          <ReconciliationTable
            reconciliation={part.reconciliation}
            label={name ? `Reconciliation on ${name}` : 'Reconciliation'}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {part.unavailable ?? 'The chain did not answer; balances could not be read just now.'}
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
                {mismatch.symbol} off by {format.exactDecimal(mismatch.difference)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
