import type { CATEGORIES } from './constants';

// What the campaign list accepts, without zod: public pages import these values, and zod (about
// 40 KB) must stay out of their bundle. The schema in api/campaign.ts is built from them.

/** Discover's status filter. 'ended' is what a visitor means by it: completed, or past its end date
 *  while still marked active (both take no more donations); 'all' is every public state. */
export const CAMPAIGN_LIST_STATUSES = ['active', 'ended', 'paused', 'completed', 'all'] as const;
export type CampaignListStatus = (typeof CAMPAIGN_LIST_STATUSES)[number];
export const CAMPAIGN_SORTS = ['recent', 'funded', 'ending', 'newest'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** Total matching campaigns, for "Load More" to know when to stop. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** What a client sends (query-string values before the server's coercion). */
export interface CampaignListQueryInput {
  featured?: 'true' | 'false';
  limit?: number;
  offset?: number;
  search?: string;
  category?: (typeof CATEGORIES)[number] | 'all';
  status?: CampaignListStatus;
  sortBy?: CampaignSort;
}
