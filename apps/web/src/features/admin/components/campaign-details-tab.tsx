import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { displayPlaces, formatAmount, formatDate } from '@crowdvault/shared/format';
import { CopyButton } from '@/components/ui/copy-button';
import { describeReason } from '../lib/reasons';
import { STATUS_LABELS } from '../lib/status-change';
import { DetailSection, FactList } from './detail-section';

/** The Details tab: what the campaign says about itself, and its moderation state. */
export function CampaignDetailsTab({ campaign }: { campaign: AdminCampaignDetail }) {
  const places = displayPlaces(campaign.currency);
  return (
    <div className="flex flex-col gap-6">
      <DetailSection title="Campaign">
        <FactList
          facts={[
            { label: 'Category', value: campaign.category },
            { label: 'Location', value: campaign.location ?? 'Global' },
            { label: 'Status', value: STATUS_LABELS[campaign.status] },
            { label: 'Approval', value: campaign.isApproved ? 'Approved' : 'Pending Review' },
            { label: 'Goal', value: `${formatAmount(campaign.goalAmount, places)} ${campaign.currency}` },
            { label: 'Created', value: formatDate(campaign.createdAt) },
            { label: 'Ends', value: formatDate(campaign.endDate) },
            { label: 'Open reports', value: campaign.openReports },
            {
              label: 'Vault',
              value: campaign.walletAddress ? (
                <span className="flex items-center gap-1">
                  <span className="truncate font-mono text-xs">{campaign.walletAddress}</span>
                  <CopyButton
                    text={campaign.walletAddress}
                    label="Copy vault address"
                    successMessage="Address copied to clipboard!"
                    failureMessage="Failed to copy address to clipboard."
                    compact
                  />
                </span>
              ) : (
                'None'
              ),
            },
            {
              label: 'Moderation reason',
              value: campaign.moderationReason ? describeReason(campaign.moderationReason) : 'None',
            },
          ]}
        />
      </DetailSection>
      <DetailSection title="Description">
        <p className="text-sm">{campaign.description}</p>
      </DetailSection>
      <DetailSection title="Story">
        <p className="max-h-96 overflow-y-auto text-sm whitespace-pre-line">{campaign.story}</p>
      </DetailSection>
    </div>
  );
}
