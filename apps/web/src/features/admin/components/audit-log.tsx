import { AUDIT_ACTIONS, type AuditEntry } from '@crowdvault/shared/api/admin';
import { describeModerationReason } from '@crowdvault/shared/moderation';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { DataTable } from '@/components/data/data-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { type AuditFilters, useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_LABELS, describeChange } from '../lib/audit';
import { formatDateTime } from '../lib/format-time';
import { usePageOffset } from '../lib/use-page-offset';
import { FilterSelect } from './filter-select';
import { PagedList } from './paged-list';

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
  { value: 'round', label: 'Matching rounds' },
];
const EMPTY = {
  icon: ScrollText,
  title: 'No entries found',
  description: 'No action matches these filters yet.',
};
const COLUMNS = ['Time', 'Actor', 'Action', 'Target', 'Change', 'Reason'];

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
  const [offset, setOffset] = usePageOffset([action, targetType]);
  const page = { offset, limit: PAGE_SIZE, label: 'entries', onOffsetChange: setOffset };
  const query = useAuditLog({ action, targetType, limit: PAGE_SIZE, offset });

  return (
    <section aria-label="Audit log" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <FilterSelect
          label="Action"
          value={action}
          options={ACTION_OPTIONS}
          onChange={setAction}
          className="sm:w-56"
        />
        <FilterSelect
          label="Target type"
          value={targetType}
          options={TARGET_OPTIONS}
          onChange={setTargetType}
        />
      </div>
      <PagedList query={query} what="the audit log" page={page} empty={EMPTY}>
        {(entries) => (
          <div className="rounded-xl border bg-card">
            <DataTable label="Audit entries" columns={COLUMNS} stackBelow="lg" divided>
              {entries.map((entry) => (
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
            </DataTable>
          </div>
        )}
      </PagedList>
    </section>
  );
}
