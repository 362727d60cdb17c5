import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { useApproveCampaign } from '../api/approve-campaign';

/** Approves a campaign; disabled once it is approved and while the approval is on its way. */
export function ApproveButton({
  campaign,
  variant,
}: {
  campaign: { id: number; isApproved: boolean };
  variant?: 'outline';
}) {
  const t = useT();
  const approve = useApproveCampaign();
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={campaign.isApproved || approve.isPending}
      onClick={() => approve.mutate({ id: campaign.id, body: { approved: true } })}
    >
      <CheckCircle2 aria-hidden />
      {t('Approve')}
    </Button>
  );
}
