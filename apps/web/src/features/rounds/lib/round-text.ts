import type { RoundPhase } from '@crowdvault/shared/api/rounds';
import { formatAmount } from '@crowdvault/shared/format';
import type { ExclusionReason } from '@crowdvault/shared/rounds/round-file';

// Types only from the shared schemas: the public round pages and the campaign page's parts load
// none of zod.

/** Where a round stands, as its badge says it. */
export const PHASE_LABELS: Record<RoundPhase, string> = {
  upcoming: 'Upcoming',
  applications: 'Taking applications',
  donations: 'Matching gifts',
  counting: 'Counting',
  challenge: 'Open to challenge',
  final: 'Final',
  paid: 'Paid out',
};

/** One sentence per phase, under the round's name. */
export const PHASE_SENTENCES: Record<RoundPhase, string> = {
  upcoming: 'Applications have not opened yet.',
  applications: 'Campaigns can apply. Gifts count once the donation window opens.',
  donations:
    'Gifts to the campaigns below are being matched. The figures are estimates until the round closes.',
  counting:
    'The donation window has closed. The result is published once every gift in the window is recorded.',
  challenge:
    'The result is published. Until the challenge window ends, moderators can still exclude a donor or a campaign, which recomputes it.',
  final: 'The result is final.',
  paid: 'Every match is paid into its campaign’s vault, and what was left is returned to the sponsor.',
};

/** Why a gift did not count (the match engine's reasons, decision 134), as the round page says it. */
export const EXCLUSION_REASON_LABELS: Record<ExclusionReason, string> = {
  campaign_excluded: 'The campaign was excluded by a moderator',
  excluded_by_moderator: 'The donor was excluded by a moderator',
  self_gift: "From the campaign's own creator or vault owner",
  recipient_gift: 'From the creator or owner of another campaign in the round',
  weight_zero: "The donor's weight is zero",
  below_minimum: "The donor's gifts to this campaign add up to less than the minimum",
};

/** What the donation panel says when a would-be gift would not be matched. */
export const EXCLUDED_GIFT_SENTENCES: Record<ExclusionReason, string> = {
  campaign_excluded: 'This campaign was excluded from the round: gifts to it are not matched.',
  excluded_by_moderator: 'Your wallet was excluded from the round: your gifts are not matched.',
  self_gift: 'You own this campaign: your own gifts to it are not matched.',
  recipient_gift: 'You own another campaign in the round: your gifts to this one are not matched.',
  weight_zero: 'Gifts from your wallet carry no weight in this round.',
  below_minimum: 'Below the minimum gift that counts in this round.',
};

/** "1,234.50 USDC": an amount of the round's token, with as many places as it has (at least 2). */
export function tokenAmount(value: string, symbol: string): string {
  const places = Math.max(2, value.split('.')[1]?.length ?? 0);
  return `${formatAmount(value, places)} ${symbol}`;
}

/** "about 23.41 USDC": an estimate, two places. */
export function roundedAmount(value: string, symbol: string): string {
  return `${formatAmount(value, 2)} ${symbol}`;
}

/** "10%" of the pool, or null for no cap. */
export function capText(matchingCapBps: number | null): string | null {
  if (matchingCapBps === null) return null;
  const whole = Math.floor(matchingCapBps / 100);
  const rest = matchingCapBps % 100;
  return `${whole}${rest ? `.${String(rest).padStart(2, '0').replace(/0$/, '')}` : ''}%`;
}
