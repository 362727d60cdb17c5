import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';
import { msg } from '@/lib/i18n/i18n';

const STATUSES: Record<string, StatusLook> = {
  active: { label: msg('Active'), tone: 'success' },
  inactive: { label: msg('Inactive'), tone: 'outline' },
  suspended: { label: msg('Suspended'), tone: 'destructive' },
  paused: { label: msg('Paused'), tone: 'warning' },
  completed: { label: msg('Completed'), tone: 'secondary' },
  flagged: { label: msg('Flagged'), tone: 'destructive' },
  expired: { label: msg('Expired'), tone: 'outline' },
  cancelled: { label: msg('Cancelled'), tone: 'outline' },
};

const UNKNOWN: StatusLook = { label: msg('Unknown'), tone: 'outline' };

/** A vault's status (SPEC.md §2: active, inactive, suspended, otherwise 'Unknown'); a vault
 *  follows its campaign, so the campaign statuses are named too. */
export function WalletStatusBadge({ status }: { status: string }) {
  return <StatusBadge {...(STATUSES[status] ?? UNKNOWN)} />;
}
