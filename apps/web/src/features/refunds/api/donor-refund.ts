import type { DonorRefund, RelayedRefund, SignedRefund } from '@crowdvault/shared/api/refund';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/api-client';

/** Keyed by the wallet too: another signed-in wallet has another refund. */
export const donorRefundQueryKey = (campaignId: number, address: string | null) =>
  ['/campaigns/refund', campaignId, address?.toLowerCase() ?? null] as const;

/** `GET /api/campaigns/:id/refund`: the signed-in wallet's refund per token, and both ways to
 *  take it (decision 090). Asked only once the vault has failed and someone is signed in. */
export function useDonorRefund(campaignId: number, address: string | null) {
  return useQuery({
    queryKey: donorRefundQueryKey(campaignId, address),
    enabled: address !== null,
    queryFn: ({ signal }) => apiGet<DonorRefund>(`/campaigns/${campaignId}/refund`, { signal, silent: true }),
  });
}

/** `POST /api/campaigns/:id/refund`: the platform relays a signed claim (no gas) and answers once
 *  it is mined, with what it paid. */
export function relayRefund(campaignId: number, body: SignedRefund): Promise<RelayedRefund> {
  return apiPost<RelayedRefund>(`/campaigns/${campaignId}/refund`, body, { silent: true });
}
