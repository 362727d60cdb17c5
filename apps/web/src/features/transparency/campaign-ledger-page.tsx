import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { isNotFoundError } from '@/lib/http/api-error';
import { useT } from '@/lib/i18n/i18n';
import { usePageHead } from '@/lib/page-meta';
import { useCampaignLedger } from './api/get-campaign-ledger';
import { CampaignLedgerSection } from './campaign-ledger-section';

/** `/campaign/:id/ledger`: a campaign's whole ledger and its reconciliation. The ledger of no
 *  campaign is the campaign page's "Campaign Not Found", which the server answers with HTTP 404
 *  (decision 123); its query is not asked again when the page hydrates (its error is then the
 *  plain object the server's state holds, not an ApiError). */
export function CampaignLedgerPage({ id }: { id: string }) {
  const t = useT();
  const { data, error } = useCampaignLedger(id, { retryOnMount: false });
  const notFound = isNotFoundError(error);
  usePageHead(
    notFound
      ? {
          title: t('Campaign Not Found'),
          description: t("The campaign you're looking for doesn't exist."),
          status: 404,
        }
      : data
        ? {
            title: t('Ledger · {title}', { title: data.campaign.title }),
            description: t(
              'Every transfer into the vault of {title} and every withdrawal, as the chain records them, reconciled with its balance.',
              { title: data.campaign.title },
            ),
            path: `/campaign/${id}/ledger`,
            breadcrumbs: [
              { name: data.campaign.title, path: `/campaign/${id}` },
              { name: t('Ledger'), path: `/campaign/${id}/ledger` },
            ],
          }
        : { title: t('Ledger') },
  );
  if (notFound) {
    return (
      <div className="container-page py-16">
        <EmptyState
          icon={SearchX}
          headingLevel="h2"
          title={t('Campaign Not Found')}
          description={t("The campaign you're looking for doesn't exist.")}
          action={
            <Button asChild>
              <Link href="/discover">{t('Discover Campaigns')}</Link>
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
          {t('Back to the campaign')}
        </Link>
      </Button>
      <div>
        {/* Plain "Ledger" until the title arrives, as the document title does: "Campaign: ledger" read as a placeholder. */}
        <h1 className="text-2xl font-bold sm:text-3xl">
          {data ? t('{title}: ledger', { title: data.campaign.title }) : t('Ledger')}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("Every transfer into this campaign's vault and every withdrawal, as the chain records them.")}
        </p>
      </div>
      <CampaignLedgerSection campaignId={id} full />
    </div>
  );
}
