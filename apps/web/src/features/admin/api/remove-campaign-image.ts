import type { ModerationReason } from '@crowdvault/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { invalidateCampaignViews } from './invalidate-campaign';

/** `POST /api/admin/campaigns/:id/images/:imageId/remove`: a moderator takes a photo off a
 *  campaign with a reason (audit log); its files are no longer served. */
export function useRemoveCampaignImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaignId,
      imageId,
      reason,
    }: {
      campaignId: number;
      imageId: number;
      reason: ModerationReason;
    }) =>
      apiPost<{ removed: true }>(
        `/admin/campaigns/${campaignId}/images/${imageId}/remove`,
        { reason },
        { silent: true },
      ),
    onSuccess: () => {
      toast({
        title: t('Image Removed'),
        description: t('The photo is off the campaign and no longer served.'),
        variant: 'success',
      });
      return invalidateCampaignViews(queryClient);
    },
    onError: (error) => toastActionError(t('Failed to remove image.'), error),
  });
}
