import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePageHead } from '@/lib/page-meta';
import { useCampaignLedger } from './api/get-campaign-ledger';
import { CampaignLedgerSection } from './campaign-ledger-section';

/** `/campaign/:id/ledger`: a campaign's whole ledger and its reconciliation. */
export function CampaignLedgerPage({ id }: { id: string }) {
  const { data } = useCampaignLedger(id);
  usePageHead(
    data
      ? {
          title: `Ledger · ${data.campaign.title}`,
          description: `Every transfer into the vault of ${data.campaign.title} and every withdrawal, as the chain records them, reconciled with its balance.`,
          path: `/campaign/${id}/ledger`,
          breadcrumbs: [
            { name: data.campaign.title, path: `/campaign/${id}` },
            { name: 'Ledger', path: `/campaign/${id}/ledger` },
          ],
        }
      : { title: 'Ledger' },
  );
  return (
    // At least a viewport tall: the footer stays below the fold while the ledger arrives.
    <div className="container-page flex min-h-dvh flex-col gap-6 py-8 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
        <Link href={`/campaign/${id}`}>
          <ArrowLeft aria-hidden />
          Back to the campaign
        </Link>
      </Button>
      <div>
        {/* Plain "Ledger" until the title arrives, as the document title does: "Campaign: ledger" read as a placeholder. */}
        <h1 className="text-2xl font-bold sm:text-3xl">
          {data ? `${data.campaign.title}: ledger` : 'Ledger'}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Every transfer into this campaign's vault and every withdrawal, as the chain records them.
        </p>
      </div>
      <CampaignLedgerSection campaignId={id} full />
    </div>
  );
}
