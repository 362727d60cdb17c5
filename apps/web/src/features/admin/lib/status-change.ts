import type { CampaignStatus } from '@crowdvault/shared/constants';
import { msg, type Translate } from '@/lib/i18n/i18n';

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

/** The confirmation's words for a `confirm` step, in `t`'s language: what the change does that is
 *  easy to miss. */
export function statusConfirmation(
  current: CampaignStatus,
  next: CampaignStatus,
  title: string,
  t: Translate,
): { title: string; description: string; confirmLabel: string } {
  if (current === 'completed' && next === 'paused')
    return {
      title: t('Pause a completed campaign?'),
      description: t(
        '“{title}” is completed. Paused, it shows as if it could resume, and its creator is told it was paused. It takes no donations either way.',
        { title },
      ),
      confirmLabel: t('Pause it'),
    };
  if (current === 'completed')
    return {
      title: t('Reopen a completed campaign?'),
      description: t(
        '“{title}” is completed. As {status, select, active {active} paused {paused} flagged {flagged} other {{status}}}, it takes donations again until its end date.',
        { title, status: next },
      ),
      confirmLabel: t('Reopen it'),
    };
  return {
    title: t(
      'Mark as {status, select, active {active} paused {paused} completed {completed} flagged {flagged} other {{status}}}?',
      { status: next },
    ),
    description: t('“{title}” stops taking donations. Its creator can still withdraw what it raised.', {
      title,
    }),
    confirmLabel: t('Confirm'),
  };
}

/** Each status's name, in English, marked for the catalogue: shown through `t(STATUS_LABELS[…])`. */
export const STATUS_LABELS: Record<CampaignStatus, string> = {
  active: msg('Active'),
  paused: msg('Paused'),
  completed: msg('Completed'),
  flagged: msg('Flagged'),
  expired: msg('Expired'),
  pending: msg('Pending'),
  cancelled: msg('Cancelled'),
};
