import type { Campaign } from '@crowdvault/shared/api/campaign';
import { displayPlaces, formatAmount } from '@crowdvault/shared/format';

export type DonationAvailability =
  | { open: true }
  | { open: false; button: string; title: string; description: string; tone: 'info' | 'warning' | 'danger' };

/** Whether a campaign takes donations now, and if not, what the panel says (SPEC.md §4):
 *  open only when approved, active and with days left. */
export function donationAvailability(
  campaign: Pick<Campaign, 'status' | 'daysLeft' | 'isApproved' | 'raisedAmount' | 'currency'>,
): DonationAvailability {
  const raised = `${formatAmount(campaign.raisedAmount, displayPlaces(campaign.currency))} ${campaign.currency}`;
  switch (campaign.status) {
    case 'completed':
      return {
        open: false,
        button: 'Campaign Completed',
        title: 'Campaign Completed',
        description: `This campaign has been successfully completed. Final amount raised: ${raised}.`,
        tone: 'info',
      };
    case 'paused':
      return {
        open: false,
        button: 'Campaign Paused',
        title: 'Campaign Paused',
        description: 'This campaign is temporarily paused and is not accepting donations right now.',
        tone: 'warning',
      };
    case 'flagged':
      return {
        open: false,
        button: 'Campaign Flagged',
        title: 'Campaign Flagged',
        description: 'This campaign is under review and is not accepting donations.',
        tone: 'danger',
      };
    case 'active':
      break;
    default:
      return unavailable;
  }
  if (campaign.daysLeft <= 0) {
    return {
      open: false,
      button: 'Campaign Ended',
      title: 'Campaign Ended',
      description: 'This campaign has reached its end date and no longer accepts donations.',
      tone: 'info',
    };
  }
  if (!campaign.isApproved) {
    return {
      open: false,
      button: 'Awaiting Review',
      title: 'Awaiting Review',
      description:
        'This campaign has been submitted and is awaiting review. It will accept donations once it is approved, usually within 24 hours.',
      tone: 'warning',
    };
  }
  return { open: true };
}

const unavailable: DonationAvailability = {
  open: false,
  button: 'Unavailable',
  title: 'Campaign Unavailable',
  description: 'This campaign is not currently accepting donations.',
  tone: 'info',
};
