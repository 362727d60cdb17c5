import { Link } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampaignLedger } from './api/get-campaign-ledger';
import { LedgerTable } from './components/ledger-table';
import { ReconciliationTable } from './components/reconciliation-table';

/** The Ledger tab of a campaign page: the newest entries, the reconciliation, a link to all. */
export function CampaignLedgerSection({
  campaignId,
  full = false,
}: {
  campaignId: number | string;
  full?: boolean;
}) {
  const { data: ledger, isPending, isError } = useCampaignLedger(campaignId);
  if (isPending) return <Skeleton className="h-40" aria-hidden />;
  if (isError)
    return (
      <p className="text-sm text-muted-foreground">The ledger could not be loaded. Please try again later.</p>
    );
  const entries = full ? ledger.entries : ledger.entries.slice(0, 10);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="reconciliation-heading" className="flex flex-col gap-3">
        <h2 id="reconciliation-heading" className="text-lg font-semibold">
          Reconciliation
        </h2>
        {ledger.reconciliation ? (
          <ReconciliationTable reconciliation={ledger.reconciliation} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {ledger.vaultAddress
              ? 'The chain did not answer; balances could not be read just now.'
              : 'This campaign has no vault yet.'}
          </p>
        )}
      </section>
      <section aria-labelledby="ledger-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="ledger-heading" className="text-lg font-semibold">
            Ledger
          </h2>
          {!full && (
            <Link
              href={`/campaign/${ledger.campaign.id}/ledger`}
              className="text-sm text-primary hover:underline"
            >
              Full ledger ({ledger.entries.length}
              {ledger.truncated ? '+' : ''} entries)
            </Link>
          )}
        </div>
        {ledger.vaultAddress && (
          <p className="text-xs break-all text-muted-foreground">
            Vault <span className="font-mono">{ledger.vaultAddress}</span>
          </p>
        )}
        <LedgerTable entries={entries} explorerUrl={ledger.explorerUrl} />
        {full && ledger.truncated && (
          <p className="text-sm text-muted-foreground">
            Older entries are in the{' '}
            <Link href="/transparency" className="text-primary hover:underline">
              CSV export
            </Link>
            .
          </p>
        )}
      </section>
    </div>
  );
}
