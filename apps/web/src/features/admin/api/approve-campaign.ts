import type { AdminCampaign, ApproveCampaign } from '@crowdvault/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { t } from '@/lib/i18n/i18n';
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
        title: t('Campaign Updated'),
        description: body.approved
          ? t('“{title}” is approved.', { title: campaign.title })
          : t('“{title}” is rejected.', { title: campaign.title }),
        variant: 'success',
      });
      return invalidateCampaignViews(queryClient);
    },
    onError: (error) => toastActionError(t('Failed to update campaign.'), error),
  });
}
