import type { CampaignApproval } from '@crowdvault/shared/api/campaign';

/**
 * Where a campaign stands with the moderators. There is no column for it: approved is
 * `is_approved`; rejected is an unapproved campaign that carries a moderator's reason and is not
 * flagged (a flag's reason is about the flag); pending is the rest (decision 074).
 */
export function approvalOf(campaign: {
  isApproved: boolean;
  moderationReason: unknown;
  status: string;
}): CampaignApproval {
  if (campaign.isApproved) return 'approved';
  return campaign.moderationReason != null && campaign.status !== 'flagged' ? 'rejected' : 'pending';
}
