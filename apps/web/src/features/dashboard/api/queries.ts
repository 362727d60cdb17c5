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

/** `GET /api/campaigns/me`: every own campaign, pending and rejected ones included, with why a
 *  moderator rejected or flagged it. */
export const myCampaignsQuery = (address: string | null) => ({
  queryKey: myQueryKey(address, 'campaigns'),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<OwnCampaign[]>('/campaigns/me', { signal, silent: true }),
});

/** `GET /api/dashboard/summary`: the overview's four cards. */
export const dashboardSummaryQuery = (address: string | null) => ({
  queryKey: myQueryKey(address, 'summary'),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<DashboardSummary>('/dashboard/summary', { signal, silent: true }),
});

/** `GET /api/donations/me`: what the signed-in wallet gave, its anonymous gifts included. */
export const myDonationsQuery = (address: string | null) => ({
  queryKey: myQueryKey(address, 'donations'),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<MyDonation[]>('/donations/me', { signal, silent: true }),
});

/** `GET /api/campaigns/me/wallets`: each own campaign's vault with its balances read from the chain. */
export const myWalletsQuery = (address: string | null) => ({
  queryKey: myQueryKey(address, myWalletsQueryName),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<CampaignVault[]>('/campaigns/me/wallets', { signal, silent: true }),
});

/** `GET /api/withdrawals/me`: Withdrawal History, polled while any row is pending so it turns
 *  completed or failed without a reload. */
export const myWithdrawalsQuery = (address: string | null) => ({
  queryKey: myQueryKey(address, 'withdrawals'),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<Withdrawal[]>('/withdrawals/me', { signal, silent: true }),
});

/** `GET /api/users/me`: the signed-in user's own settings. */
export const profileSettingsQuery = (address: string | null) => ({
  queryKey: myQueryKey(address, 'settings'),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<ProfileSettings>('/users/me', { signal, silent: true }),
});

/** `GET /api/users/me/email`: the address, whether it is verified, and which mails it gets. */
export const emailSettingsQuery = (address: string | null) => ({
  queryKey: myQueryKey(address, 'email'),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<EmailSettings>('/users/me/email', { signal, silent: true }),
});

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
