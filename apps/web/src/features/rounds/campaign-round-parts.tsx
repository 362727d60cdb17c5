import type { CampaignRound, RoundEstimate } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSession } from '@/lib/auth/use-session';
import { ErrorSentence } from '@/lib/http/error-text';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRoundEstimate } from './api/get-round-estimate';
import { EXCLUDED_GIFT_SENTENCES, PHASE_LABELS, roundedAmount } from './lib/round-text';

// The campaign page's round parts: loaded only for a campaign that is in a round
// (app/pages/campaign-detail-page.tsx), so a campaign in none does not carry them.

/** How long the amount must rest before the estimate is asked for: not one request per key. */
const TYPING_PAUSE_MS = 300;

/** One line on where the campaign stands in the round. */
function roundStanding(round: CampaignRound, t: Translate): string {
  const symbol = round.token.symbol;
  if (round.excluded) return `Excluded: ${round.excluded}`;
  switch (round.phase) {
    case 'upcoming':
    case 'applications':
      return `Gifts in ${symbol} count from ${formatUtcMoment(round.donationsOpenAt)}`;
    case 'donations':
      if (round.donors === 0)
        return `Gifts in ${symbol} are matched until ${formatUtcMoment(round.donationsCloseAt)}`;
      return `Estimated match ${roundedAmount(round.match, symbol)} from ${round.donors.toLocaleString('en-US')} ${round.donors === 1 ? 'donor' : 'donors'} so far`;
    case 'counting':
      return `Estimated match ${roundedAmount(round.match, symbol)}, being counted`;
    default:
      if (round.payout?.state === 'paid') {
        return t('Match {amount}, paid into the vault', { amount: roundedAmount(round.match, symbol) });
      }
      return `Match ${roundedAmount(round.match, symbol)}${round.phase === 'challenge' ? ', open to challenge' : ''}`;
  }
}

/** The campaign's matching rounds, each a link to the round's page with where it stands. */
export function CampaignRoundBadges({ rounds }: { rounds: CampaignRound[] }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-2" aria-label="Matching rounds">
      {rounds.map((round) => (
        <li key={round.roundId}>
          <Link
            href={`/rounds/${round.roundId}`}
            className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm transition-colors hover:bg-primary/10"
            data-testid="campaign-round"
          >
            <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold break-words">
                In matching round {round.name}
                <span className="font-normal text-muted-foreground"> · {PHASE_LABELS[round.phase]}</span>
              </span>
              <span className="text-muted-foreground tabular-nums">{roundStanding(round, t)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A whole-token amount the round's token can hold (at most its decimals), above zero; or null. */
export function giftAmount(typed: string, decimals: number): string | null {
  const amount = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(amount) || !/[1-9]/.test(amount)) return null;
  return (amount.split('.')[1]?.length ?? 0) <= decimals ? amount : null;
}

/**
 * The donation panel's line on the round: what the gift being typed adds to the campaign's match
 * ("Your 5 USDC adds about 23.41 USDC of matching"), by the same engine as the result, over the
 * gifts so far (the donor's own earlier gifts count with it). A gift in another token or on another
 * network is not matched, and the line says which one is.
 */
export function RoundEstimateLine({
  round,
  campaignId,
  amount,
  symbol,
  chainId,
  live,
}: {
  round: CampaignRound;
  campaignId: number;
  amount: string;
  symbol: string;
  chainId: number | undefined;
  /** The campaign's gifts so far (raised amount and donors): a new gift asks again. */
  live: string;
}) {
  const { address } = useSession();
  const token = round.token.symbol;
  const matched = symbol === token && (chainId === undefined || chainId === round.chainId);
  const gift = matched ? giftAmount(amount, round.token.decimals) : null;
  const settled = useDebouncedValue(gift, TYPING_PAUSE_MS);
  const asked = gift !== null && settled === gift ? gift : null;
  const estimate = useRoundEstimate(
    asked === null ? null : { roundId: round.roundId, campaignId, amount: asked, donor: address, live },
  );
  let line: ReactNode;
  if (!matched) {
    line = `Gifts in ${token} on ${round.chainName} are matched by ${round.name}.`;
  } else if (gift === null) {
    line = `Gifts in ${token} are matched by ${round.name}: type an amount to see how much yours adds.`;
  } else if (estimate.isError) {
    line = <ErrorSentence error={estimate.error} />;
  } else if (estimate.data) {
    // The last answer, with its own amount, until the next one arrives: no flicker while typing.
    line = lineFor(estimate.data, token);
  } else {
    line = 'Working out the match…';
  }
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-primary/5 px-3 py-2 text-sm"
      aria-live="polite"
      data-testid="round-estimate"
    >
      <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>{line}</span>
    </p>
  );
}

function lineFor(estimate: RoundEstimate, token: string): string {
  if (estimate.excludedBecause) return EXCLUDED_GIFT_SENTENCES[estimate.excludedBecause];
  const given = `${estimate.amount} ${token}`;
  if (/[1-9]/.test(estimate.addedMatch)) {
    return `Your ${given} adds about ${roundedAmount(estimate.addedMatch, token)} of matching.`;
  }
  // Nothing yet: one donor alone earns no match. Already matched: the cap, or the pool the others'
  // caps leave, is reached.
  return /[1-9]/.test(estimate.currentMatch)
    ? `Your ${given} adds no matching: this campaign already gets all that the round's pool and cap allow.`
    : `Your ${given} adds no matching yet: a campaign's match grows once two or more people give to it.`;
}
