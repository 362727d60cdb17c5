import { ADMIN_APPROVAL_FILTERS, ADMIN_STATUS_FILTERS } from '@crowdvault/shared/api/admin';
import { SearchX } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { msg, useT } from '@/lib/i18n/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminCampaigns } from '../api/get-admin-campaigns';
import { useAdminStats } from '../api/get-admin-stats';
import { SETTABLE_STATUSES, STATUS_LABELS } from '../lib/status-change';
import { AdminCampaignCard } from './admin-campaign-card';
import { FilterSelect } from './filter-select';
import { ListToolbar } from './list-toolbar';
import { PagedList } from './paged-list';
import { StatsCards } from './stats-cards';

const PAGE_SIZE = 12;

type StatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
type ApprovalFilter = (typeof ADMIN_APPROVAL_FILTERS)[number];

// Only statuses a campaign can be in: created active, or set by a moderator (SETTABLE_STATUSES).
// The rest of CAMPAIGN_STATUSES never occur, and a filter for them always came back empty.
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: msg('All statuses') },
  ...SETTABLE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];
const APPROVAL_OPTIONS: { value: ApprovalFilter; label: string }[] = [
  { value: 'all', label: msg('All approvals') },
  { value: 'approved', label: msg('Approved') },
  { value: 'pending', label: msg('Pending Review') },
  { value: 'rejected', label: msg('Rejected') },
];

function CardsSkeleton() {
  const t = useT();
  return (
    <div
      className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
      role="status"
      aria-label={t('Loading campaigns')}
    >
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-72 rounded-xl" />
      ))}
    </div>
  );
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** Campaign Management (SPEC.md §2): the cards, the filter bar and a page of campaigns, filtered
 *  and paged on the server. `withStats={false}` leaves the cards to the Admin Dashboard, which shows
 *  them above its tabs. */
export function CampaignManagement({ withStats = true }: { withStats?: boolean }) {
  const t = useT();
  const stats = useAdminStats();
  // The filters live in the URL (?q=&status=&approval=&offset=), so a filtered list survives a
  // reload, the back button and a link sent to another moderator.
  const [params, setParams] = useSearchParams();
  const status = oneOf(ADMIN_STATUS_FILTERS, params.get('status'), 'all');
  const approval = oneOf(ADMIN_APPROVAL_FILTERS, params.get('approval'), 'all');
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const [searchText, setSearchText] = useState(() => params.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim());
  const query = useAdminCampaigns({ search, status, approval, limit: PAGE_SIZE, offset });

  /** Sets one filter; any filter but the page starts from the first page. */
  const setFilter = useCallback(
    (name: 'q' | 'status' | 'approval' | 'offset', value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === '' || value === 'all' || (name === 'offset' && value === '0')) next.delete(name);
          else next.set(name, value);
          if (name !== 'offset') next.delete('offset');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setStatus = (value: StatusFilter) => setFilter('status', value);
  const setApproval = (value: ApprovalFilter) => setFilter('approval', value);
  const page = {
    offset,
    limit: PAGE_SIZE,
    onOffsetChange: (value: number) => setFilter('offset', String(value)),
  };
  useEffect(() => {
    if (search !== (new URLSearchParams(window.location.search).get('q') ?? '')) setFilter('q', search);
  }, [search, setFilter]);

  return (
    <div className="flex flex-col gap-6">
      {withStats && (
        <StatsCards stats={stats.data} failed={stats.isError} onRetry={() => void stats.refetch()} />
      )}
      <section aria-label={t('Campaigns')} className="flex flex-col gap-4">
        <ListToolbar
          search={{
            label: t('Search campaigns or creators'),
            placeholder: t('Search campaigns or creators...'),
            value: searchText,
            onChange: setSearchText,
          }}
        >
          <FilterSelect label={t('Status')} value={status} options={STATUS_OPTIONS} onChange={setStatus} />
          <FilterSelect
            label={t('Approval')}
            value={approval}
            options={APPROVAL_OPTIONS}
            onChange={setApproval}
          />
        </ListToolbar>
        <PagedList
          query={query}
          what="campaigns"
          page={page}
          loading={<CardsSkeleton />}
          empty={{
            icon: SearchX,
            title: t('No campaigns found'),
            description: t('Try adjusting your search or filter criteria.'),
          }}
        >
          {(campaigns) => (
            <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-busy={query.isPlaceholderData}>
              {campaigns.map((campaign) => (
                <AdminCampaignCard key={campaign.id} campaign={campaign} />
              ))}
            </div>
          )}
        </PagedList>
      </section>
    </div>
  );
}
