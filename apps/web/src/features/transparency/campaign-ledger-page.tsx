import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { isNotFoundError } from '@/lib/http/api-error';
import { usePageHead } from '@/lib/page-meta';
import { useCampaignLedger } from './api/get-campaign-ledger';
import { CampaignLedgerSection } from './campaign-ledger-section';

/** `/campaign/:id/ledger`: a campaign's whole ledger and its reconciliation. The ledger of no
 *  campaign is the campaign page's "Campaign Not Found", which the server answers with HTTP 404
 *  (decision 123); its query is not asked again when the page hydrates (its error is then the
 *  plain object the server's state holds, not an ApiError). */
export function CampaignLedgerPage({ id }: { id: string }) {
  const { data, error } = useCampaignLedger(id, { retryOnMount: false });
  const notFound = isNotFoundError(error);
  usePageHead(
    notFound
      ? {
          title: 'Campaign Not Found',
          description: "The campaign you're looking for doesn't exist.",
          status: 404,
        }
      : data
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
  if (notFound) {
    return (
      <div className="container-page py-16">
        <EmptyState
          icon={SearchX}
          headingLevel="h2"
          title="Campaign Not Found"
          description="The campaign you're looking for doesn't exist."
          action={
            <Button asChild>
              <Link href="/discover">Discover Campaigns</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    // At least a viewport tall: the footer stays below the fold while the ledger arrives.
    <div className="container-page flex min-h-dvh flex-col gap-6 py-8 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ms-3 self-start">
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
