import type { RoundEstimate } from '@crowdvault/shared/api/rounds';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';
import { roundKeys } from './round-keys';

export interface EstimateQuery {
  roundId: number;
  campaignId: number;
  /** Whole tokens, as typed ("5", "12.5"); the query waits for a valid one. */
  amount: string;
  /** The signed-in donor, whose earlier gifts count with this one; a new donor when null. */
  donor: string | null;
  /** Asked again when it changes: the campaign's gifts so far. */
  live: string;
}

/** `GET /api/rounds/:id/estimate`: what this gift would add to the campaign's match. Off (null)
 *  until the amount is one the round's token can hold. */
export function useRoundEstimate(query: EstimateQuery | null) {
  return useQuery({
    queryKey: roundKeys.estimate(query ?? {}),
    queryFn: ({ signal }) =>
      apiGet<RoundEstimate>(`/rounds/${query?.roundId}/estimate`, {
        signal,
        silent: true,
        query: { campaignId: query?.campaignId, amount: query?.amount, donor: query?.donor ?? undefined },
      }),
    enabled: query !== null,
    // The last figure stays while the next amount is asked about: no flicker as the donor types.
    placeholderData: keepPreviousData,
  });
}
