import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { EditCampaignInput } from '@crowdvault/shared/api/edit-campaign';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignQueryKey } from '@/lib/campaigns/get-campaign';
import { apiRequest } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';

/** `PATCH /api/campaigns/:id`: the owner's edit; the campaign page and My Campaigns reload. */
export function useEditCampaign(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditCampaignInput) =>
      apiRequest<Campaign>(`/campaigns/${campaignId}`, { method: 'PATCH', body }),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignQueryKey(campaignId), campaign);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      toast({ title: 'Campaign Updated', description: 'Your changes are live.', variant: 'success' });
    },
  });
}
