import { useApproveCampaign } from '../api/approve-campaign';
import { ReasonDialog } from './reason-dialog';

/** Rejecting tells the creator why, so it asks for a reason. */
export function RejectCampaignDialog({
  campaign,
  open,
  onOpenChange,
}: {
  campaign: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const approve = useApproveCampaign();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject this campaign?"
      description={`'${campaign.title}' is taken off Discover until it is approved again. Its creator sees the reason.`}
      confirmLabel="Reject campaign"
      pending={approve.isPending}
      onConfirm={(reason) =>
        approve.mutate(
          { id: campaign.id, body: { approved: false, reason } },
          { onSuccess: () => onOpenChange(false) },
        )
      }
    />
  );
}
