import { formatAmount } from '@crowdvault/shared/format';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePageMeta } from '@/lib/page-meta';
import { usePlatformReconciliation, useTransparencySummary } from './api/get-transparency';
import { LedgerExportForm } from './components/ledger-export-form';
import { ReconciliationTable } from './components/reconciliation-table';
import { ReconciliationSkeleton, TransparencySummarySkeleton } from './components/transparency-skeleton';

const usd = (value: string) => `$${formatAmount(value)}`;
const exact = (value: string) => formatAmount(value, Math.max(2, value.split('.')[1]?.length ?? 0));
/** "1 withdrawal", "55 donations". */
const counted = (count: number, noun: string) =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

/** `/transparency`: what the platform raised, paid out and kept, checked against the chain. */
export function TransparencyPage() {
  usePageMeta('Transparency', 'Every donation and withdrawal on CrowdVault, reconciled with the chain.');
  const { data: summary, isPending, isError } = useTransparencySummary();
  const reconciliation = usePlatformReconciliation();
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
              ['Total raised', usd(summary.totalRaisedUsd)],
              ['Withdrawn', usd(summary.totalWithdrawnUsd)],
              ['Fees to the treasury', usd(summary.totalFeesUsd)],
              ['Vaults', summary.vaultCount.toLocaleString('en-US')],
            ].map(([label, value]) => (
              <Card key={label}>
                <CardContent className="flex flex-col gap-1 p-4">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
                </CardContent>
              </Card>
            ))}
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Treasury</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-2 text-sm">
                <p className="font-mono break-all" title={summary.treasuryAddress}>
                  {summary.treasuryAddress}
                </p>
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
                  {summary.tokens.map((token) => (
                    <li key={token.symbol}>
                      {token.treasuryBalance === null ? '—' : exact(token.treasuryBalance)} {token.symbol}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Indexer</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-1 text-sm">
                <p>
                  Last block recorded:{' '}
                  <span className="font-medium tabular-nums">{summary.indexer.lastBlock ?? '—'}</span>
                </p>
                <p>
                  Chain head:{' '}
                  <span className="font-medium tabular-nums">{summary.indexer.headBlock ?? '—'}</span>
                </p>
                <p>
                  Behind by:{' '}
                  <span className="font-medium tabular-nums">{summary.indexer.lagBlocks ?? '—'}</span>{' '}
                  {summary.indexer.lagBlocks === 1 ? 'block' : 'blocks'}
                </p>
                <p className="text-muted-foreground">
                  {counted(summary.donationCount, 'donation')} ·{' '}
                  {counted(summary.withdrawalCount, 'withdrawal')}
                </p>
              </CardContent>
            </Card>
          </div>
          <section aria-labelledby="tokens-heading" className="flex flex-col gap-3">
            <h2 id="tokens-heading" className="text-xl font-semibold">
              By token
            </h2>
            <Table aria-label="Totals by token">
              <TableHeader>
                <TableRow>
                  <TableHead>Token</TableHead>
                  <TableHead className="text-right">Raised</TableHead>
                  <TableHead className="text-right">Withdrawn</TableHead>
                  <TableHead className="text-right">Fees</TableHead>
                  <TableHead className="text-right">In vaults</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {summary.tokens.map((token) => (
                  <TableRow key={token.symbol}>
                    <TableCell className="font-medium">{token.symbol}</TableCell>
                    <TableCell className="text-right tabular-nums">{exact(token.raised)}</TableCell>
                    <TableCell className="text-right tabular-nums">{exact(token.withdrawn)}</TableCell>
                    <TableCell className="text-right tabular-nums">{exact(token.fees)}</TableCell>
                    <TableCell className="text-right tabular-nums">{exact(token.held)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        </>
      )}
      <section aria-labelledby="platform-reconciliation-heading" className="flex flex-col gap-3">
        <h2 id="platform-reconciliation-heading" className="text-xl font-semibold">
          Reconciliation across all vaults
        </h2>
        {reconciliation.isPending && <ReconciliationSkeleton />}
        {reconciliation.isError && (
          <p className="text-sm text-muted-foreground">
            The chain did not answer; balances could not be read just now.
          </p>
        )}
        {reconciliation.data && (
          <>
            <p className="text-sm text-muted-foreground">
              {reconciliation.data.vaultCount.toLocaleString('en-US')} vaults,{' '}
              {reconciliation.data.deployedCount.toLocaleString('en-US')} deployed (a vault receives before it
              is deployed).
            </p>
            <ReconciliationTable reconciliation={reconciliation.data.reconciliation} />
            {reconciliation.data.mismatches.length > 0 && (
              <ul className="flex flex-col gap-1 text-sm">
                {reconciliation.data.mismatches.map((mismatch) => (
                  <li key={`${mismatch.campaignId}:${mismatch.symbol}`}>
                    <Link
                      href={`/campaign/${mismatch.campaignId}/ledger`}
                      className="text-primary hover:underline"
                    >
                      {mismatch.title}
                    </Link>{' '}
                    <span className="text-muted-foreground">
                      {mismatch.symbol} off by {exact(mismatch.difference)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="export-heading" className="flex flex-col gap-3">
        <h2 id="export-heading" className="text-xl font-semibold">
          Export the ledger
        </h2>
        <p className="text-sm text-muted-foreground">
          Every donation, direct send and withdrawal between two days (UTC), as CSV. Anonymous donors stay
          anonymous.
        </p>
        <LedgerExportForm />
      </section>
    </div>
  );
}
