import type { AdminCampaign, AdminCampaignListQuery } from '@crowdvault/shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { fetchPage } from './fetch-page';

export type AdminCampaignFilters = Pick<
  AdminCampaignListQuery,
  'status' | 'approval' | 'limit' | 'offset'
> & {
  search?: string;
};

/** `GET /api/admin/campaigns`: one page filtered on the server (SPEC §7 retries twice). */
export function useAdminCampaigns(filters: AdminCampaignFilters) {
  return useQuery({
    queryKey: adminKeys.campaigns(filters),
    queryFn: ({ signal }) =>
      fetchPage<AdminCampaign>(
        '/admin/campaigns',
        { ...filters, search: filters.search || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: 2,
  });
}
