// Zod-free: the public campaign page's Report dialog lists these.

/** Why a campaign is rejected or flagged, or a user suspended: a short list plus free text. */
export const MODERATION_REASONS = [
  'fraud_or_scam',
  'misleading_information',
  'prohibited_content',
  'spam',
  'duplicate',
  'incomplete_information',
  'other',
] as const;
export type ModerationReasonCode = (typeof MODERATION_REASONS)[number];

export const MODERATION_REASON_LABELS: Record<ModerationReasonCode, string> = {
  fraud_or_scam: 'Fraud or scam',
  misleading_information: 'Misleading information',
  prohibited_content: 'Prohibited content',
  spam: 'Spam',
  duplicate: 'Duplicate campaign',
  incomplete_information: 'Incomplete information',
  other: 'Other',
};

/** "Spam: copies another campaign", or just the label when the moderator wrote no text. */
export function describeModerationReason(
  reason: { code: ModerationReasonCode; text: string } | null | undefined,
): string {
  if (!reason) return '';
  const label = MODERATION_REASON_LABELS[reason.code];
  return reason.text ? `${label}: ${reason.text}` : label;
}

/** Why a visitor reports a campaign. */
export const REPORT_REASONS = [
  'fraud_or_scam',
  'misleading_information',
  'prohibited_content',
  'spam',
  'other',
] as const;
