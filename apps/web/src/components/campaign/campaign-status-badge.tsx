import type { CampaignStatus } from '@crowdvault/shared/constants';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';
import { msg } from '@/lib/i18n/i18n';

const STATUS: Record<CampaignStatus, StatusLook> = {
  active: { label: msg('Active'), tone: 'success' },
  paused: { label: msg('Paused'), tone: 'warning' },
  completed: { label: msg('Completed'), tone: 'secondary' },
  flagged: { label: msg('Flagged'), tone: 'destructive' },
  expired: { label: msg('Expired'), tone: 'outline' },
  pending: { label: msg('Pending'), tone: 'outline' },
  cancelled: { label: msg('Cancelled'), tone: 'outline' },
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
 *  The label is English, marked for the catalogue: StatusBadge shows it translated. */
export function campaignState({
  status,
  isApproved = true,
  rejected = false,
  daysLeft,
}: CampaignStateInput): StatusLook {
  if (status === 'flagged') return STATUS.flagged;
  if (!isApproved)
    return rejected
      ? { label: msg('Rejected'), tone: 'destructive' }
      : { label: msg('Pending Review'), tone: 'warning' };
  if (status === 'active' && daysLeft !== undefined && daysLeft <= 0)
    return { label: msg('Ended'), tone: 'secondary' };
  return STATUS[status];
}

/** The campaign's status as one badge (campaignState). */
export function CampaignStatusBadge({ className, ...input }: CampaignStateInput & { className?: string }) {
  return <StatusBadge {...campaignState(input)} className={className} />;
}
