import { MODERATION_REASON_LABELS, REPORT_REASONS } from '@crowdvault/shared/moderation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHead } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
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
    if (!reason) return setError('Please choose a reason');
    report.mutate({ reason, details: details.trim() }, { onSuccess: () => close(false) });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHead
            title="Report this campaign"
            description={`Tell our moderators what is wrong with '${campaign.title}'. Your report is private.`}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.reason}>Reason</Label>
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
                <SelectValue placeholder="Choose a reason" />
              </SelectTrigger>
              <SelectContent>
                {REPORT_REASONS.map((code) => (
                  <SelectItem key={code} value={code}>
                    {MODERATION_REASON_LABELS[code]}
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
            <Label htmlFor={ids.details}>Details (optional)</Label>
            <Textarea
              id={ids.details}
              value={details}
              maxLength={DETAILS_MAX}
              onChange={(event) => setDetails(event.target.value)}
              placeholder="What did you notice? Links or facts help the review."
            />
            <p className="text-right text-xs text-muted-foreground tabular-nums">
              {details.length}/{DETAILS_MAX}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
