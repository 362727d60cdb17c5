import type {
  CancelPledgeBody,
  CreatePledgeBody,
  PledgeCancellation,
  PledgeChoice,
  PledgeQuote,
  PledgeView,
} from '@crowdvault/shared/api/pledge';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { campaignQueryKey } from '@/lib/campaigns/get-campaign';
import { apiGet, apiPost } from '@/lib/http/api-client';
import { myPledgesQuery } from './pledges-query';

export { myPledgesQueryKey } from './pledges-query';

/** Whether a pledge's current period is due and not collected yet. Dates are chain time, which
 *  the browser's clock cannot be compared with (a local chain's clock may be moved): the server
 *  puts an upcoming collection on a period boundary (start + k × period, k ≥ 1) and a due one at
 *  the chain's "now", so a date off the boundaries, or the start itself, is a due one. */
export function isDue(
  pledge: Pick<PledgeView, 'status' | 'nextCollectionAt' | 'startsAt' | 'terms'>,
): boolean {
  if (pledge.status !== 'active' || !pledge.nextCollectionAt) return false;
  const offset = Date.parse(pledge.nextCollectionAt) - Date.parse(pledge.startsAt);
  return offset === 0 || offset % (Number(pledge.terms.period) * 1000) !== 0;
}

/** While an active pledge's collection is due, its list is read again every few seconds, so the
 *  donor sees it collected (on the worker's next pass) without reloading. */
export function pollWhileDue(items: PledgeView[] | undefined): number | false {
  return items?.some(isDue) ? 5_000 : false;
}

/** `GET /api/pledges`: my pledges with their state, reason, next date and amount; `poll` says how
 *  often to read them again (e.g. while a collection is due). */
export function useMyPledges(
  address: string | null,
  poll?: (items: PledgeView[] | undefined) => number | false,
) {
  const query = useQuery({
    ...myPledgesQuery(address),
    enabled: address !== null,
    select: (data) => data.items,
    refetchInterval: poll ? (query) => poll(query.state.data?.items) : false,
  });
  useRefreshAfterCollection(address, query.data);
  return query;
}

/** Once a read shows a pledge collected more than before (the worker's pass, seconds after the
 *  donor started it), what that gift changed is read again: the campaign's total and donations,
 *  and the donor's own lists, so nothing says "0 collected" beside a page that needs a reload. */
function useRefreshAfterCollection(address: string | null, pledges: PledgeView[] | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<string, number>());
  useEffect(() => {
    if (!pledges) return;
    const campaigns = new Set<number>();
    for (const pledge of pledges) {
      const before = seen.current.get(pledge.pledgeId);
      if (before !== undefined && pledge.collectedPeriods > before) campaigns.add(pledge.campaignId);
      seen.current.set(pledge.pledgeId, pledge.collectedPeriods);
    }
    if (campaigns.size === 0) return;
    for (const id of campaigns) void queryClient.invalidateQueries({ queryKey: campaignQueryKey(id) });
    // Every list of the donor but this one, which is fresh.
    void queryClient.invalidateQueries({
      queryKey: ['me', address?.toLowerCase() ?? null],
      predicate: (query) => query.queryKey[2] !== 'pledges',
    });
  }, [pledges, address, queryClient]);
}

/** `POST /api/pledges/terms`: the terms to sign for a choice and the allowance they need. Errors
 *  are shown beside the form (the server's sentence), not as a toast. */
export function quotePledge(choice: PledgeChoice): Promise<PledgeQuote> {
  return apiPost<PledgeQuote>('/pledges/terms', choice, { silent: true });
}

/** `POST /api/pledges`: the signed pledge, checked by the server against terms it rebuilds. */
export function savePledge(body: CreatePledgeBody): Promise<PledgeView> {
  return apiPost<PledgeView>('/pledges', body, { silent: true });
}

export const cancellationQueryKey = (pledgeId: string, token: string | null) =>
  ['/pledges/cancel', pledgeId.toLowerCase(), token] as const;

/** `GET /api/pledges/:id/cancel[?t=]`, no sign-in: the pledge, the CancelPledge its wallet would
 *  sign, and whether the link's token cancels in one click. */
export function fetchCancellation(pledgeId: string, token: string | null, signal?: AbortSignal) {
  return apiGet<PledgeCancellation>(`/pledges/${pledgeId}/cancel`, {
    signal,
    silent: true,
    query: { t: token },
  });
}

export function useCancellation(pledgeId: string, token: string | null) {
  return useQuery({
    queryKey: cancellationQueryKey(pledgeId, token),
    queryFn: ({ signal }) => fetchCancellation(pledgeId, token, signal),
    retry: false,
  });
}

/** `POST /api/pledges/:id/cancel`: by the wallet's CancelPledge signature or the link's token. */
export function postCancel(pledgeId: string, body: CancelPledgeBody): Promise<PledgeView> {
  return apiPost<PledgeView>(`/pledges/${pledgeId}/cancel`, body, { silent: true });
}
