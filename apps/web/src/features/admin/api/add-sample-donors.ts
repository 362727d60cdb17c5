import type { SampleDonorsResult } from '@crowdvault/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { invalidateCampaignViews } from './invalidate-campaign';

/** `POST /api/admin/campaigns/:id/add-sample-donors` (local chain only): real transfers from dev
 *  accounts; afterwards every view of the campaign, its donations and the stats are refreshed. */
export function useAddSampleDonors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      donorCount,
      preserveRaisedAmount,
    }: {
      id: number;
      donorCount: number;
      preserveRaisedAmount: boolean;
    }) =>
      apiPost<SampleDonorsResult>(
        `/admin/campaigns/${id}/add-sample-donors`,
        { donorCount, preserveRaisedAmount },
        { silent: true },
      ),
    onSuccess: (result) => {
      toast({
        title: 'Sample Anonymous Donors Added',
        description: `${result.donorsAdded} sample donations (${result.totalAmount}) to '${result.campaignTitle}'; raised is now ${result.newTotalAmount}.`,
        variant: 'success',
      });
      return invalidateCampaignViews(queryClient);
    },
    onError: (error) => toastActionError('Failed to add sample donors', error),
  });
}
