import { AUDIT_ACTIONS, type AuditEntry } from '@crowdvault/shared/api/admin';
import { describeModerationReason } from '@crowdvault/shared/moderation';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { type AuditFilters, useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_LABELS, describeChange } from '../lib/audit';
import { formatDateTime } from '../lib/format-time';
import { FilterSelect } from './filter-select';
import { ListEmpty, ListError, TableSkeleton } from './list-states';
import { Pager } from './pager';

const PAGE_SIZE = 25;
const ACTION_OPTIONS = [
  { value: 'all' as const, label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const TARGET_OPTIONS: { value: AuditFilters['targetType']; label: string }[] = [
  { value: 'all', label: 'All targets' },
  { value: 'campaign', label: 'Campaigns' },
  { value: 'user', label: 'Users' },
  { value: 'report', label: 'Reports' },
  { value: 'settings', label: 'Settings' },
];

function Target({ entry }: { entry: AuditEntry }) {
  const label = entry.targetLabel ?? (entry.targetId !== null ? `#${entry.targetId}` : entry.targetType);
  if (entry.targetType === 'campaign' && entry.targetId !== null) {
    return (
      <Link href={`/campaigns/${entry.targetId}`} className="font-medium hover:underline">
        {label}
      </Link>
    );
  }
  return <span className="font-medium">{label}</span>;
}

/** The audit log: who did what to which target, before → after, why and when. */
export function AuditLog() {
  const [action, setAction] = useState<AuditFilters['action']>('all');
  const [targetType, setTargetType] = useState<AuditFilters['targetType']>('all');
  const [offset, setOffset] = useState(0);
  const query = useAuditLog({ action, targetType, limit: PAGE_SIZE, offset });

  return (
    <section aria-label="Audit log" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <FilterSelect
          label="Action"
          value={action}
          options={ACTION_OPTIONS}
          onChange={(next) => {
            setAction(next);
            setOffset(0);
          }}
          className="sm:w-56"
        />
        <FilterSelect
          label="Target type"
          value={targetType}
          options={TARGET_OPTIONS}
          onChange={(next) => {
            setTargetType(next);
            setOffset(0);
          }}
        />
      </div>
      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError ? (
        <ListError
          title="Error loading the audit log"
          error={query.error}
          fallback="Failed to load the audit log. Please try again."
          onRetry={() => query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <ListEmpty
          icon={ScrollText}
          title="No entries found"
          description="No action matches these filters yet."
        />
      ) : (
        <>
          <div className="rounded-xl border bg-card">
            <Table aria-label="Audit entries" className="max-lg:block">
              <TableHeader className="max-lg:hidden">
                <TableRow className="hover:bg-transparent">
                  <TableHead>Time</TableHead>
                  <TableHead>Actor</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Target</TableHead>
                  <TableHead>Change</TableHead>
                  <TableHead>Reason</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody className="max-lg:block max-lg:divide-y">
                {query.data.items.map((entry) => (
                  <TableRow
                    key={entry.id}
                    className="align-top max-lg:flex max-lg:flex-col max-lg:gap-1 max-lg:border-0 max-lg:p-4 max-lg:[&>td]:p-0!"
                  >
                    <TableCell className="text-xs whitespace-nowrap text-muted-foreground">
                      {formatDateTime(entry.createdAt)}
                    </TableCell>
                    <TableCell className="text-sm">{entry.actor.username}</TableCell>
                    <TableCell className="text-sm font-medium">{AUDIT_ACTION_LABELS[entry.action]}</TableCell>
                    <TableCell className="max-w-56 text-sm">
                      <Target entry={entry} />
                    </TableCell>
                    <TableCell className="max-w-72 font-mono text-xs break-words text-muted-foreground">
                      {describeChange(entry).map((line) => (
                        <p key={line}>{line}</p>
                      ))}
                    </TableCell>
                    <TableCell className="max-w-56 text-sm">
                      {describeModerationReason(entry.reason) || '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pager
            offset={offset}
            limit={PAGE_SIZE}
            total={query.data.total}
            shown={query.data.items.length}
            label="entries"
            onOffsetChange={setOffset}
          />
        </>
      )}
    </section>
  );
}
