import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import type { CampaignStatus } from '@crowdvault/shared/constants';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { useUpdateCampaign } from '../api/update-campaign';
import { SETTABLE_STATUSES, STATUS_LABELS, statusChangeStep, statusConfirmation } from '../lib/status-change';
import { CampaignReasonDialog } from './campaign-reason-dialog';
import { ConfirmDialog } from './confirm-dialog';

/** The status buttons of the Actions tab (SPEC.md §4): the current one disabled (choosing it
 *  anyway says 'No Change'), a confirmation before completed or leaving completed, and a reason
 *  before flagged. */
export function StatusChange({ campaign }: { campaign: Pick<AdminCampaign, 'id' | 'title' | 'status'> }) {
  const t = useT();
  const update = useUpdateCampaign();
  const [noChange, setNoChange] = useState(false);
  const [confirming, setConfirming] = useState<CampaignStatus | null>(null);
  const [flagging, setFlagging] = useState(false);

  function choose(next: CampaignStatus) {
    const step = statusChangeStep(campaign.status, next);
    setNoChange(step === 'no-change');
    if (step === 'confirm') setConfirming(next);
    if (step === 'confirm-with-reason') setFlagging(true);
    if (step === 'apply') update.mutate({ id: campaign.id, body: { status: next } });
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {t('Current status:')}{' '}
        <span className="font-medium text-foreground">{t(STATUS_LABELS[campaign.status])}</span>
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('Set status')}</legend>
        {SETTABLE_STATUSES.map((status) => {
          const current = status === campaign.status;
          return (
            // The current status looks and reads as disabled but stays focusable: choosing it
            // anyway explains itself with 'No Change' rather than doing nothing.
            <Button
              key={status}
              variant={current ? 'secondary' : 'outline'}
              size="sm"
              disabled={!current && update.isPending}
              aria-disabled={current ? true : undefined}
              aria-current={current ? 'true' : undefined}
              className={current ? 'cursor-not-allowed opacity-50 hover:bg-secondary' : undefined}
              onClick={() => choose(status)}
            >
              {t(STATUS_LABELS[status])}
            </Button>
          );
        })}
      </fieldset>
      {noChange && (
        <p role="status" className="flex items-center gap-2 rounded-lg border bg-muted/60 p-3 text-sm">
          <Info className="size-4 shrink-0" aria-hidden />
          <span>
            {sentenceParts(
              (message, values) => t(message, { ...values, status: campaign.status }),
              msg(
                '{noChange}: the campaign is already {status, select, active {active} paused {paused} completed {completed} flagged {flagged} other {{status}}}.',
              ),
              { noChange: <span className="font-semibold">{t('No Change')}</span> },
            )}
          </span>
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        {...statusConfirmation(campaign.status, confirming ?? 'completed', campaign.title, t)}
        pending={update.isPending}
        onConfirm={() =>
          confirming &&
          update.mutate(
            { id: campaign.id, body: { status: confirming } },
            { onSuccess: () => setConfirming(null) },
          )
        }
      />
      <CampaignReasonDialog action="Flag" campaign={campaign} open={flagging} onOpenChange={setFlagging} />
    </div>
  );
}
