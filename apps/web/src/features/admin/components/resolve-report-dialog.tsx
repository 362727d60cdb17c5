import type { Report } from '@crowdvault/shared/api/admin';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHead } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useResolveReport } from '../api/reports';

export type ReportOutcome = 'dismissed' | 'actioned';

const COPY: Record<ReportOutcome, { title: string; description: string; confirm: string }> = {
  dismissed: {
    title: 'Dismiss this report?',
    description: 'Nothing was wrong with the campaign. The note goes into the audit log.',
    confirm: 'Dismiss report',
  },
  actioned: {
    title: 'Mark this report actioned?',
    description: 'You acted on the campaign (flagged, rejected, or contacted the creator). Say what you did.',
    confirm: 'Mark actioned',
  },
};

/** Resolving a report: the outcome with a note, recorded in the audit log. */
export function ResolveReportDialog({
  report,
  outcome,
  onClose,
}: {
  report: Report | null;
  outcome: ReportOutcome;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const resolve = useResolveReport();
  const noteId = useId();
  const copy = COPY[outcome];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!report) return;
    resolve.mutate(
      { reportId: report.id, body: { outcome, note: note.trim() } },
      {
        onSuccess: () => {
          setNote('');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHead
            title={copy.title}
            description={
              <>
                {report ? `Report #${report.id} on '${report.campaign.title}'. ` : ''}
                {copy.description}
              </>
            }
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={noteId}>Note</Label>
            <Textarea
              id={noteId}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
              placeholder="What you found and what you did"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={resolve.isPending}>
              {resolve.isPending ? 'Saving...' : copy.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
