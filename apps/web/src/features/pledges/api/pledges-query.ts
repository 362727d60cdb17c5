import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { apiGet } from '@/lib/http/api-client';

/** The signed-in donor's pledges, keyed by address (another wallet has others); `['me']` clears it
 *  with the rest of a user's data. */
export const myPledgesQueryKey = (address: string | null) =>
  ['me', address?.toLowerCase() ?? null, 'pledges'] as const;

/** `GET /api/pledges`, as the list reads it and the dashboard prefetches it (no React in this
 *  file, so the prefetch does not load the list's code). */
export const myPledgesQuery = (address: string | null) => ({
  queryKey: myPledgesQueryKey(address),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<{ items: PledgeView[] }>('/pledges', { signal, silent: true }),
});
