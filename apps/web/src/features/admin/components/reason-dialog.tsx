import type { ModerationReason } from '@crowdvault/shared/api/admin';
import { MODERATION_REASONS, type ModerationReasonCode } from '@crowdvault/shared/moderation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHead } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/i18n';
import { MODERATION_REASON_TEXTS } from '@/lib/moderation-reasons';
import type { AskingDialogProps } from './confirm-dialog';

const TEXT_MAX = 500;

/** Asks why (reject, flag, suspend): a reason from MODERATION_REASONS plus free text. Nothing is
 *  sent until a reason is chosen; 'Other' needs the text too. */
export function ReasonDialog({
  textPlaceholder,
  onConfirm,
  ...dialog
}: AskingDialogProps & {
  /** Says who reads the text (the creator, or only staff in the audit log), translated. */
  textPlaceholder?: string;
  onConfirm: (reason: ModerationReason) => void;
}) {
  const t = useT();
  const [code, setCode] = useState<ModerationReasonCode | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { reason: useId(), text: useId(), error: useId() };

  function reset(next: boolean) {
    if (!next) {
      setCode('');
      setText('');
      setError(null);
    }
    dialog.onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // REASON_REQUIRED's English (the server's answer), in the reader's language.
    if (!code) return setError(t('A reason is required'));
    if (code === 'other' && !text.trim()) return setError(t('Please describe the reason'));
    setError(null);
    onConfirm({ code, text: text.trim() });
  }

  return (
    <Dialog open={dialog.open} onOpenChange={reset}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHead title={dialog.title} description={dialog.description} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.reason}>{t('Reason')}</Label>
            <Select
              value={code}
              onValueChange={(value) => {
                setCode(value as ModerationReasonCode);
                setError(null);
              }}
            >
              <SelectTrigger
                id={ids.reason}
                aria-invalid={error !== null && !code}
                aria-describedby={error ? ids.error : undefined}
              >
                <SelectValue placeholder={t('Choose a reason')} />
              </SelectTrigger>
              <SelectContent>
                {MODERATION_REASONS.map((reason) => (
                  <SelectItem key={reason} value={reason}>
                    {t(MODERATION_REASON_TEXTS[reason])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.text}>{code === 'other' ? t('Details') : t('Details (optional)')}</Label>
            <Textarea
              id={ids.text}
              value={text}
              maxLength={TEXT_MAX}
              onChange={(event) => setText(event.target.value)}
              placeholder={textPlaceholder ?? t('What did you see? The creator is shown this reason.')}
            />
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => reset(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={dialog.pending}>
              {dialog.pending ? t('Saving...') : dialog.confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
