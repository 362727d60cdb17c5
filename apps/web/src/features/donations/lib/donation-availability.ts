import type { Campaign } from '@crowdvault/shared/api/campaign';
import { vaultDaysLeft } from '@/lib/campaigns/campaign-progress';

/** Why a campaign takes no donations now; the panel's notice says it in words
 *  (donation-closed-notice.tsx, whose texts load only with a closed campaign's page). */
export type ClosedReason =
  | 'completed'
  | 'paused'
  | 'flagged'
  | 'ended'
  | 'failed'
  | 'rejected'
  | 'awaiting-review'
  | 'unavailable';

export type DonationAvailability =
  | { open: true }
  | { open: false; reason: ClosedReason; tone: 'info' | 'warning' | 'danger' };

/** Whether a campaign takes donations now, and if not, why (SPEC.md §4): open only when approved,
 *  active and with days left (as its vault counts them: a failed all-or-nothing vault has none,
 *  whatever the wall clock says). */
export function donationAvailability(
  campaign: Pick<Campaign, 'status' | 'daysLeft' | 'fundingState' | 'isApproved' | 'moderation'>,
): DonationAvailability {
  switch (campaign.status) {
    case 'completed':
      return { open: false, reason: 'completed', tone: 'info' };
    case 'paused':
      return { open: false, reason: 'paused', tone: 'warning' };
    case 'flagged':
      return { open: false, reason: 'flagged', tone: 'danger' };
    case 'active':
      break;
    default:
      return { open: false, reason: 'unavailable', tone: 'info' };
  }
  if (vaultDaysLeft(campaign) <= 0) {
    return { open: false, reason: campaign.fundingState === 'failed' ? 'failed' : 'ended', tone: 'info' };
  }
  if (!campaign.isApproved && campaign.moderation?.approval === 'rejected') {
    return { open: false, reason: 'rejected', tone: 'danger' };
  }
  if (!campaign.isApproved) return { open: false, reason: 'awaiting-review', tone: 'warning' };
  return { open: true };
}
