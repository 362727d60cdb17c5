// What each dashboard page shows first, asked for as soon as the session is known (issue 40):
// side by side with the page's code, instead of once that code has loaded and rendered. Its own
// small chunk, with no component or icon in it, so it is there before the session is.
import type { QueryClient } from '@tanstack/react-query';
import { CAMPAIGN_STALE_MS, campaignQueryKey, getCampaign } from '@/lib/campaigns/get-campaign';
import {
  analyticsQuery,
  dashboardSummaryQuery,
  emailSettingsQuery,
  myCampaignsQuery,
  myDonationsQuery,
  myWalletsQuery,
  myWithdrawalsQuery,
  pledgeAnalyticsQuery,
  profileSettingsQuery,
} from './api/queries';

export type Prefetch = (client: QueryClient) => Promise<void>;

/** The queries of `/dashboard/<rest>` for `address`, as its sections read them (an unknown section
 *  is the overview, as in lib/sections.ts). */
export function dashboardPrefetches(rest: string | undefined, address: string): Prefetch[] {
  const editId = /^campaigns\/(\d+)\/edit$/.exec(rest ?? '')?.[1];
  if (editId) {
    return [
      (client) =>
        client.prefetchQuery({
          queryKey: campaignQueryKey(editId),
          queryFn: ({ signal }) => getCampaign(editId, signal),
          staleTime: CAMPAIGN_STALE_MS,
        }),
    ];
  }
  const campaigns: Prefetch = (client) => client.prefetchQuery(myCampaignsQuery(address));
  const donations: Prefetch = (client) => client.prefetchQuery(myDonationsQuery(address));
  const wallets: Prefetch = (client) => client.prefetchQuery(myWalletsQuery(address));
  switch (rest?.split('/')[0]) {
    case 'campaigns':
      return [campaigns];
    case 'donations':
      return [donations];
    case 'wallets':
      // The withdrawal rules of all-or-nothing vaults come from My Campaigns.
      return [wallets, campaigns];
    case 'analytics':
      // The page's first view: every campaign, the last 30 days.
      return [
        campaigns,
        (client) => client.prefetchQuery(analyticsQuery(address, '30', null)),
        (client) => client.prefetchQuery(pledgeAnalyticsQuery(address, null)),
      ];
    case 'withdrawals':
      return [wallets, campaigns, (client) => client.prefetchQuery(myWithdrawalsQuery(address))];
    case 'settings':
      return [
        (client) => client.prefetchQuery(profileSettingsQuery(address)),
        (client) => client.prefetchQuery(emailSettingsQuery(address)),
      ];
    default:
      return [(client) => client.prefetchQuery(dashboardSummaryQuery(address)), campaigns, donations];
  }
}
