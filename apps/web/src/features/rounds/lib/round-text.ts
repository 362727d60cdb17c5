import type { RoundPhase } from '@crowdvault/shared/api/rounds';
import type { ExclusionReason } from '@crowdvault/shared/rounds/round-file';
import type { Format } from '@/lib/i18n/format';
import { msg } from '@/lib/i18n/i18n';

// Types only from the shared schemas: the public round pages and the campaign page's parts load
// none of zod. The campaign page's round parts reach this file (their texts join its
// `campaign-parts` group): the round page's own tables are in round-page-text.ts.

/** Where a round stands, as its badge says it (shown through `t`). */
export const PHASE_LABELS: Record<RoundPhase, string> = {
  upcoming: msg('Upcoming'),
  applications: msg('Taking applications'),
  donations: msg('Matching gifts'),
  counting: msg('Counting'),
  challenge: msg('Open to challenge'),
  final: msg('Final'),
  paid: msg('Paid out'),
};

/** What the donation panel says when a would-be gift would not be matched. */
export const EXCLUDED_GIFT_SENTENCES: Record<ExclusionReason, string> = {
  campaign_excluded: msg('This campaign was excluded from the round: gifts to it are not matched.'),
  excluded_by_moderator: msg('Your wallet was excluded from the round: your gifts are not matched.'),
  self_gift: msg('You own this campaign: your own gifts to it are not matched.'),
  recipient_gift: msg('You own another campaign in the round: your gifts to this one are not matched.'),
  weight_zero: msg('Gifts from your wallet carry no weight in this round.'),
  below_minimum: msg('Below the minimum gift that counts in this round.'),
};

/** "1,234.50 USDC" ("1.234,50 USDC" in German): an amount of the round's token in the reader's
 *  locale, with as many places as it has (at least 2): nothing rounded away. */
export function tokenAmount(format: Format, value: string, symbol: string): string {
  return format.amount(value, symbol, Math.max(2, value.split('.')[1]?.length ?? 0));
}

/** "23.41 USDC": an estimate, two places, in the reader's locale. */
export function roundedAmount(format: Format, value: string, symbol: string): string {
  return format.amount(value, symbol, 2);
}

/** "10%" ("10 %" in German) of the pool, or null for no cap: basis points, as many places as they
 *  need (12.5%, 0.25%). */
export function capText(format: Format, matchingCapBps: number | null): string | null {
  if (matchingCapBps === null) return null;
  const places = matchingCapBps % 100 === 0 ? 0 : matchingCapBps % 10 === 0 ? 1 : 2;
  return format.percent(matchingCapBps / 100, places);
}
