import { allocatePool } from './allocate-pool';
import { countGifts } from './count-gifts';
import { pairwiseScores } from './pairwise-scores';
import { compareGifts, type RoundInput, type RoundOutput } from './round-file';

/** Names the formula, the integer arithmetic and the rounding rules below. Any change that can
 *  change one unit of one result gets a new version: a published round names the version that
 *  computed it, and recomputing it with another says so instead of claiming a match. */
export const MATCH_ENGINE_VERSION = 'crowdvault-match/1';

/**
 * A matching round's result (issue 44, decision 134): which gifts count, each campaign's
 * pairwise-bounded quadratic-funding score, and the pool shared in proportion to the scores with
 * the per-campaign cap. Pure and deterministic — no clock, no floats, no dependence on the order
 * of the input's lists — so the server's live estimates, the published result and anyone's
 * recomputation agree to the unit.
 */
export function computeMatches(input: RoundInput): RoundOutput {
  const { campaigns, excludedGifts } = countGifts(input);
  const scores = pairwiseScores(campaigns, input.pairwiseThreshold);
  const cap = input.matchingCapBps === null ? null : (input.pool * BigInt(input.matchingCapBps)) / 10_000n;
  const allocation = allocatePool(scores, input.pool, cap);
  const matched = input.pool - allocation.unallocated;

  return {
    roundId: input.roundId,
    pool: input.pool,
    matched,
    unallocated: allocation.unallocated,
    capPerCampaign: cap,
    campaigns: campaigns.map((campaign) => ({
      campaignId: campaign.campaignId,
      donors: campaign.donors.length,
      counted: campaign.donors.reduce((sum, donor) => sum + donor.amount, 0n),
      score: scores.get(campaign.campaignId)!,
      match: allocation.matches.get(campaign.campaignId)!,
      capped: allocation.capped.has(campaign.campaignId),
      excluded: campaign.excluded,
    })),
    excludedGifts: excludedGifts.sort(compareGifts),
  };
}
