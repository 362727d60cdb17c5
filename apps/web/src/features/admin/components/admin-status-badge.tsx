import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { CampaignStatusBadge } from '@/components/campaign/campaign-status-badge';
import { vaultDaysLeft } from '@/lib/campaigns/campaign-progress';

/** A campaign's status as staff see it: its approval (or rejection) and the vault's days left. */
export function AdminStatusBadge({
  campaign,
}: {
  campaign: Pick<AdminCampaign, 'status' | 'isApproved' | 'approval' | 'daysLeft' | 'fundingState'>;
}) {
  return (
    <CampaignStatusBadge
      status={campaign.status}
      isApproved={campaign.isApproved}
      rejected={campaign.approval === 'rejected'}
      daysLeft={vaultDaysLeft(campaign)}
    />
  );
}
