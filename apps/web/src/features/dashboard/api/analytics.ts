import type { AnalyticsRange } from '@crowdvault/shared/api/analytics';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiRequest } from '@/lib/http/api-client';
import { analyticsQuery, pledgeAnalyticsQuery } from './queries';

/** `GET /api/dashboard/analytics`: one own campaign, or all of them (campaignId null). */
export function useAnalytics(range: AnalyticsRange, campaignId: number | null) {
  const { address } = useSession();
  return useQuery({ ...analyticsQuery(address, range, campaignId), enabled: address !== null });
}

/** `GET /api/dashboard/pledges`: monthly giving now, for one own campaign or all (campaignId null). */
export function usePledgeAnalytics(campaignId: number | null) {
  const { address } = useSession();
  return useQuery({ ...pledgeAnalyticsQuery(address, campaignId), enabled: address !== null });
}

/** `GET /api/campaigns/:id/donations.csv` through the one HTTP client (it needs the session),
 *  then saved by the browser as a file. */
export async function downloadDonationsCsv(campaignId: number, from: string, to: string): Promise<void> {
  const text = await apiRequest<string>(`/campaigns/${campaignId}/donations.csv`, { query: { from, to } });
  const url = URL.createObjectURL(new Blob([text ?? ''], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `campaign-${campaignId}-donations-${from}-to-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
