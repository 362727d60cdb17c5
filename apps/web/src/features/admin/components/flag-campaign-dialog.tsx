import { useUpdateCampaign } from '../api/update-campaign';
import { ReasonDialog } from './reason-dialog';

/** Flagging takes a campaign off donations until it is reviewed, so it asks why first. */
export function FlagCampaignDialog({
  campaign,
  open,
  onOpenChange,
}: {
  campaign: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateCampaign();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Flag this campaign?"
      description={`'${campaign.title}' stops taking donations and its page shows it is under review. Its creator sees the reason.`}
      confirmLabel="Flag campaign"
      pending={update.isPending}
      onConfirm={(reason) =>
        update.mutate(
          { id: campaign.id, body: { status: 'flagged', reason } },
          { onSuccess: () => onOpenChange(false) },
        )
      }
    />
  );
}
