import { Badge } from '@/components/ui/badge';
import { msg, useT } from '@/lib/i18n/i18n';

const STATUSES: Record<
  string,
  { label: string; variant: 'success' | 'outline' | 'destructive' | 'warning' | 'secondary' }
> = {
  active: { label: msg('Active'), variant: 'success' },
  inactive: { label: msg('Inactive'), variant: 'outline' },
  suspended: { label: msg('Suspended'), variant: 'destructive' },
  paused: { label: msg('Paused'), variant: 'warning' },
  completed: { label: msg('Completed'), variant: 'secondary' },
  flagged: { label: msg('Flagged'), variant: 'destructive' },
  expired: { label: msg('Expired'), variant: 'outline' },
  cancelled: { label: msg('Cancelled'), variant: 'outline' },
};

/** A vault's status (SPEC.md §2: active, inactive, suspended, otherwise 'Unknown'); a vault
 *  follows its campaign, so the campaign statuses are named too. */
export function WalletStatusBadge({ status }: { status: string }) {
  const t = useT();
  const known = STATUSES[status];
  return <Badge variant={known?.variant ?? 'outline'}>{known ? t(known.label) : t('Unknown')}</Badge>;
}
