import type { Campaign } from '@crowdvault/shared/api/campaign';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

/** SPEC.md §7: campaign detail goes stale after 30 seconds. */
export const CAMPAIGN_STALE_MS = 30_000;

export const campaignQueryKey = (id: string | number) => ['/campaigns', String(id)] as const;

/** `GET /api/campaigns/:id`. Silent: the page shows 'Campaign Not Found' itself. */
export function getCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  return apiGet<Campaign>(`/campaigns/${encodeURIComponent(id)}`, { signal, silent: true });
}

export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignQueryKey(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
    staleTime: CAMPAIGN_STALE_MS,
  });
}
