import type { CampaignListItem } from '@crowdvault/shared/api/campaign';
import { type CampaignListQueryInput, TOTAL_COUNT_HEADER } from '@crowdvault/shared/campaign-list';
import { LIMITS } from '@crowdvault/shared/constants';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

export interface CampaignPage {
  campaigns: CampaignListItem[];
  /** All campaigns matching the query (X-Total-Count), not just this page. */
  total: number;
}

/** `GET /api/campaigns`: one page and the total that matches. */
export async function getCampaigns(
  query: CampaignListQueryInput,
  signal?: AbortSignal,
): Promise<CampaignPage> {
  let total = 0;
  const campaigns = await apiGet<CampaignListItem[]>('/campaigns', {
    query: { ...query },
    signal,
    onHeaders: (headers) => {
      total = Number(headers.get(TOTAL_COUNT_HEADER) ?? 0);
    },
  });
  return { campaigns, total: Math.max(total, campaigns.length) };
}

export const campaignsQueryKey = (query: CampaignListQueryInput) => ['/campaigns', 'list', query] as const;

/** One page of campaigns (Home's featured three). */
export function useCampaigns(query: CampaignListQueryInput) {
  return useQuery({
    queryKey: campaignsQueryKey(query),
    queryFn: ({ signal }) => getCampaigns(query, signal),
  });
}

/** Discover's pages: each "Load More" appends the next page of the same filters. */
export function useInfiniteCampaigns(query: Omit<CampaignListQueryInput, 'limit' | 'offset'>) {
  const limit = LIMITS.discoverPageSize;
  return useInfiniteQuery({
    queryKey: [...campaignsQueryKey(query), 'pages'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getCampaigns({ ...query, limit, offset: pageParam }, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.campaigns.length, 0);
      return last.campaigns.length === limit && loaded < last.total ? loaded : undefined;
    },
  });
}
