import type { Donation } from '@crowdvault/shared/api/donation';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

/** The public donations cache key, so refreshing it here refreshes the campaign page too. */
export const campaignDonationsKey = (campaignId: number) =>
  ['/campaigns', String(campaignId), 'donations'] as const;

/** `GET /api/campaigns/:id/donations` for the Funding tab. */
export function useCampaignDonations(campaignId: number) {
  return useQuery({
    queryKey: campaignDonationsKey(campaignId),
    queryFn: ({ signal }) =>
      apiGet<Donation[]>(`/campaigns/${campaignId}/donations`, { signal, silent: true }),
  });
}
