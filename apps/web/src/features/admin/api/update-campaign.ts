import type { AdminCampaign, UpdateCampaign } from '@crowdvault/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { invalidateCampaignViews } from './invalidate-campaign';

/** `PUT /api/admin/campaigns/:id`: a status change ('Status Updated') or the featured toggle
 *  ('Campaign Updated'), each with SPEC.md §8's failure text. */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCampaign }) =>
      apiRequest<AdminCampaign>(`/admin/campaigns/${id}`, { method: 'PUT', body, silent: true }),
    onSuccess: (campaign, { body }) => {
      if (body.status) {
        toast({
          title: t('Status Updated'),
          description: t(
            '“{title}” is now {status, select, active {active} paused {paused} completed {completed} flagged {flagged} other {{status}}}.',
            { title: campaign.title, status: campaign.status },
          ),
          variant: 'success',
        });
      } else {
        toast({
          title: t('Campaign Updated'),
          description: campaign.isFeatured
            ? t('“{title}” is featured.', { title: campaign.title })
            : t('“{title}” is no longer featured.', { title: campaign.title }),
          variant: 'success',
        });
      }
      return invalidateCampaignViews(queryClient);
    },
    onError: (error, { body }) =>
      toastActionError(
        body.status ? t('Failed to update campaign status.') : t('Failed to update campaign.'),
        error,
      ),
  });
}
