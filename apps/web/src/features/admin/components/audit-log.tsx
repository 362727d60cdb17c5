import { AUDIT_ACTIONS, type AuditEntry } from '@crowdvault/shared/api/admin';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { DataTable } from '@/components/data/data-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { msg, useT } from '@/lib/i18n/i18n';
import { type AuditFilters, useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_LABELS, describeChange } from '../lib/audit';
import { formatDateTime } from '../lib/format-time';
import { reasonText } from '../lib/reason-text';
import { usePageOffset } from '../lib/use-page-offset';
import { FilterSelect } from './filter-select';
import { PagedList } from './paged-list';

const PAGE_SIZE = 25;
const ACTION_OPTIONS = [
  { value: 'all' as const, label: msg('All actions') },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const TARGET_OPTIONS: { value: AuditFilters['targetType']; label: string }[] = [
  { value: 'all', label: msg('All targets') },
  { value: 'campaign', label: msg('Campaigns') },
  { value: 'user', label: msg('Users') },
  { value: 'report', label: msg('Reports') },
  { value: 'settings', label: msg('Settings') },
  { value: 'round', label: msg('Matching rounds') },
];
const COLUMNS = [msg('Time'), msg('Actor'), msg('Action'), msg('Target'), msg('Change'), msg('Reason')];

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
  const t = useT();
  const [action, setAction] = useState<AuditFilters['action']>('all');
  const [targetType, setTargetType] = useState<AuditFilters['targetType']>('all');
  const [offset, setOffset] = usePageOffset([action, targetType]);
  const page = { offset, limit: PAGE_SIZE, onOffsetChange: setOffset };
  const query = useAuditLog({ action, targetType, limit: PAGE_SIZE, offset });

  return (
    <section aria-label={t('Audit log')} className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <FilterSelect
          label={t('Action')}
          value={action}
          options={ACTION_OPTIONS}
          onChange={setAction}
          className="sm:w-56"
        />
        <FilterSelect
          label={t('Target type')}
          value={targetType}
          options={TARGET_OPTIONS}
          onChange={setTargetType}
        />
      </div>
      <PagedList
        query={query}
        what="audit"
        page={page}
        empty={{
          icon: ScrollText,
          title: t('No entries found'),
          description: t('No action matches these filters yet.'),
        }}
      >
        {(entries) => (
          <div className="rounded-xl border bg-card">
            <DataTable
              label={t('Audit entries')}
              columns={COLUMNS.map((column) => t(column))}
              stackBelow="lg"
              divided
            >
              {entries.map((entry) => (
                <TableRow
                  key={entry.id}
                  className="align-top max-lg:flex max-lg:flex-col max-lg:gap-1 max-lg:border-0 max-lg:p-4 max-lg:[&>td]:p-0!"
                >
                  <TableCell className="text-xs whitespace-nowrap text-muted-foreground">
                    {formatDateTime(entry.createdAt)}
                  </TableCell>
                  <TableCell className="text-sm">{entry.actor.username}</TableCell>
                  <TableCell className="text-sm font-medium">
                    {t(AUDIT_ACTION_LABELS[entry.action])}
                  </TableCell>
                  <TableCell className="max-w-56 text-sm">
                    <Target entry={entry} />
                  </TableCell>
                  <TableCell className="max-w-72 font-mono text-xs break-words text-muted-foreground">
                    {describeChange(entry, t).map((line) => (
                      <p key={line} dir="auto">
                        {line}
                      </p>
                    ))}
                  </TableCell>
                  <TableCell className="max-w-56 text-sm">{reasonText(entry.reason, t) || '—'}</TableCell>
                </TableRow>
              ))}
            </DataTable>
          </div>
        )}
      </PagedList>
    </section>
  );
}
