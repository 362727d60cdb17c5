import type { AdminCampaign, AdminCampaignListQuery } from '@crowdvault/shared/api/admin';
import { adminKeys } from './admin-keys';
import { usePageQuery } from './fetch-page';

export type AdminCampaignFilters = Pick<
  AdminCampaignListQuery,
  'status' | 'approval' | 'limit' | 'offset'
> & {
  search?: string;
};

/** `GET /api/admin/campaigns`: one page filtered on the server (SPEC §7 retries twice). */
export function useAdminCampaigns(filters: AdminCampaignFilters) {
  return usePageQuery<AdminCampaign>(adminKeys.campaigns(filters), '/admin/campaigns', filters, { retry: 2 });
}
