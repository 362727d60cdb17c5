import type { ModerationReason } from '@crowdvault/shared/api/admin';
import { MODERATION_REASON_LABELS } from '@crowdvault/shared/moderation';

/** "Spam: copies another campaign" or just the label when there is no text. */
export function describeReason(reason: ModerationReason | null | undefined): string {
  if (!reason) return '';
  const label = MODERATION_REASON_LABELS[reason.code];
  return reason.text ? `${label}: ${reason.text}` : label;
}
