import type { ModerationReasonCode } from '@crowdvault/shared/moderation';
import type { Translate } from '@/lib/i18n/i18n';
import { MODERATION_REASON_TEXTS } from '@/lib/moderation-reasons';

/** A moderator's reason as the reader's language names it ("Spam: Same project twice"): the
 *  reason's name translated, the moderator's own words as written. */
export function reasonText(
  t: Translate,
  reason: { code: ModerationReasonCode; text: string } | null | undefined,
): string {
  if (!reason) return '';
  const name = t(MODERATION_REASON_TEXTS[reason.code]);
  return reason.text ? t('{reason}: {details}', { reason: name, details: reason.text }) : name;
}
