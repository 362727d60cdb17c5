import type { Report, ReportQuery, ResolveReport } from '@crowdvault/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { adminKeys } from './admin-keys';
import { usePageQuery } from './fetch-page';

export type ReportFilters = ReportQuery;

/** `GET /api/admin/reports`: the triage queue (open reports by default). */
export function useReports(filters: ReportFilters) {
  return usePageQuery<Report>(adminKeys.reports(filters), '/admin/reports', filters);
}

/** `POST /api/admin/reports/:reportId/resolve`: dismissed or actioned, with a note. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: number; body: ResolveReport }) =>
      apiPost<Report>(`/admin/reports/${reportId}/resolve`, body, { silent: true }),
    onSuccess: (report) => {
      toast({
        title: t('Report Resolved'),
        description: t(
          'The report on “{title}” is {status, select, dismissed {dismissed} actioned {actioned} other {{status}}}.',
          { title: report.campaign.title, status: report.status },
        ),
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toastActionError(t('Failed to resolve report'), error),
  });
}
