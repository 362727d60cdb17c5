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
 *  flagged or completed, and before a completed campaign becomes anything else; otherwise the
 *  change at once. */
export type StatusChangeStep = 'no-change' | 'confirm' | 'confirm-with-reason' | 'apply';

export function statusChangeStep(current: CampaignStatus, next: CampaignStatus): StatusChangeStep {
  if (current === next) return 'no-change';
  if (next === 'flagged') return 'confirm-with-reason';
  if (next === 'completed' || current === 'completed') return 'confirm';
  return 'apply';
}

/** The confirmation's words for a `confirm` step: what the change does that is easy to miss. */
export function statusConfirmation(
  current: CampaignStatus,
  next: CampaignStatus,
  title: string,
): { title: string; description: string; confirmLabel: string } {
  if (current === 'completed' && next === 'paused')
    return {
      title: 'Pause a completed campaign?',
      description: `'${title}' is completed. Paused, it shows as if it could resume, and its creator is told it was paused. It takes no donations either way.`,
      confirmLabel: 'Pause it',
    };
  if (current === 'completed')
    return {
      title: 'Reopen a completed campaign?',
      description: `'${title}' is completed. As ${STATUS_LABELS[next].toLowerCase()}, it takes donations again until its end date.`,
      confirmLabel: 'Reopen it',
    };
  return {
    title: `Mark as ${STATUS_LABELS[next].toLowerCase()}?`,
    description: `'${title}' stops taking donations. Its creator can still withdraw what it raised.`,
    confirmLabel: 'Confirm',
  };
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
