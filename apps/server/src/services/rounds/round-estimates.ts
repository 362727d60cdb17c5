import { ROUND_MESSAGES, type RoundEstimate, type RoundEstimateQuery } from '@crowdvault/shared/api/rounds';
import { computeMatches } from '@crowdvault/shared/rounds/compute-matches';
import type { RoundGift, RoundInput, RoundOutput } from '@crowdvault/shared/rounds/round-file';
import { zeroAddress } from 'viem';
import { AppError } from '../../errors';
import { loadRoundInput } from './round-input';
import { nowOf, type RoundDeps, requireRound, tokensOf, unitsOf } from './round-settings';

/** The would-be gift's place: no transaction has this hash, so it never meets a recorded gift. */
const WOULD_BE_TX = `0x${'f'.repeat(64)}`;

/** The live result: the engine over the gifts so far, the same code that will compute the
 *  published result, so an estimate only ever differs from it by the gifts still to come. */
export function estimateOf(input: RoundInput): RoundOutput | null {
  return input.campaigns.length === 0 ? null : computeMatches(input);
}

/**
 * `GET /api/rounds/:id/estimate`: what `amount` more to one campaign would add to its match, by
 * the engine over the gifts so far with and without it. The donor's earlier gifts count with it
 * (a donor counts once per campaign, by their sum); without a donor it is a new donor's gift, from
 * an address no gift ever comes from. A gift that would not count says why (the donor's own
 * campaign, a sum below the minimum…) and adds nothing.
 */
export async function estimateGift(
  deps: RoundDeps,
  roundId: number | null,
  query: RoundEstimateQuery,
): Promise<RoundEstimate> {
  const round = await requireRound(deps.db, roundId);
  if (round.status !== 'open' || nowOf(deps) >= round.donationsCloseAt) {
    throw new AppError('CONFLICT', ROUND_MESSAGES.estimateClosed);
  }
  const amount = unitsOf('amount', query.amount, round.tokenDecimals);
  const donor = (query.donor ?? zeroAddress).toLowerCase();
  const input = await loadRoundInput(deps.db, round, [donor]);
  if (!input.campaigns.some((campaign) => campaign.campaignId === query.campaignId)) {
    throw new AppError('NOT_FOUND', ROUND_MESSAGES.notAccepted);
  }
  const gift: RoundGift = {
    chainId: round.chainId,
    txHash: WOULD_BE_TX,
    logIndex: 0,
    campaignId: query.campaignId,
    donor,
    amount,
  };
  const before = computeMatches(input);
  const after = computeMatches({ ...input, gifts: [...input.gifts, gift] });
  const matchIn = (output: RoundOutput) =>
    output.campaigns.find((campaign) => campaign.campaignId === query.campaignId)!.match;
  const current = matchIn(before);
  const withGift = matchIn(after);
  const excluded = after.excludedGifts.find(
    (entry) => entry.txHash === WOULD_BE_TX && entry.campaignId === query.campaignId,
  );
  return {
    campaignId: query.campaignId,
    amount: tokensOf(round, gift.amount),
    currentMatch: tokensOf(round, current),
    matchWithGift: tokensOf(round, withGift),
    // A gift never lowers its campaign's match (decision 134's monotonicity, tested on random
    // rounds); the floor keeps the field a plain amount should that ever break.
    addedMatch: tokensOf(round, withGift > current ? withGift - current : 0n),
    excludedBecause: excluded?.reason ?? null,
  };
}
