import type { WithdrawalStatus } from '@crowdvault/shared/api/withdrawal';
import { Badge } from '@/components/ui/badge';
import { msg, useT } from '@/lib/i18n/i18n';

const STATUS = {
  pending: { label: msg('Pending'), className: 'bg-warning/20 text-foreground' },
  completed: { label: msg('Completed'), className: 'bg-success/15 text-success' },
  failed: { label: msg('Failed'), className: 'bg-destructive/15 text-destructive' },
} as const;

/** SPEC.md §4: pending yellow, completed green, anything else red. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const t = useT();
  const { label, className } = STATUS[status] ?? STATUS.failed;
  return (
    <Badge variant="outline" className={`border-transparent ${className}`} data-status={status}>
      {t(label)}
    </Badge>
  );
}
