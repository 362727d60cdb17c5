import type { CampaignUpdate, CampaignUpdateInput } from '@crowdvault/shared/api/updates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignQueryKey } from '@/lib/campaigns/get-campaign';
import { apiGet, apiRequest } from '@/lib/http/api-client';

export const updatesQueryKey = (campaignId: number) => ['/campaigns', String(campaignId), 'updates'] as const;

/** `GET /api/campaigns/:id/updates`, newest first. */
export function useCampaignUpdates(campaignId: number) {
  return useQuery({
    queryKey: updatesQueryKey(campaignId),
    queryFn: ({ signal }) =>
      apiGet<CampaignUpdate[]>(`/campaigns/${campaignId}/updates`, { signal, silent: true }),
  });
}

type Change =
  | { kind: 'post'; input: CampaignUpdateInput }
  | { kind: 'edit'; updateId: number; input: CampaignUpdateInput }
  | { kind: 'delete'; updateId: number };

function send(campaignId: number, change: Change): Promise<unknown> {
  const base = `/campaigns/${campaignId}/updates`;
  if (change.kind === 'post') return apiRequest(base, { method: 'POST', body: change.input });
  if (change.kind === 'edit')
    return apiRequest(`${base}/${change.updateId}`, { method: 'PUT', body: change.input });
  return apiRequest(`${base}/${change.updateId}`, { method: 'DELETE' });
}

/** Post, edit or delete an update (owner only); errors toast the server's sentence. The list and
 *  the campaign (its "last update") reload after each. */
export function useChangeUpdate(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(campaignId, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: updatesQueryKey(campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaignId), exact: true }),
      ]),
  });
}
