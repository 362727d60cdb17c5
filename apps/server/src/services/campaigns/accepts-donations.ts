import type { Campaign } from '@crowdvault/shared/api/campaign';

type DonationState = Pick<Campaign, 'status' | 'isApproved' | 'daysLeft'>;

/** Why a campaign takes no donation now, or null when it does: open only when active, approved
 *  (decision 057) and with days left — SPEC.md §4 and the campaign page's donation panel
 *  (web `donationAvailability`), worded for API clients. */
export function donationsClosedReason(campaign: DonationState): string | null {
  if (campaign.status === 'completed')
    return 'This campaign has been completed and no longer accepts donations';
  if (campaign.status === 'paused') return 'This campaign is paused and is not accepting donations right now';
  if (campaign.status === 'flagged') return 'This campaign is under review and is not accepting donations';
  if (campaign.status !== 'active') return 'This campaign is not currently accepting donations';
  if (campaign.daysLeft <= 0) return 'This campaign has reached its end date and no longer accepts donations';
  if (!campaign.isApproved) {
    return 'This campaign is awaiting review and will accept donations once it is approved';
  }
  return null;
}

/** Open, approved, with days left: when a Donate button may invite a transfer. */
export function acceptsDonations(campaign: DonationState): boolean {
  return donationsClosedReason(campaign) === null;
}
