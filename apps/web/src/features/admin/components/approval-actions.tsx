import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApproveCampaign } from '../api/approve-campaign';
import { ApprovalBadge } from './approval-badge';
import { RejectCampaignDialog } from './reject-campaign-dialog';

/** Approve / Reject (SPEC.md §4): Approve disabled once approved, Reject once rejected; a pending
 *  campaign can be rejected straight away (SPEC.md waits for an approval first, which meant
 *  listing a campaign in order to turn it down: decision 074). Rejecting asks why. */
export function ApprovalActions({
  campaign,
}: {
  campaign: Pick<AdminCampaign, 'id' | 'title' | 'isApproved' | 'approval'>;
}) {
  const approve = useApproveCampaign();
  const [rejecting, setRejecting] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        Approval: <ApprovalBadge approval={campaign.approval} />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={campaign.isApproved || approve.isPending}
          onClick={() => approve.mutate({ id: campaign.id, body: { approved: true } })}
        >
          <CheckCircle2 aria-hidden />
          Approve
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={campaign.approval === 'rejected'}
          onClick={() => setRejecting(true)}
        >
          <XCircle aria-hidden />
          Reject
        </Button>
      </div>
      <RejectCampaignDialog campaign={campaign} open={rejecting} onOpenChange={setRejecting} />
    </div>
  );
}
