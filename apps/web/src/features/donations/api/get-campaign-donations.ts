import type { Donation } from '@crowdvault/shared/api/donation';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

export const campaignDonationsQueryKey = (campaignId: number) =>
  ['/campaigns', String(campaignId), 'donations'] as const;

/** `GET /api/campaigns/:id/donations`, newest first. Silent: the tab says so itself. */
export function useCampaignDonations(campaignId: number) {
  return useQuery({
    queryKey: campaignDonationsQueryKey(campaignId),
    queryFn: ({ signal }) =>
      apiGet<Donation[]>(`/campaigns/${campaignId}/donations`, { signal, silent: true }),
  });
}
