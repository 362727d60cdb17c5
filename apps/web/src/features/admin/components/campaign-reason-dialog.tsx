import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApproveCampaign } from '../api/approve-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { ReasonDialog } from './reason-dialog';

// What each step does to the campaign, as the dialog tells the moderator.
const EFFECTS = {
  Flag: 'stops taking donations and its page shows it is under review.',
  Reject: 'is taken off Discover until it is approved again.',
};

/** Flagging (off donations until reviewed) and rejecting (off Discover) both tell the creator why,
 *  so both ask for a reason first. */
export function CampaignReasonDialog({
  action,
  campaign,
  open,
  onOpenChange,
}: {
  action: keyof typeof EFFECTS;
  campaign: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateCampaign();
  const approve = useApproveCampaign();
  const onSuccess = () => onOpenChange(false);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${action} this campaign?`}
      description={`'${campaign.title}' ${EFFECTS[action]} Its creator sees the reason.`}
      confirmLabel={`${action} campaign`}
      pending={action === 'Flag' ? update.isPending : approve.isPending}
      onConfirm={(reason) =>
        action === 'Flag'
          ? update.mutate({ id: campaign.id, body: { status: 'flagged', reason } }, { onSuccess })
          : approve.mutate({ id: campaign.id, body: { approved: false, reason } }, { onSuccess })
      }
    />
  );
}

/** The Flag or Reject button of a campaign, with the reason dialog it opens. */
export function CampaignReasonButton({
  action,
  campaign,
  icon: Icon,
  disabled,
  variant,
  className,
}: {
  action: keyof typeof EFFECTS;
  campaign: { id: number; title: string };
  icon: LucideIcon;
  disabled: boolean;
  variant: 'outline' | 'destructive';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant={variant}
        className={className}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Icon aria-hidden />
        {action}
      </Button>
      <CampaignReasonDialog action={action} campaign={campaign} open={open} onOpenChange={setOpen} />
    </>
  );
}
