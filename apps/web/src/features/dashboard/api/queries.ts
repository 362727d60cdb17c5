// The signed-in user's own data as queries: key and request, with no React in this file, so the
// dashboard's prefetch (../prefetch.ts) asks for the same queries the sections read without
// loading the sections' code (issue 40).

import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import type { AnalyticsRange, CreatorAnalytics, PledgeAnalytics } from '@crowdvault/shared/api/analytics';
import type { DashboardSummary } from '@crowdvault/shared/api/dashboard';
import type { MyDonation } from '@crowdvault/shared/api/donation';
import type { EmailSettings } from '@crowdvault/shared/api/email';
import type { ProfileSettings } from '@crowdvault/shared/api/profile';
import type { CampaignVault, Withdrawal } from '@crowdvault/shared/api/withdrawal';
import { apiGet } from '@/lib/http/api-client';
import { myQueryKey } from './my-query-key';

export const myWalletsQueryName = 'wallets';

/** A query of the user's own `name`d data at `path`, asked for silently: each section shows its
 *  own error. */
function myQuery<T>(name: string, path: string) {
  return (address: string | null) => ({
    queryKey: myQueryKey(address, name),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<T>(path, { signal, silent: true }),
  });
}

/** `GET /api/campaigns/me`: every own campaign, pending and rejected ones included, with why a
 *  moderator rejected or flagged it. */
export const myCampaignsQuery = myQuery<OwnCampaign[]>('campaigns', '/campaigns/me');

/** `GET /api/dashboard/summary`: the overview's four cards. */
export const dashboardSummaryQuery = myQuery<DashboardSummary>('summary', '/dashboard/summary');

/** `GET /api/donations/me`: what the signed-in wallet gave, its anonymous gifts included. */
export const myDonationsQuery = myQuery<MyDonation[]>('donations', '/donations/me');

/** `GET /api/campaigns/me/wallets`: each own campaign's vault with its balances read from the chain. */
export const myWalletsQuery = myQuery<CampaignVault[]>(myWalletsQueryName, '/campaigns/me/wallets');

/** `GET /api/withdrawals/me`: Withdrawal History, polled while any row is pending so it turns
 *  completed or failed without a reload. */
export const myWithdrawalsQuery = myQuery<Withdrawal[]>('withdrawals', '/withdrawals/me');

/** `GET /api/users/me`: the signed-in user's own settings. */
export const profileSettingsQuery = myQuery<ProfileSettings>('settings', '/users/me');

/** `GET /api/users/me/email`: the address, whether it is verified, and which mails it gets. */
export const emailSettingsQuery = myQuery<EmailSettings>('email', '/users/me/email');

/** `GET /api/dashboard/analytics`: one own campaign, or all of them (campaignId null). */
export const analyticsQuery = (address: string | null, range: AnalyticsRange, campaignId: number | null) => ({
  queryKey: [...myQueryKey(address, 'analytics'), range, campaignId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<CreatorAnalytics>('/dashboard/analytics', {
      signal,
      silent: true,
      query: { range, campaignId: campaignId ?? undefined },
    }),
});

/** `GET /api/dashboard/pledges`: monthly giving now, for one own campaign or all (campaignId null). */
export const pledgeAnalyticsQuery = (address: string | null, campaignId: number | null) => ({
  queryKey: [...myQueryKey(address, 'pledge-analytics'), campaignId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<PledgeAnalytics>('/dashboard/pledges', {
      signal,
      silent: true,
      query: { campaignId: campaignId ?? undefined },
    }),
});
