import type { CampaignStatus } from '@crowdvault/shared/constants';
import { Badge } from '@/components/ui/badge';

const STATUS: Record<
  CampaignStatus,
  { label: string; variant: 'success' | 'warning' | 'secondary' | 'destructive' | 'outline' }
> = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'warning' },
  completed: { label: 'Completed', variant: 'secondary' },
  flagged: { label: 'Flagged', variant: 'destructive' },
  expired: { label: 'Expired', variant: 'outline' },
  pending: { label: 'Pending', variant: 'outline' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

/** The campaign's status; 'Pending Review' while an admin has not approved it yet. */
export function CampaignStatusBadge({
  status,
  isApproved = true,
  className,
}: {
  status: CampaignStatus;
  isApproved?: boolean;
  className?: string;
}) {
  if (!isApproved) {
    return (
      <Badge variant="warning" className={className}>
        Pending Review
      </Badge>
    );
  }
  const { label, variant } = STATUS[status];
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}
