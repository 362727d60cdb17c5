import type { ModerationReason } from '@crowdvault/shared/api/campaign';
import { MODERATION_REASONS, type ModerationReasonCode } from '@crowdvault/shared/moderation';
import { Textarea } from '@/components/ui/textarea';
import { msg, useT } from '@/lib/i18n/i18n';
import { MODERATION_REASON_TEXTS } from '@/lib/moderation-reasons';
import { RoundField, RoundSelect } from './round-field';

export const REASON_MESSAGES = {
  required: msg('A reason is required'),
  describe: msg('Please describe the reason'),
} as const;

/** A reason being written: its code ('' until chosen) and text. */
export interface ReasonDraft {
  code: ModerationReasonCode | '';
  text: string;
}

export const EMPTY_REASON: ReasonDraft = { code: '', text: '' };

/** The reason to send, or the message of what is missing ('Other' needs its text), in English: the
 *  form shows it through `t`. */
export function checkReason(draft: ReasonDraft): { reason: ModerationReason } | { error: string } {
  if (!draft.code) return { error: REASON_MESSAGES.required };
  if (draft.code === 'other' && !draft.text.trim()) return { error: REASON_MESSAGES.describe };
  return { reason: { code: draft.code, text: draft.text.trim() } };
}

/** A moderator's reason: one of MODERATION_REASONS and details, read by `readers`. */
export function ReasonFields({
  draft,
  onChange,
  error,
  readers,
}: {
  draft: ReasonDraft;
  onChange: (draft: ReasonDraft) => void;
  error?: string;
  /** Who reads the details ("The creator reads this."). */
  readers: string;
}) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
      <RoundSelect
        label={t('Reason')}
        error={draft.code ? undefined : error && t(error)}
        value={draft.code}
        onChange={(code) => onChange({ ...draft, code: code as ModerationReasonCode | '' })}
        placeholder={t('Choose a reason')}
        options={MODERATION_REASONS.map((code) => ({ value: code, label: t(MODERATION_REASON_TEXTS[code]) }))}
      />
      <RoundField
        label={draft.code === 'other' ? t('Details') : t('Details (optional)')}
        hint={readers}
        error={draft.code && error ? t(error) : undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={500}
            value={draft.text}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
          />
        )}
      </RoundField>
    </div>
  );
}
