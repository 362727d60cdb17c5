import type { AdminCampaign, ApproveCampaign } from '@crowdvault/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { invalidateCampaignViews } from './invalidate-campaign';

/** `POST /api/admin/campaigns/:id/approve`: approve, or reject with a reason. */
export function useApproveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApproveCampaign }) =>
      apiPost<AdminCampaign>(`/admin/campaigns/${id}/approve`, body, { silent: true }),
    onSuccess: (campaign, { body }) => {
      toast({
        title: 'Campaign Updated',
        description: body.approved ? `'${campaign.title}' is approved.` : `'${campaign.title}' is rejected.`,
        variant: 'success',
      });
      return invalidateCampaignViews(queryClient);
    },
    onError: (error) => toastActionError('Failed to update campaign.', error),
  });
}
