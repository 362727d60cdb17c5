import type { CampaignStatus } from '@crowdvault/shared/constants';
import { Badge } from '@/components/ui/badge';
import { msg, useT } from '@/lib/i18n/i18n';

type Variant = 'success' | 'warning' | 'secondary' | 'destructive' | 'outline';

const STATUS: Record<CampaignStatus, { label: string; variant: Variant }> = {
  active: { label: msg('Active'), variant: 'success' },
  paused: { label: msg('Paused'), variant: 'warning' },
  completed: { label: msg('Completed'), variant: 'secondary' },
  flagged: { label: msg('Flagged'), variant: 'destructive' },
  expired: { label: msg('Expired'), variant: 'outline' },
  pending: { label: msg('Pending'), variant: 'outline' },
  cancelled: { label: msg('Cancelled'), variant: 'outline' },
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
 *  review, an end that has passed, then its status. Never a green 'Active' beside any of those.
 *  The label is English, marked for the catalogue: shown through `t(label)`. */
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
      ? { label: msg('Rejected'), variant: 'destructive' }
      : { label: msg('Pending Review'), variant: 'warning' };
  if (status === 'active' && daysLeft !== undefined && daysLeft <= 0)
    return { label: msg('Ended'), variant: 'secondary' };
  return STATUS[status];
}

/** The campaign's status as one badge (campaignState). */
export function CampaignStatusBadge({ className, ...input }: CampaignStateInput & { className?: string }) {
  const t = useT();
  const { label, variant } = campaignState(input);
  return (
    <Badge variant={variant} className={className}>
      {t(label)}
    </Badge>
  );
}
