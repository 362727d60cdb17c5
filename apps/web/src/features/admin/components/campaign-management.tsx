import { type ADMIN_APPROVAL_FILTERS, ADMIN_STATUS_FILTERS } from '@crowdvault/shared/api/admin';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminCampaigns } from '../api/get-admin-campaigns';
import { useAdminStats } from '../api/get-admin-stats';
import { STATUS_LABELS } from '../lib/status-change';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { AdminCampaignCard } from './admin-campaign-card';
import { FilterSelect } from './filter-select';
import { ListEmpty, ListError } from './list-states';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { StatsCards } from './stats-cards';

const PAGE_SIZE = 12;

type StatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
type ApprovalFilter = (typeof ADMIN_APPROVAL_FILTERS)[number];

const STATUS_OPTIONS = ADMIN_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All statuses' : STATUS_LABELS[value],
}));
const APPROVAL_OPTIONS: { value: ApprovalFilter; label: string }[] = [
  { value: 'all', label: 'All approvals' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending Review' },
];

/** Campaign Management (SPEC.md §2): the cards, the filter bar and a page of campaigns, filtered
 *  and paged on the server. */
export function CampaignManagement() {
  const stats = useAdminStats();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [approval, setApproval] = useState<ApprovalFilter>('all');
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(searchText.trim());
  const query = useAdminCampaigns({ search, status, approval, limit: PAGE_SIZE, offset });

  // A new filter starts from the first page.
  const [lastFilters, setLastFilters] = useState({ search, status, approval });
  if (lastFilters.search !== search || lastFilters.status !== status || lastFilters.approval !== approval) {
    setLastFilters({ search, status, approval });
    setOffset(0);
  }

  return (
    <div className="flex flex-col gap-6">
      <StatsCards stats={stats.data} failed={stats.isError} onRetry={() => void stats.refetch()} />
      <section aria-label="Campaigns" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchBox
            label="Search campaigns or creators"
            placeholder="Search campaigns or creators..."
            value={searchText}
            onChange={setSearchText}
          />
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <FilterSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
            <FilterSelect
              label="Approval"
              value={approval}
              options={APPROVAL_OPTIONS}
              onChange={setApproval}
            />
          </div>
        </div>
        <CampaignResults query={query} offset={offset} onOffsetChange={setOffset} />
      </section>
    </div>
  );
}

function CampaignResults({
  query,
  offset,
  onOffsetChange,
}: {
  query: ReturnType<typeof useAdminCampaigns>;
  offset: number;
  onOffsetChange: (offset: number) => void;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" role="status" aria-label="Loading campaigns">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-72 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ListError
        title="Error loading campaigns"
        error={query.error}
        fallback="Failed to load campaigns. Please try again."
        onRetry={() => query.refetch()}
      />
    );
  }
  const { items, total } = query.data;
  if (items.length === 0) {
    return (
      <ListEmpty
        icon={SearchX}
        title="No campaigns found"
        description="Try adjusting your search or filter criteria."
      />
    );
  }
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-busy={query.isPlaceholderData}>
        {items.map((campaign) => (
          <AdminCampaignCard key={campaign.id} campaign={campaign} />
        ))}
      </div>
      <Pager
        offset={offset}
        limit={PAGE_SIZE}
        total={total}
        shown={items.length}
        label="campaigns"
        onOffsetChange={onOffsetChange}
      />
    </>
  );
}
