import type { CampaignStatus } from '@crowdvault/shared/constants';

/** The statuses an admin may set from the Actions tab (SPEC.md §4: any status). */
export const SETTABLE_STATUSES = [
  'active',
  'paused',
  'completed',
  'flagged',
] as const satisfies readonly CampaignStatus[];

/** What choosing `next` on a campaign whose status is `current` leads to (SPEC.md §4): nothing but a
 *  'No Change' notice for the current one, a confirmation (with a reason for flagged) before
 *  flagged or completed, otherwise the change at once. */
export type StatusChangeStep = 'no-change' | 'confirm' | 'confirm-with-reason' | 'apply';

export function statusChangeStep(current: CampaignStatus, next: CampaignStatus): StatusChangeStep {
  if (current === next) return 'no-change';
  if (next === 'flagged') return 'confirm-with-reason';
  if (next === 'completed') return 'confirm';
  return 'apply';
}

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  flagged: 'Flagged',
  expired: 'Expired',
  pending: 'Pending',
  cancelled: 'Cancelled',
};
