import type { AdminCampaign, UpdateCampaign } from '@crowdvault/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { STATUS_LABELS } from '../lib/status-change';
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
          title: 'Status Updated',
          description: `'${campaign.title}' is now ${STATUS_LABELS[campaign.status].toLowerCase()}.`,
          variant: 'success',
        });
      } else {
        toast({
          title: 'Campaign Updated',
          description: campaign.isFeatured
            ? `'${campaign.title}' is featured.`
            : `'${campaign.title}' is no longer featured.`,
          variant: 'success',
        });
      }
      return invalidateCampaignViews(queryClient);
    },
    onError: (error, { body }) =>
      toastActionError(
        body.status ? 'Failed to update campaign status.' : 'Failed to update campaign.',
        error,
      ),
  });
}
