import { Badge } from '@/components/ui/badge';

const STATUSES: Record<
  string,
  { label: string; variant: 'success' | 'outline' | 'destructive' | 'warning' | 'secondary' }
> = {
  active: { label: 'Active', variant: 'success' },
  inactive: { label: 'Inactive', variant: 'outline' },
  suspended: { label: 'Suspended', variant: 'destructive' },
  paused: { label: 'Paused', variant: 'warning' },
  completed: { label: 'Completed', variant: 'secondary' },
  flagged: { label: 'Flagged', variant: 'destructive' },
  expired: { label: 'Expired', variant: 'outline' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

/** A vault's status (SPEC.md §2: active, inactive, suspended, otherwise 'Unknown'); a vault
 *  follows its campaign, so the campaign statuses are named too. */
export function WalletStatusBadge({ status }: { status: string }) {
  const known = STATUSES[status];
  return <Badge variant={known?.variant ?? 'outline'}>{known?.label ?? 'Unknown'}</Badge>;
}
