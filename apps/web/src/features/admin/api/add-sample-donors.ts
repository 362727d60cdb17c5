import type { SampleDonorsResult } from '@crowdvault/shared/api/admin';
import { displayPlaces, formatAmount } from '@crowdvault/shared/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { invalidateCampaignViews } from './invalidate-campaign';

/** "1,234.50 USDT": an amount is never shown without its currency. */
const money = (amount: string, currency: string) =>
  `${formatAmount(amount, displayPlaces(currency))} ${currency}`;

/** `POST /api/admin/campaigns/:id/add-sample-donors` (local chain only): real transfers from fresh
 *  addresses funded with minted dev tokens; afterwards every view of the campaign, its donations and the stats are refreshed. */
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
        description: `${result.donorsAdded} sample donations (${money(result.totalAmount, result.currency)}) to '${result.campaignTitle}'; raised is now ${money(result.newTotalAmount, result.currency)}.`,
        variant: 'success',
      });
      return invalidateCampaignViews(queryClient);
    },
    onError: (error) => toastActionError('Failed to add sample donors', error),
  });
}
