import type { CampaignStatus } from '@crowdvault/shared/constants';
import { Badge } from '@/components/ui/badge';

type Variant = 'success' | 'warning' | 'secondary' | 'destructive' | 'outline';

const STATUS: Record<CampaignStatus, { label: string; variant: Variant }> = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'warning' },
  completed: { label: 'Completed', variant: 'secondary' },
  flagged: { label: 'Flagged', variant: 'destructive' },
  expired: { label: 'Expired', variant: 'outline' },
  pending: { label: 'Pending', variant: 'outline' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

export interface CampaignStateInput {
  status: CampaignStatus;
  /** False while an admin has not approved it (default true: public lists hold approved ones). */
  isApproved?: boolean;
  /** A moderator turned it down (admin: `approval === 'rejected'`). */
  rejected?: boolean;
  /** Whole days left; 0 once its end has passed. */
  daysLeft?: number;
}

/** The one thing a campaign's badge says, most telling first: a flag, a rejection, a pending
 *  review, an end that has passed, then its status. Never a green 'Active' beside any of those. */
export function campaignState({
  status,
  isApproved = true,
  rejected = false,
  daysLeft,
}: CampaignStateInput): {
  label: string;
  variant: Variant;
} {
  if (status === 'flagged') return STATUS.flagged;
  if (!isApproved)
    return rejected
      ? { label: 'Rejected', variant: 'destructive' }
      : { label: 'Pending Review', variant: 'warning' };
  if (status === 'active' && daysLeft !== undefined && daysLeft <= 0)
    return { label: 'Ended', variant: 'secondary' };
  return STATUS[status];
}

/** The campaign's status as one badge (campaignState). */
export function CampaignStatusBadge({ className, ...input }: CampaignStateInput & { className?: string }) {
  const { label, variant } = campaignState(input);
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}
