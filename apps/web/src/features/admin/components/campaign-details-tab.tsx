import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { displayPlaces, formatAmount, formatDate, formatUnits, parseUnits } from '@crowdvault/shared/format';
import { describeModerationReason } from '@crowdvault/shared/moderation';
import { FUNDING_STATE_LABELS, formatDeadline } from '@/lib/campaigns/funding-model';
import { useChains } from '@/lib/config/chains';
import { STATUS_LABELS } from '../lib/status-change';
import { CampaignPhotosSection } from './campaign-photos-section';
import { DetailSection, FactList } from './detail-section';
import { CopyableAddress } from './wallet-address';

/** The funding model and, for all or nothing, what its vault fixed and where it stands (issue 29):
 *  neither goal nor deadline can be changed, also not by an admin. */
function fundingFacts(
  campaign: AdminCampaignDetail,
  places: number,
  nameOf: (chainId: number) => string,
): { label: string; value: string }[] {
  const vault = campaign.allOrNothing;
  if (!vault) return [{ label: 'Funding model', value: 'Keep what you raise' }];
  const money = (amount: string) => `${formatAmount(amount, places)} ${campaign.currency}`;
  const refunded = formatUnits(
    parseUnits(vault.refunds.claimed, 18) + parseUnits(vault.refunds.pushed, 18),
    18,
  );
  return [
    { label: 'Funding model', value: 'All or nothing (goal and deadline fixed in the vault)' },
    { label: 'Vault state', value: FUNDING_STATE_LABELS[vault.state] },
    { label: 'Network', value: nameOf(vault.chainId) },
    { label: 'Deadline', value: formatDeadline(vault.deadline) },
    { label: 'Counted', value: money(vault.countedAmount) },
    { label: 'Not counted (plain transfers)', value: money(vault.uncountedAmount) },
    ...(vault.state === 'failed'
      ? [
          {
            label: 'Refunds',
            value: `${money(refunded)} paid to ${vault.refunds.donorsRefunded} donors · ${money(vault.refunds.outstanding)} owed to ${vault.refunds.donorsOutstanding}`,
          },
        ]
      : []),
    // Pushes the watcher gave up on (decision 112): the donors were told in the bell.
    ...(vault.state === 'failed' && vault.refunds.donorsPushRefused > 0
      ? [
          {
            label: 'Refunds not pushed',
            value: `${vault.refunds.donorsPushRefused} ${vault.refunds.donorsPushRefused === 1 ? "donor's token" : "donors' tokens"} refused our pushes: they must claim to another address`,
          },
        ]
      : []),
  ];
}

const APPROVAL_LABELS: Record<AdminCampaignDetail['approval'], string> = {
  approved: 'Approved',
  pending: 'Pending Review',
  rejected: 'Rejected',
};

/** Its status, except that a campaign nobody approved is not live, whatever its stored status says. */
function statusFact(campaign: AdminCampaignDetail): string {
  if (campaign.isApproved || campaign.status !== 'active') return STATUS_LABELS[campaign.status];
  return campaign.approval === 'rejected' ? 'Not live: rejected' : 'Not live until approved';
}

/** The Details tab: what the campaign says about itself, and its moderation state. */
export function CampaignDetailsTab({ campaign }: { campaign: AdminCampaignDetail }) {
  const places = displayPlaces(campaign.currency);
  const chains = useChains();
  return (
    <div className="flex flex-col gap-6">
      <DetailSection title="Campaign">
        <FactList
          facts={[
            { label: 'Category', value: campaign.category },
            { label: 'Location', value: campaign.location ?? 'Global' },
            { label: 'Status', value: statusFact(campaign) },
            { label: 'Approval', value: APPROVAL_LABELS[campaign.approval] },
            { label: 'Goal', value: `${formatAmount(campaign.goalAmount, places)} ${campaign.currency}` },
            ...fundingFacts(campaign, places, chains.nameOf),
            { label: 'Created', value: formatDate(campaign.createdAt) },
            { label: 'Ends', value: formatDate(campaign.endDate) },
            { label: 'Open reports', value: campaign.openReports },
            {
              label: 'Vault',
              value: campaign.walletAddress ? (
                <CopyableAddress address={campaign.walletAddress} label="Copy vault address" />
              ) : (
                'None'
              ),
            },
            {
              label: 'Moderation reason',
              value: campaign.moderationReason ? describeModerationReason(campaign.moderationReason) : 'None',
            },
          ]}
        />
      </DetailSection>
      <CampaignPhotosSection campaign={campaign} />
      <DetailSection title="Description">
        <p className="text-sm">{campaign.description}</p>
      </DetailSection>
      <DetailSection title="Story">
        <p className="max-h-96 overflow-y-auto text-sm whitespace-pre-line">{campaign.story}</p>
      </DetailSection>
    </div>
  );
}
