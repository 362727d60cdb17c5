import { Loader2, SearchX } from 'lucide-react';
import { useId } from 'react';
import { CampaignGrid } from '@/components/campaign/campaign-grid';
import { EmptyState } from '@/components/layout/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useInfiniteCampaigns } from '@/lib/campaigns/get-campaigns';
import { useT } from '@/lib/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { DiscoverFiltersBar } from './components/discover-filters-bar';
import { DEFAULT_FILTERS, filtersToQuery, hasAnyFilter } from './lib/discover-filters';
import { emptyText, showingText, sortText } from './lib/results-text';
import { useDiscoverFilters } from './lib/use-discover-filters';

const SKELETON_CARDS = 6;

export function DiscoverPage() {
  const t = useT();
  const title = t('Discover Campaigns');
  const subtitle = t('Find causes that matter to you');
  usePageMeta(title, subtitle);
  const [filters, setFilters] = useDiscoverFilters();
  // A new key per filter set: any change starts again from the first page.
  const query = useInfiniteCampaigns(filtersToQuery(filters));
  const campaigns = query.data?.pages.flatMap((page) => page.campaigns) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const showing = query.isSuccess ? showingText(t, filters.status, total) : null;
  const empty = emptyText(t, filters);
  const sortDescriptionId = useId();

  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mt-8">
        <DiscoverFiltersBar filters={filters} onChange={setFilters} sortDescriptionId={sortDescriptionId} />
      </div>
      {/* On a phone the count and the order take a line each: side by side, whether they fit on one
          line came down to a few pixels in some languages, and the web font's arrival moved every
          card below them (German: a layout shift of 0.09). */}
      <div className="mt-6 flex flex-col gap-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-4">
        <p aria-live="polite" className="min-h-5">
          {showing}
        </p>
        <p id={sortDescriptionId} data-testid="sort-description">
          {sortText(t, filters.sortBy)}
        </p>
      </div>
      {query.isError ? (
        <EmptyState
          className="mt-4"
          icon={SearchX}
          title={t('Campaigns could not be loaded')}
          description={t('Please check your connection and try again.')}
          action={<Button onClick={() => query.refetch()}>{t('Try again')}</Button>}
        />
      ) : query.isSuccess && campaigns.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={SearchX}
          title={empty.title}
          description={empty.description}
          action={
            // A way out of an empty list without undoing each filter by hand.
            hasAnyFilter(filters) && (
              <Button variant="outline" onClick={() => setFilters(DEFAULT_FILTERS)}>
                {t('Clear filters')}
              </Button>
            )
          }
        />
      ) : (
        <CampaignGrid
          className="mt-4"
          campaigns={campaigns}
          skeletons={query.isPending ? SKELETON_CARDS : 0}
        />
      )}
      {query.hasNextPage && (
        <div className="mt-10 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden />}
            {t('Load More Campaigns')}
          </Button>
        </div>
      )}
    </div>
  );
}
