import type { CountedCampaign } from './count-gifts';
import { integerSqrt } from './integer-sqrt';

/** Fixed-point scale of a score: scores are the token's unit × 10^18. */
export const SCORE_SCALE = 10n ** 18n;
// √(amount × weight/10 000) × SCALE = √(amount × weightBps × SCALE² / 10 000), and SCALE² / 10 000
// is a whole number, so the weight enters the root without a rounding of its own.
const WEIGHTED_ROOT_FACTOR = (SCORE_SCALE * SCORE_SCALE) / 10_000n;

/**
 * Each campaign's pairwise-bounded quadratic-funding score (Gitcoin's CLR), in the token's unit ×
 * 10^18, keyed by campaign id. Ported from Gitcoin Grants' `calculate_clr` (gitcoinco/web,
 * app/grants/clr.py, 2021; after Vitalik Buterin's "Pairwise coordination subsidies",
 * https://ethresear.ch/t/pairwise-coordination-subsidies-a-new-quadratic-funding-design/5553):
 *
 *   score(p) = Σ over pairs i < j of donors to p of  √(cᵢᵖ·cⱼᵖ) / (Pᵢⱼ / M + 1)
 *   Pᵢⱼ      = Σ over every campaign q both i and j fund of  √(cᵢᑫ·cⱼᑫ)
 *
 * with M the round's pairwise threshold (the reference's `v_threshold`; its trust bonus is 1
 * here, and a donor's weight w scales their amount instead: cᵢ = wᵢ × their summed gifts, see
 * decision 134). A pair that funds only p with √(cᵢcⱼ) ≪ M counts almost fully; a pair that funds
 * many campaigns together — the pattern of collusion — is damped everywhere it appears.
 *
 * Everything is integer arithmetic, so every machine gets the same bits: rᵢ = ⌊√cᵢ × 10^18⌋ is
 * each donor's fixed-point root in that campaign, a pair's √(cᵢcⱼ) is the exact product rᵢrⱼ
 * (scale 10^36), Pᵢⱼ sums those products exactly, and each pair's term is one floor division.
 * Campaigns taken out of the round neither score nor add to any pair's overlap.
 */
export function pairwiseScores(
  campaigns: readonly CountedCampaign[],
  threshold: bigint,
): Map<number, bigint> {
  const scores = new Map<number, bigint>();
  for (const campaign of campaigns) scores.set(campaign.campaignId, 0n);
  const counted = campaigns.filter((campaign) => !campaign.excluded);

  // Each donor's campaigns (by position in `counted`, ascending) and roots in them, so that a
  // pair's overlap Pᵢⱼ is a merge of two short lists rather than a lookup in a map of every pair.
  const donorIndex = new Map<string, number>();
  const campaignsOf: number[][] = [];
  const rootsOf: bigint[][] = [];
  const rooted = counted.map((campaign, position) =>
    campaign.donors
      .map((donor) => {
        let index = donorIndex.get(donor.donor);
        if (index === undefined) {
          index = donorIndex.size;
          donorIndex.set(donor.donor, index);
          campaignsOf.push([]);
          rootsOf.push([]);
        }
        const root = integerSqrt(donor.amount * BigInt(donor.weightBps) * WEIGHTED_ROOT_FACTOR);
        if (root > 0n) {
          campaignsOf[index]!.push(position);
          rootsOf[index]!.push(root);
        }
        return { index, root };
      })
      .filter((donor) => donor.root > 0n),
  );

  /** Pᵢⱼ, given the pair's product in the campaign at hand (often the only one they share). */
  const overlapOf = (first: number, second: number, product: bigint): bigint => {
    const campaignsA = campaignsOf[first]!;
    const campaignsB = campaignsOf[second]!;
    if (campaignsA.length === 1 || campaignsB.length === 1) return product;
    const rootsA = rootsOf[first]!;
    const rootsB = rootsOf[second]!;
    let sum = 0n;
    for (let a = 0, b = 0; a < campaignsA.length && b < campaignsB.length; ) {
      const campaignA = campaignsA[a]!;
      const campaignB = campaignsB[b]!;
      if (campaignA === campaignB) sum += rootsA[a++]! * rootsB[b++]!;
      else if (campaignA < campaignB) a++;
      else b++;
    }
    return sum;
  };

  // term = (rᵢrⱼ / 10^36) × M / (M + Pᵢⱼ / 10^36), kept at scale 10^18:
  //      = ⌊rᵢrⱼ × M × 10^18 / (M × 10^36 + Pᵢⱼ)⌋
  const numeratorFactor = threshold * SCORE_SCALE;
  const thresholdScaled = threshold * SCORE_SCALE * SCORE_SCALE;
  counted.forEach((campaign, position) => {
    const donors = rooted[position]!;
    let score = 0n;
    for (let a = 0; a < donors.length; a++) {
      const first = donors[a]!;
      for (let b = a + 1; b < donors.length; b++) {
        const second = donors[b]!;
        const product = first.root * second.root;
        const overlap = overlapOf(first.index, second.index, product);
        score += (product * numeratorFactor) / (thresholdScaled + overlap);
      }
    }
    scores.set(campaign.campaignId, score);
  });
  return scores;
}
