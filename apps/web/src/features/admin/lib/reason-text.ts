import type { ModerationReasonCode } from '@crowdvault/shared/moderation';
import type { Translate } from '@/lib/i18n/i18n';
import { MODERATION_REASON_TEXTS } from '@/lib/moderation-reasons';

/** A moderation reason as staff read it, in `t`'s language: "Spam: Posts the same campaign every
 *  day" (the moderator's own words as written), the reason's name alone without them; '' for none.
 *  describeModerationReason's (packages/shared) English, translated. */
export function reasonText(
  reason: { code: ModerationReasonCode; text: string } | null | undefined,
  t: Translate,
): string {
  if (!reason) return '';
  const label = t(MODERATION_REASON_TEXTS[reason.code]);
  return reason.text ? t('{reason}: {details}', { reason: label, details: reason.text }) : label;
}
