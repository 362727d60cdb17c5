import type { SampleDonorsResult } from '@crowdvault/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { activeFormat } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { invalidateCampaignViews } from './invalidate-campaign';

/** "1,234.50 USDT" in the page's locale: an amount is never shown without its currency. */
const money = (amount: string, currency: string) => activeFormat().amount(amount, currency);

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
        title: t('Sample Anonymous Donors Added'),
        description: t(
          '{count, plural, one {# sample donation} other {# sample donations}} ({amount}) to “{title}”; raised is now {raised}.',
          {
            count: result.donorsAdded,
            amount: money(result.totalAmount, result.currency),
            title: result.campaignTitle,
            raised: money(result.newTotalAmount, result.currency),
          },
        ),
        variant: 'success',
      });
      return invalidateCampaignViews(queryClient);
    },
    onError: (error) => toastActionError(t('Failed to add sample donors'), error),
  });
}
