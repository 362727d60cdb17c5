import type { CampaignRound, RoundEstimate } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSession } from '@/lib/auth/use-session';
import { ErrorSentence } from '@/lib/http/error-text';
import { type Format, useFormat } from '@/lib/i18n/format';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRoundEstimate } from './api/get-round-estimate';
import { EXCLUDED_GIFT_SENTENCES, PHASE_LABELS, roundedAmount } from './lib/round-text';

// The campaign page's round parts: loaded only for a campaign that is in a round
// (app/pages/campaign-detail-page.tsx), so a campaign in none does not carry them.

/** How long the amount must rest before the estimate is asked for: not one request per key. */
const TYPING_PAUSE_MS = 300;

/** One line on where the campaign stands in the round. */
function roundStanding(round: CampaignRound, t: Translate, format: Format): string {
  const token = round.token.symbol;
  const amount = roundedAmount(format, round.match, token);
  if (round.excluded) return t('Excluded: {reason}', { reason: round.excluded });
  switch (round.phase) {
    case 'upcoming':
    case 'applications':
      return t('Gifts in {token} count from {moment}', {
        token,
        moment: formatUtcMoment(round.donationsOpenAt),
      });
    case 'donations':
      if (round.donors === 0)
        return t('Gifts in {token} are matched until {moment}', {
          token,
          moment: formatUtcMoment(round.donationsCloseAt),
        });
      return t('Estimated match {amount} from {donors, plural, one {# donor} other {# donors}} so far', {
        amount,
        donors: round.donors,
      });
    case 'counting':
      return t('Estimated match {amount}, being counted', { amount });
    default:
      if (round.payout?.state === 'paid') return t('Match {amount}, paid into the vault', { amount });
      return round.phase === 'challenge'
        ? t('Match {amount}, open to challenge', { amount })
        : t('Match {amount}', { amount });
  }
}

/** The campaign's matching rounds, each a link to the round's page with where it stands. */
export function CampaignRoundBadges({ rounds }: { rounds: CampaignRound[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-2" aria-label={t('Matching rounds')}>
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
                {t('In matching round {name}', { name: round.name })}
                <span className="font-normal text-muted-foreground"> · {t(PHASE_LABELS[round.phase])}</span>
              </span>
              <span className="text-muted-foreground tabular-nums">{roundStanding(round, t, format)}</span>
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
  const t = useT();
  const format = useFormat();
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
    line = t('Gifts in {token} on {network} are matched by {round}.', {
      token,
      network: round.chainName,
      round: round.name,
    });
  } else if (gift === null) {
    line = t('Gifts in {token} are matched by {round}: type an amount to see how much yours adds.', {
      token,
      round: round.name,
    });
  } else if (estimate.isError) {
    line = <ErrorSentence error={estimate.error} />;
  } else if (estimate.data) {
    // The last answer, with its own amount, until the next one arrives: no flicker while typing.
    line = lineFor(estimate.data, token, t, format);
  } else {
    line = t('Working out the match…');
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

function lineFor(estimate: RoundEstimate, token: string, t: Translate, format: Format): string {
  if (estimate.excludedBecause) return t(EXCLUDED_GIFT_SENTENCES[estimate.excludedBecause]);
  // The amount as the donor typed it ("5 USDC", "5.5 USDC"), in the reader's digits.
  const given = format.amount(estimate.amount, token, estimate.amount.split('.')[1]?.length ?? 0);
  if (/[1-9]/.test(estimate.addedMatch)) {
    return t('Your {given} adds about {amount} of matching.', {
      given,
      amount: roundedAmount(format, estimate.addedMatch, token),
    });
  }
  // Nothing yet: one donor alone earns no match. Already matched: the cap, or the pool the others'
  // caps leave, is reached.
  return /[1-9]/.test(estimate.currentMatch)
    ? t(
        "Your {given} adds no matching: this campaign already gets all that the round's pool and cap allow.",
        {
          given,
        },
      )
    : t("Your {given} adds no matching yet: a campaign's match grows once two or more people give to it.", {
        given,
      });
}
