import type { Campaign } from '@crowdvault/shared/api/campaign';
import { displayPlaces, formatAmount } from '@crowdvault/shared/format';
import { describeModerationReason } from '@crowdvault/shared/moderation';
import { vaultDaysLeft } from '@/lib/campaigns/campaign-progress';

export type DonationAvailability =
  | { open: true }
  | { open: false; button: string; title: string; description: string; tone: 'info' | 'warning' | 'danger' };

/** Whether a campaign takes donations now, and if not, what the panel says (SPEC.md §4):
 *  open only when approved, active and with days left (as its vault counts them: a failed
 *  all-or-nothing vault has none, whatever the wall clock says). */
export function donationAvailability(
  campaign: Pick<
    Campaign,
    'status' | 'daysLeft' | 'fundingState' | 'isApproved' | 'raisedAmount' | 'currency' | 'moderation'
  >,
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
  if (vaultDaysLeft(campaign) <= 0) {
    return {
      open: false,
      button: 'Campaign Ended',
      title: 'Campaign Ended',
      description:
        campaign.fundingState === 'failed'
          ? 'This all-or-nothing campaign did not reach its goal by its deadline and no longer accepts donations.'
          : 'This campaign has reached its end date and no longer accepts donations.',
      tone: 'info',
    };
  }
  if (!campaign.isApproved && campaign.moderation?.approval === 'rejected') {
    // The reason comes only to the campaign's creator and moderators (the server leaves it out
    // for everyone else).
    const reason = describeModerationReason(campaign.moderation.reason);
    return {
      open: false,
      button: 'Campaign Rejected',
      title: 'Campaign Rejected',
      description: reason
        ? `A moderator rejected this campaign (${reason}). It does not accept donations.`
        : 'This campaign was not approved and does not accept donations.',
      tone: 'danger',
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
