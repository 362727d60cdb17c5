// Asks for a dashboard page's data as soon as the session is known (issue 40), side by side with
// the page's code rather than once that code has loaded and rendered. Loaded with the page, and on
// a dashboard page opened with a stored session fetched by boot.ts beside the app's entry: its
// code runs as soon as the entry has, and asks from the session store itself as it signs in.
import { dashboardPrefetches } from '@/features/dashboard/prefetch';
import { myPledgesQuery } from '@/features/pledges/api/pledges-query';
import { getSessionState, subscribeSession } from '@/lib/auth/session-store';
import { holdWalletCode } from '@/lib/auth/wallet-code-turn';
import { queryClient } from '@/lib/query-client';

/** The path after /dashboard/ ('' for the overview), or null off the dashboard. */
function dashboardRest(): string | null {
  const page = /^\/dashboard(?:\/(.*))?$/.exec(window.location.pathname);
  return page ? (page[1] ?? '') : null;
}

/** Asks for the data of the dashboard page shown, once signed in, My Donations' recurring gifts
 *  with the rest of that page. The answers are cached (and kept: queries are never stale by
 *  default), so asking again costs nothing. Settles when every answer or failure is in: a failed
 *  one is the section's to show and retry. */
export function prefetchDashboardPage(): Promise<unknown> | null {
  const rest = dashboardRest();
  const { status, address } = getSessionState();
  if (rest === null || status !== 'signed-in' || !address) return null;
  const prefetches = dashboardPrefetches(rest, address);
  if (rest.split('/')[0] === 'donations') {
    prefetches.push((client) => client.prefetchQuery(myPledgesQuery(address)));
  }
  return Promise.allSettled(prefetches.map((prefetch) => prefetch(queryClient)));
}

const ask = () => {
  const asked = prefetchDashboardPage();
  if (asked) holdWalletCode(asked);
};
if (typeof window !== 'undefined') {
  ask();
  subscribeSession(ask);
}
