import type { CampaignLedger } from '@crowdvault/shared/api/transparency';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

/** `GET /api/campaigns/:id/ledger`: the campaign's ledger and its reconciliation with the chain.
 *  `retryOnMount: false` keeps a 404 the server rendered the page with (decision 123). */
export function useCampaignLedger(campaignId: number | string, options: { retryOnMount?: boolean } = {}) {
  return useQuery({
    queryKey: ['campaigns', String(campaignId), 'ledger'],
    queryFn: ({ signal }) =>
      apiGet<CampaignLedger>(`/campaigns/${campaignId}/ledger`, { signal, silent: true }),
    ...options,
  });
}
