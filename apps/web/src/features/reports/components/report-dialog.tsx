import { REPORT_REASONS } from '@crowdvault/shared/moderation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHead } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/i18n';
import { MODERATION_REASON_TEXTS } from '@/lib/moderation-reasons';
import { useCreateReport } from '../api/create-report';

type ReportReason = (typeof REPORT_REASONS)[number];
const DETAILS_MAX = 1000;

/** Tells the moderators what is wrong with a campaign: a reason and optional details. */
export function ReportDialog({
  campaign,
  open,
  onOpenChange,
}: {
  campaign: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useCreateReport(campaign.id);
  const ids = { reason: useId(), details: useId(), error: useId() };

  function close(next: boolean) {
    if (!next) {
      setReason('');
      setDetails('');
      setError(null);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(t('Please choose a reason'));
    report.mutate({ reason, details: details.trim() }, { onSuccess: () => close(false) });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHead
            title={t('Report this campaign')}
            description={t('Tell our moderators what is wrong with “{title}”. Your report is private.', {
              title: campaign.title,
            })}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.reason}>{t('Reason')}</Label>
            <Select
              value={reason}
              onValueChange={(value) => {
                setReason(value as ReportReason);
                setError(null);
              }}
            >
              <SelectTrigger
                id={ids.reason}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
              >
                <SelectValue placeholder={t('Choose a reason')} />
              </SelectTrigger>
              <SelectContent>
                {REPORT_REASONS.map((code) => (
                  <SelectItem key={code} value={code}>
                    {t(MODERATION_REASON_TEXTS[code])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {error && (
              <p id={ids.error} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.details}>{t('Details (optional)')}</Label>
            <Textarea
              id={ids.details}
              value={details}
              maxLength={DETAILS_MAX}
              onChange={(event) => setDetails(event.target.value)}
              placeholder={t('What did you notice? Links or facts help the review.')}
            />
            <p className="text-end text-xs text-muted-foreground tabular-nums">
              {details.length}/{DETAILS_MAX}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? t('Sending...') : t('Send report')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
