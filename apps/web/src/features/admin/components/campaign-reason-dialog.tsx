import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { useApproveCampaign } from '../api/approve-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { ReasonDialog } from './reason-dialog';

type Action = 'Flag' | 'Reject';

/** The button's name and the dialog's words for each step, in `t`'s language: what it does to the
 *  campaign, as the dialog tells the moderator. */
function copyOf(action: Action, title: string, t: Translate) {
  return action === 'Flag'
    ? {
        button: t('Flag'),
        title: t('Flag this campaign?'),
        description: t(
          '“{title}” stops taking donations and its page shows it is under review. Its creator sees the reason.',
          { title },
        ),
        confirmLabel: t('Flag campaign'),
      }
    : {
        button: t('Reject'),
        title: t('Reject this campaign?'),
        description: t(
          '“{title}” is taken off Discover until it is approved again. Its creator sees the reason.',
          { title },
        ),
        confirmLabel: t('Reject campaign'),
      };
}

/** Flagging (off donations until reviewed) and rejecting (off Discover) both tell the creator why,
 *  so both ask for a reason first. */
export function CampaignReasonDialog({
  action,
  campaign,
  open,
  onOpenChange,
}: {
  action: Action;
  campaign: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const update = useUpdateCampaign();
  const approve = useApproveCampaign();
  const onSuccess = () => onOpenChange(false);
  const copy = copyOf(action, campaign.title, t);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      confirmLabel={copy.confirmLabel}
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
  action: Action;
  campaign: { id: number; title: string };
  icon: LucideIcon;
  disabled: boolean;
  variant: 'outline' | 'destructive';
  className?: string;
}) {
  const t = useT();
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
        {copyOf(action, campaign.title, t).button}
      </Button>
      <CampaignReasonDialog action={action} campaign={campaign} open={open} onOpenChange={setOpen} />
    </>
  );
}
