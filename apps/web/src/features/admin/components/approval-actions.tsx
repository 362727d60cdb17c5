import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { XCircle } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n';
import { ApprovalBadge } from './approval-badge';
import { ApproveButton } from './approve-button';
import { CampaignReasonButton } from './campaign-reason-dialog';

/** Approve / Reject (SPEC.md §4): Approve disabled once approved, Reject once rejected; a pending
 *  campaign can be rejected straight away (SPEC.md waits for an approval first, which meant
 *  listing a campaign in order to turn it down: decision 074). Rejecting asks why. */
export function ApprovalActions({
  campaign,
}: {
  campaign: Pick<AdminCampaign, 'id' | 'title' | 'isApproved' | 'approval'>;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {t('Approval:')} <ApprovalBadge approval={campaign.approval} />
      </p>
      <div className="flex flex-wrap gap-2">
        <ApproveButton campaign={campaign} />
        <CampaignReasonButton
          action="Reject"
          campaign={campaign}
          icon={XCircle}
          disabled={campaign.approval === 'rejected'}
          variant="destructive"
        />
      </div>
    </div>
  );
}
