import type { CampaignRound } from '@crowdvault/shared/api/rounds';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

/**
 * `GET /api/campaigns/:id/rounds`: the rounds the campaign is in, with its match in each. Part of
 * the campaign page's first load, so it stays this small: what a round shows loads only for a
 * campaign that is in one. `live` (the campaign's raised amount and donor count, which a pushed
 * gift updates) is part of the key, so the match is asked again as gifts land; the last answer
 * stays on screen meanwhile.
 */
export function useCampaignRounds(campaignId: number | undefined, live: string) {
  return useQuery({
    queryKey: ['rounds', 'campaign', campaignId, live],
    queryFn: ({ signal }) =>
      apiGet<{ items: CampaignRound[] }>(`/campaigns/${campaignId}/rounds`, { signal, silent: true }),
    enabled: campaignId !== undefined,
    placeholderData: keepPreviousData,
  });
}
