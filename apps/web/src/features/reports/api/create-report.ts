import type { CreateReport, Report } from '@crowdvault/shared/api/admin';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { errorSentence } from '@/lib/http/error-text';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';

/** `POST /api/campaigns/:id/reports`: one open report per user and campaign; a second one (409)
 *  or too many (429) is refused with the server's sentence. */
export function useCreateReport(campaignId: number) {
  return useMutation({
    mutationFn: (body: CreateReport) =>
      apiPost<Report>(`/campaigns/${campaignId}/reports`, body, { silent: true }),
    onSuccess: () =>
      toast({
        title: t('Report Sent'),
        description: t('Thank you. Our moderators will review this campaign.'),
        variant: 'success',
      }),
    // The server's refusal in the reader's language already; else the mapper's sentence.
    onError: (error) =>
      void errorSentence(error).then((description) =>
        toast({ title: t('Report Not Sent'), description, variant: 'destructive' }),
      ),
  });
}
