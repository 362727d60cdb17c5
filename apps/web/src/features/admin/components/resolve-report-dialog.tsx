import type { Report } from '@crowdvault/shared/api/admin';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHead } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { useResolveReport } from '../api/reports';

export type ReportOutcome = 'dismissed' | 'actioned';

/** The dialog's words for each outcome, in `t`'s language. */
function copyOf(outcome: ReportOutcome, t: Translate) {
  return outcome === 'dismissed'
    ? {
        title: t('Dismiss this report?'),
        description: t('Nothing was wrong with the campaign. The note goes into the audit log.'),
        confirm: t('Dismiss report'),
      }
    : {
        title: t('Mark this report actioned?'),
        description: t(
          'You acted on the campaign (flagged, rejected, or contacted the creator). Say what you did.',
        ),
        confirm: t('Mark actioned'),
      };
}

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
  const t = useT();
  const [note, setNote] = useState('');
  const resolve = useResolveReport();
  const noteId = useId();
  const copy = copyOf(outcome, t);

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
                {report
                  ? `${t('Report #{id} on “{title}”.', { id: String(report.id), title: report.campaign.title })} `
                  : ''}
                {copy.description}
              </>
            }
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={noteId}>{t('Note')}</Label>
            <Textarea
              id={noteId}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('What you found and what you did')}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={resolve.isPending}>
              {resolve.isPending ? t('Saving...') : copy.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
