import { Link } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { useCampaignLedger } from './api/get-campaign-ledger';
import { LedgerTable } from './components/ledger-table';
import { ReconciliationTable } from './components/reconciliation-table';
import { useNetworks } from './use-networks';

/** The Ledger tab of a campaign page: the newest entries of every network, the reconciliation with
 *  each network (one that did not answer says so, the others still show), a link to all. */
export function CampaignLedgerSection({
  campaignId,
  full = false,
}: {
  campaignId: number | string;
  full?: boolean;
}) {
  const t = useT();
  const { data: ledger, isPending, isError } = useCampaignLedger(campaignId);
  const networks = useNetworks();
  if (isPending) return <Skeleton className="h-40" aria-hidden />;
  if (isError)
    return (
      <p className="text-sm text-muted-foreground">
        {t('The ledger could not be loaded. Please try again later.')}
      </p>
    );
  const entries = full ? ledger.entries : ledger.entries.slice(0, 10);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="reconciliation-heading" className="flex flex-col gap-3">
        <h2 id="reconciliation-heading" className="text-lg font-semibold">
          {t('Reconciliation')}
        </h2>
        {ledger.vaultAddress ? (
          ledger.chains.map((part) => (
            <div key={part.chainId} className="flex flex-col gap-2" data-chain-id={part.chainId}>
              {ledger.chains.length > 1 && (
                <h3 className="text-base font-semibold">{networks.nameOf(part.chainId)}</h3>
              )}
              {part.reconciliation ? (
                <ReconciliationTable
                  reconciliation={part.reconciliation}
                  label={
                    ledger.chains.length > 1
                      ? t('Reconciliation on {network}', { network: networks.nameOf(part.chainId) })
                      : t('Reconciliation')
                  }
                />
              ) : (
                <p className="text-sm text-muted-foreground">
                  {part.unavailable ?? t('The chain did not answer; balances could not be read just now.')}
                </p>
              )}
            </div>
          ))
        ) : (
          <p className="text-sm text-muted-foreground">{t('This campaign has no vault yet.')}</p>
        )}
      </section>
      <section aria-labelledby="ledger-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="ledger-heading" className="text-lg font-semibold">
            {t('Ledger')}
          </h2>
          {!full && (
            <Link
              href={`/campaign/${ledger.campaign.id}/ledger`}
              className="text-sm text-primary hover:underline"
            >
              {ledger.truncated
                ? t('Full ledger ({count}+ entries)', { count: ledger.entries.length })
                : t('Full ledger ({count, plural, one {# entry} other {# entries}})', {
                    count: ledger.entries.length,
                  })}
            </Link>
          )}
        </div>
        {ledger.vaultAddress && (
          <p className="text-xs break-all text-muted-foreground">
            {sentenceParts(
              t,
              networks.count > 1
                ? msg('Vault {address}, the same address on every network')
                : msg('Vault {address}'),
              { address: <span className="font-mono">{ledger.vaultAddress}</span> },
            )}
          </p>
        )}
        <LedgerTable entries={entries} networks={networks} />
        {full && ledger.truncated && (
          <p className="text-sm text-muted-foreground">
            {sentenceParts(t, msg('Older entries are in the {export}.'), {
              export: (
                <Link href="/transparency" className="text-primary hover:underline">
                  {t('CSV export')}
                </Link>
              ),
            })}
          </p>
        )}
      </section>
    </div>
  );
}
