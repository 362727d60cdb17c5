import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/campaigns/:id`: the detail view, approved or not. */
export function useAdminCampaign(id: number) {
  return useQuery({
    queryKey: adminKeys.campaign(id),
    queryFn: ({ signal }) => apiGet<AdminCampaignDetail>(`/admin/campaigns/${id}`, { signal, silent: true }),
    enabled: id > 0,
  });
}
