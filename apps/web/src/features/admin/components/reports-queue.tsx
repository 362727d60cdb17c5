import type { REPORT_STATUSES, Report } from '@crowdvault/shared/api/admin';
import { CheckCheck, ExternalLink, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CampaignStatusBadge } from '@/components/campaign/campaign-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/format';
import { msg, type Translate, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { MODERATION_REASON_TEXTS } from '@/lib/moderation-reasons';
import { useReports } from '../api/reports';
import { formatDateTime } from '../lib/format-time';
import { usePageOffset } from '../lib/use-page-offset';
import { FilterSelect } from './filter-select';
import { PagedList } from './paged-list';
import { type ReportOutcome, ResolveReportDialog } from './resolve-report-dialog';

const PAGE_SIZE = 20;
type StatusFilter = 'all' | (typeof REPORT_STATUSES)[number];
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: msg('Open') },
  { value: 'dismissed', label: msg('Dismissed') },
  { value: 'actioned', label: msg('Actioned') },
  { value: 'all', label: msg('All reports') },
];

/** An empty queue says whether nothing is waiting or nothing matches. */
function emptyPage(status: StatusFilter, t: Translate) {
  if (status !== 'open') return { icon: Inbox, title: t('No reports found') };
  return { icon: Inbox, title: t('No open reports'), description: t('Nothing is waiting for a decision.') };
}

function ReportsSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" role="status" aria-label={t('Loading reports')}>
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-32 rounded-xl" />
    </div>
  );
}

/** The triage queue: reports people sent from campaign pages, oldest decisions first. */
export function ReportsQueue() {
  const t = useT();
  const [status, setStatus] = useState<StatusFilter>('open');
  const [offset, setOffset] = usePageOffset([status]);
  const [resolving, setResolving] = useState<{ report: Report; outcome: ReportOutcome } | null>(null);
  const page = { offset, limit: PAGE_SIZE, onOffsetChange: setOffset };
  const query = useReports({ status, limit: PAGE_SIZE, offset });

  return (
    <section aria-label={t('Reports')} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query.data
            ? t('{count, plural, one {# report} other {# reports}}', { count: query.data.total })
            : ''}
        </p>
        <FilterSelect
          label={t('Report status')}
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </div>
      <PagedList
        query={query}
        what="reports"
        page={page}
        loading={<ReportsSkeleton />}
        empty={emptyPage(status, t)}
      >
        {(reports) => (
          <ul className="flex flex-col gap-3">
            {reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} onResolve={(outcome) => setResolving({ report, outcome })} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ResolveReportDialog
        report={resolving?.report ?? null}
        outcome={resolving?.outcome ?? 'dismissed'}
        onClose={() => setResolving(null)}
      />
    </section>
  );
}

function ReportCard({ report, onResolve }: { report: Report; onResolve: (outcome: ReportOutcome) => void }) {
  const t = useT();
  const format = useFormat();
  const open = report.status === 'open';
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid={`report-${report.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">{t(MODERATION_REASON_TEXTS[report.reason])}</Badge>
        {!open && (
          <Badge variant="secondary">{report.status === 'dismissed' ? t('Dismissed') : t('Actioned')}</Badge>
        )}
        <span className="ms-auto text-xs text-muted-foreground" title={formatDateTime(report.createdAt)}>
          {format.relative(report.createdAt)}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <Link
            href={`/campaigns/${report.campaign.id}`}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            <bdi dir="auto">{report.campaign.title}</bdi>
          </Link>
          <CampaignStatusBadge status={report.campaign.status} />
        </p>
        <p className="text-sm text-muted-foreground">
          {sentenceParts(t, msg('Reported by {reporter}'), {
            reporter: (
              <bdi className="font-medium text-foreground" dir="auto">
                {report.reporter.username}
              </bdi>
            ),
          })}
        </p>
      </div>
      {report.details && (
        <blockquote
          className="rounded-lg border-s-4 border-destructive/40 bg-muted/50 px-3 py-2 text-sm whitespace-pre-line"
          dir="auto"
        >
          {report.details}
        </blockquote>
      )}
      {report.resolutionNote && (
        <p className="text-sm text-muted-foreground">
          {report.resolvedAt
            ? t('Note: {note} ({date})', {
                note: report.resolutionNote,
                date: formatDateTime(report.resolvedAt),
              })
            : t('Note: {note}', { note: report.resolutionNote })}
        </p>
      )}
      <div className="flex flex-wrap gap-2 border-t pt-3">
        <Button asChild variant="outline" size="sm">
          <a href={`/campaign/${report.campaign.id}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {t('View campaign')}
          </a>
        </Button>
        {open && (
          <>
            <Button variant="outline" size="sm" className="sm:ms-auto" onClick={() => onResolve('dismissed')}>
              <X aria-hidden />
              {t('Dismiss')}
            </Button>
            <Button size="sm" onClick={() => onResolve('actioned')}>
              <CheckCheck aria-hidden />
              {t('Mark actioned')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
