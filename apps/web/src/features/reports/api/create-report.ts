import type { CreateReport, Report } from '@crowdvault/shared/api/admin';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { isApiError } from '@/lib/http/api-error';
import { describeApiError } from '@/lib/http/error-toast';
import { toast } from '@/lib/toast/use-toast';

/** `POST /api/campaigns/:id/reports`: one open report per user and campaign; a second one (409)
 *  or too many (429) is refused with the server's sentence. */
export function useCreateReport(campaignId: number) {
  return useMutation({
    mutationFn: (body: CreateReport) =>
      apiPost<Report>(`/campaigns/${campaignId}/reports`, body, { silent: true }),
    onSuccess: () =>
      toast({
        title: 'Report Sent',
        description: 'Thank you. Our moderators will review this campaign.',
        variant: 'success',
      }),
    onError: (error) => {
      const description = isApiError(error)
        ? (error.serverMessage ?? describeApiError(error).description)
        : 'An error occurred';
      toast({ title: 'Report Not Sent', description, variant: 'destructive' });
    },
  });
}
