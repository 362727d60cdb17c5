import type { ModerationReasonCode } from '@crowdvault/shared/moderation';
import { msg } from '@/lib/i18n/i18n';

/** Each moderation reason's name for a reader, shown through `t(MODERATION_REASON_TEXTS[code])`:
 *  MODERATION_REASON_LABELS' English (packages/shared), as the web catalogue translates it. */
export const MODERATION_REASON_TEXTS: Record<ModerationReasonCode, string> = {
  fraud_or_scam: msg('Fraud or scam'),
  misleading_information: msg('Misleading information'),
  prohibited_content: msg('Prohibited content'),
  spam: msg('Spam'),
  duplicate: msg('Duplicate campaign'),
  incomplete_information: msg('Incomplete information'),
  other: msg('Other'),
};
