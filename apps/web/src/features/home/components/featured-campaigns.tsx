import { LIMITS } from '@crowdvault/shared/constants';
import { ArrowRight, SearchX, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { CampaignGrid } from '@/components/campaign/campaign-grid';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { useCampaigns } from '@/lib/campaigns/get-campaigns';
import { useT } from '@/lib/i18n/i18n';

/** Three featured campaigns and the way to all of them. */
export function FeaturedCampaigns() {
  const t = useT();
  const { data, isPending, isError, refetch } = useCampaigns({
    featured: 'true',
    limit: LIMITS.homeFeaturedCount,
  });
  const campaigns = data?.campaigns ?? [];
  return (
    <section aria-labelledby="featured-heading" className="container-page py-16 sm:py-20">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
            {t('Featured Campaigns')}
          </h2>
          <p className="text-muted-foreground">{t('Causes our community is rallying behind right now.')}</p>
        </div>
        <ViewAllCampaigns className="hidden sm:inline-flex" />
      </div>
      {isError ? (
        // A failed request is not "no featured campaigns": say so and offer another try.
        <EmptyState
          className="mt-8"
          icon={SearchX}
          headingLevel="h3"
          title={t('Campaigns could not be loaded')}
          description={t('Please check your connection and try again.')}
          action={<Button onClick={() => refetch()}>{t('Try again')}</Button>}
        />
      ) : !isPending && campaigns.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={Sparkles}
          headingLevel="h3"
          title={t('No featured campaigns yet')}
          description={t('Discover every live campaign in the meantime.')}
        />
      ) : (
        <CampaignGrid
          className="mt-8"
          campaigns={campaigns}
          skeletons={isPending ? LIMITS.homeFeaturedCount : 0}
        />
      )}
      <ViewAllCampaigns className="mt-8 w-full sm:hidden" />
    </section>
  );
}

/** The way to every campaign: beside the heading on wide screens, under the grid on phones. */
function ViewAllCampaigns({ className }: { className: string }) {
  const t = useT();
  return (
    <Button asChild variant="outline" className={className}>
      <Link href="/discover">
        {t('View All Campaigns')}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
