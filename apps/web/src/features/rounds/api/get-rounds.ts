import type { RoundPage, RoundSummary } from '@crowdvault/shared/api/rounds';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';
import { roundKeys } from './round-keys';

/** `GET /api/rounds`: every round, the latest donation window first. */
export function useRounds() {
  return useQuery({
    queryKey: roundKeys.list(),
    queryFn: ({ signal }) => apiGet<{ items: RoundSummary[] }>('/rounds', { signal, silent: true }),
    select: (data) => data.items,
  });
}

/** `GET /api/rounds/:id`: the round with its campaigns' estimates, or its published result. A 404
 *  the server rendered the page with (decision 123) is kept, not asked again when it hydrates. */
export function useRound(id: string | number) {
  return useQuery({
    queryKey: roundKeys.page(id),
    queryFn: ({ signal }) => apiGet<RoundPage>(`/rounds/${encodeURIComponent(id)}`, { signal, silent: true }),
    retryOnMount: false,
  });
}
