import type { REPORT_STATUSES, Report } from '@crowdvault/shared/api/admin';
import { MODERATION_REASON_LABELS } from '@crowdvault/shared/moderation';
import { formatDistanceToNowStrict } from 'date-fns';
import { CheckCheck, ExternalLink, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CampaignStatusBadge } from '@/components/campaign/campaign-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useReports } from '../api/reports';
import { formatDateTime } from '../lib/format-time';
import { usePageOffset } from '../lib/use-page-offset';
import { FilterSelect } from './filter-select';
import { PagedList } from './paged-list';
import { type ReportOutcome, ResolveReportDialog } from './resolve-report-dialog';

const PAGE_SIZE = 20;
type StatusFilter = 'all' | (typeof REPORT_STATUSES)[number];
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'actioned', label: 'Actioned' },
  { value: 'all', label: 'All reports' },
];

/** An empty queue says whether nothing is waiting or nothing matches. */
function emptyPage(status: StatusFilter) {
  if (status !== 'open') return { icon: Inbox, title: 'No reports found' };
  return { icon: Inbox, title: 'No open reports', description: 'Nothing is waiting for a decision.' };
}

function ReportsSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading reports">
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-32 rounded-xl" />
    </div>
  );
}

/** The triage queue: reports people sent from campaign pages, oldest decisions first. */
export function ReportsQueue() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [offset, setOffset] = usePageOffset([status]);
  const [resolving, setResolving] = useState<{ report: Report; outcome: ReportOutcome } | null>(null);
  const page = { offset, limit: PAGE_SIZE, label: 'reports', onOffsetChange: setOffset };
  const query = useReports({ status, limit: PAGE_SIZE, offset });

  return (
    <section aria-label="Reports" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query.data ? `${query.data.total} report(s)` : ''}
        </p>
        <FilterSelect label="Report status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </div>
      <PagedList
        query={query}
        what="reports"
        page={page}
        loading={<ReportsSkeleton />}
        empty={emptyPage(status)}
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
  const open = report.status === 'open';
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid={`report-${report.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">{MODERATION_REASON_LABELS[report.reason]}</Badge>
        {!open && (
          <Badge variant="secondary">{report.status === 'dismissed' ? 'Dismissed' : 'Actioned'}</Badge>
        )}
        <span className="ms-auto text-xs text-muted-foreground" title={formatDateTime(report.createdAt)}>
          {formatDistanceToNowStrict(new Date(report.createdAt), { addSuffix: true })}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <Link
            href={`/campaigns/${report.campaign.id}`}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {report.campaign.title}
          </Link>
          <CampaignStatusBadge status={report.campaign.status} />
        </p>
        <p className="text-sm text-muted-foreground">
          Reported by <span className="font-medium text-foreground">{report.reporter.username}</span>
        </p>
      </div>
      {report.details && (
        <blockquote className="rounded-lg border-s-4 border-destructive/40 bg-muted/50 px-3 py-2 text-sm whitespace-pre-line">
          {report.details}
        </blockquote>
      )}
      {report.resolutionNote && (
        <p className="text-sm text-muted-foreground">
          Note: {report.resolutionNote}
          {report.resolvedAt ? ` (${formatDateTime(report.resolvedAt)})` : ''}
        </p>
      )}
      <div className="flex flex-wrap gap-2 border-t pt-3">
        <Button asChild variant="outline" size="sm">
          <a href={`/campaign/${report.campaign.id}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            View campaign
          </a>
        </Button>
        {open && (
          <>
            <Button variant="outline" size="sm" className="sm:ms-auto" onClick={() => onResolve('dismissed')}>
              <X aria-hidden />
              Dismiss
            </Button>
            <Button size="sm" onClick={() => onResolve('actioned')}>
              <CheckCheck aria-hidden />
              Mark actioned
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
