import { parseCampaignId } from '@crowdvault/shared/api/campaign';
import { AlertTriangle, ArrowLeft, ExternalLink, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/http/api-error';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { useAdminCampaign } from '../api/get-admin-campaign';
import { AdminStatusBadge } from './admin-status-badge';
import { CampaignActionsTab } from './campaign-actions-tab';
import { CampaignCreatorTab } from './campaign-creator-tab';
import { CampaignDetailsTab } from './campaign-details-tab';
import { CampaignFundingTab } from './campaign-funding-tab';

// The detail page's tabs, in order: each shows one side of the campaign.
const TABS = [
  { value: 'details', label: msg('Details'), Panel: CampaignDetailsTab },
  { value: 'funding', label: msg('Funding'), Panel: CampaignFundingTab },
  { value: 'creator', label: msg('Creator'), Panel: CampaignCreatorTab },
  { value: 'actions', label: msg('Actions'), Panel: CampaignActionsTab },
];

function BackToCampaigns() {
  const t = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-3 self-start">
      <Link href="/campaigns">
        <ArrowLeft aria-hidden />
        {t('Back to Campaigns')}
      </Link>
    </Button>
  );
}

/** `/admin/campaigns/{id}` (SPEC.md §2): tabs Details, Funding, Creator, Actions. */
export function CampaignDetailView({ rawId }: { rawId: string }) {
  const t = useT();
  const id = parseCampaignId(rawId);
  const query = useAdminCampaign(id ?? 0);
  if (id === null || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <div className="flex flex-col gap-4">
        <BackToCampaigns />
        <EmptyState
          icon={SearchX}
          title={t('Campaign Not Found')}
          description={t('Campaign with ID {id} not found.', { id: rawId })}
        />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-label={t('Loading campaign')}>
        <BackToCampaigns />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-10 w-full max-w-md" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        <BackToCampaigns />
        <EmptyState
          icon={AlertTriangle}
          title={t('Error')}
          description={t('Failed to load campaign details. Please try again later.')}
          action={
            <Button variant="outline" onClick={() => query.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      </div>
    );
  }
  const campaign = query.data;
  return (
    <div className="flex flex-col gap-4">
      <BackToCampaigns />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-1.5">
            <AdminStatusBadge campaign={campaign} />
          </div>
          <h2 className="text-2xl font-bold tracking-tight break-words" dir="auto">
            {campaign.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {sentenceParts(t, msg('#{id} by {creator}'), {
              id: <span dir="ltr">{campaign.id}</span>,
              creator: <bdi dir="auto">{campaign.creator.username}</bdi>,
            })}
          </p>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start">
          <a href={`/campaign/${campaign.id}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {t('View page')}
          </a>
        </Button>
      </div>
      <Tabs defaultValue="details">
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList>
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {t(label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel campaign={campaign} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
