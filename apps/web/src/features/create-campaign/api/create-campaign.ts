import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { CreateCampaignPayload } from '@crowdvault/shared/api/create-campaign';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { isApiError } from '@/lib/http/api-error';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';

/** `POST /api/campaigns`. The server decides status, approval, the creator and the vault. */
export function createCampaign(payload: CreateCampaignPayload): Promise<Campaign> {
  return apiPost<Campaign>('/campaigns', payload, { silent: true });
}

export function useCreateCampaign(onCreated: (campaign: Campaign) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: async (campaign) => {
      toast({
        title: t('Campaign Created!'),
        description: t('Your campaign has been submitted for review.'),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['/campaigns'] });
      onCreated(campaign);
    },
    onError: (error) => {
      // An ended session was already said ('Session Expired') and sent the user to /connect.
      if (isApiError(error) && error.status === 401) return;
      toast({
        title: t('Failed to create campaign'),
        description: isApiError(error) ? error.serverMessage : undefined,
        variant: 'destructive',
      });
    },
  });
}
