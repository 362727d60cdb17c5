import { describe, expect, it } from 'vitest';
import { computeMatches } from './compute-matches';
import type { RoundInput, RoundOutput } from './round-file';
import { addressOf, type GiftRow, giftsOf, matchesOf, roundOf } from './round-fixture';

// Properties over random rounds. The rounds come from a small seeded generator (mulberry32), so a
// failure names its seed and reruns the same way; no dependency needed.
const ROUNDS = 150;

function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    chance: (probability: number): boolean => next() < probability,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!,
    /** An amount of 1 to 10^digits units, spread over the orders of magnitude. */
    amount: (digits: number): bigint => {
      const length = int(1, digits);
      let text = String(int(1, 9));
      for (let i = 1; i < length; i++) text += String(int(0, 9));
      return BigInt(text);
    },
  };
}

type Random = ReturnType<typeof randomSource>;

/** A round of 2–8 campaigns and up to 30 donors; amounts from 1 unit to 10^24 (an 18-decimal
 *  token's millions), sometimes a cap, a minimum, owners who give, moderated and weighted donors. */
function randomRound(random: Random): RoundInput {
  const campaignCount = random.int(2, 8);
  const donors = Array.from({ length: random.int(2, 30) }, (_, i) => `d${i}`);
  const digits = random.pick([3, 8, 24]);
  const rows: GiftRow[] = Array.from({ length: random.int(1, 80) }, () => [
    random.int(1, campaignCount),
    random.pick(donors),
    random.amount(digits),
  ]);
  const input = roundOf(rows);
  const campaignIds = Array.from({ length: campaignCount }, (_, i) => i + 1);
  return {
    ...input,
    pool: random.amount(digits + 2),
    minimumGift: random.chance(0.5) ? 0n : random.amount(Math.max(1, digits - 2)),
    matchingCapBps: random.chance(0.5) ? null : random.int(500, 10_000),
    pairwiseThreshold: random.amount(digits),
    campaigns: campaignIds.map((campaignId) => ({
      campaignId,
      ownAddresses: random.chance(0.2) ? [addressOf(random.pick(donors))] : [],
      excluded: random.chance(0.1) ? 'excluded in a test' : null,
    })),
    excludedDonors: random.chance(0.3) ? [{ donor: addressOf(random.pick(donors)), reason: 'test' }] : [],
    donorWeights: [...new Set(donors.filter(() => random.chance(0.2)))].map((donor) => ({
      donor: addressOf(donor),
      weightBps: random.pick([0, 1, 2_500, 5_000, 9_999]),
    })),
  };
}

function eachRound(check: (input: RoundInput, random: Random, seed: number) => void): void {
  for (let seed = 1; seed <= ROUNDS; seed++) {
    const random = randomSource(seed);
    check(randomRound(random), random, seed);
  }
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** What a campaign's page shows of the result: its figures, without the list of excluded gifts. */
const figuresOf = (output: RoundOutput) => ({ ...output, excludedGifts: undefined });

describe('computeMatches: properties over random rounds', () => {
  it('shares exactly the pool, or all the caps let out, and never a negative amount', () => {
    eachRound((input, _random, seed) => {
      const output = computeMatches(input);
      const sum = output.campaigns.reduce((total, campaign) => total + campaign.match, 0n);
      expect(sum, `seed ${seed}`).toBe(output.matched);
      expect(output.matched + output.unallocated, `seed ${seed}`).toBe(input.pool);
      for (const campaign of output.campaigns) expect(campaign.match >= 0n, `seed ${seed}`).toBe(true);
      if (output.unallocated > 0n) {
        // Only when every campaign with a score is at its cap (or none has a score).
        const scored = output.campaigns.filter((campaign) => campaign.score > 0n);
        for (const campaign of scored) expect(campaign.match, `seed ${seed}`).toBe(output.capPerCampaign);
      }
    });
  });

  it('never gives a campaign more than the cap', () => {
    eachRound((input, _random, seed) => {
      const output = computeMatches(input);
      if (output.capPerCampaign === null) return;
      for (const campaign of output.campaigns) {
        expect(campaign.match <= output.capPerCampaign, `seed ${seed}`).toBe(true);
      }
    });
  });

  it('never lowers a campaign’s match when a new donor gives to it, nor when they give more', () => {
    eachRound((input, random, seed) => {
      const open = input.campaigns.filter((campaign) => campaign.excluded === null);
      if (open.length === 0) return;
      const { campaignId } = random.pick(open);
      const before = computeMatches(input).campaigns.find((c) => c.campaignId === campaignId)!.match;
      const small = input.minimumGift + random.amount(4);
      const large = small + random.amount(6);
      const withGift = (amount: bigint) => {
        const gift = giftsOf([[campaignId, 'newcomer', amount]], 1_000)[0]!;
        const output = computeMatches({ ...input, gifts: [...input.gifts, gift] });
        return output.campaigns.find((c) => c.campaignId === campaignId)!.match;
      };
      const afterSmall = withGift(small);
      expect(afterSmall >= before, `seed ${seed}: ${before} → ${afterSmall}`).toBe(true);
      const afterLarge = withGift(large);
      expect(afterLarge >= afterSmall, `seed ${seed}: ${afterSmall} → ${afterLarge}`).toBe(true);
    });
  });

  it('gives the same result when a donor splits a gift in two', () => {
    eachRound((input, random, seed) => {
      const index = random.int(0, input.gifts.length - 1);
      const gift = input.gifts[index]!;
      const first = (gift.amount * BigInt(random.int(0, 1_000))) / 1_000n;
      const [part1, part2] = giftsOf(
        [
          [gift.campaignId, 'unused', first],
          [gift.campaignId, 'unused', gift.amount - first],
        ],
        2_000,
      ).map((part) => ({ ...part, donor: gift.donor }));
      const gifts = [...input.gifts.slice(0, index), part1!, part2!, ...input.gifts.slice(index + 1)];
      expect(figuresOf(computeMatches({ ...input, gifts })), `seed ${seed}`).toEqual(
        figuresOf(computeMatches(input)),
      );
    });
  });

  it('does not depend on the order of the input’s lists', () => {
    eachRound((input, random, seed) => {
      const reordered: RoundInput = {
        ...input,
        campaigns: shuffled(input.campaigns, random),
        gifts: shuffled(input.gifts, random),
        donorWeights: shuffled(input.donorWeights, random),
      };
      expect(computeMatches(reordered), `seed ${seed}`).toEqual(computeMatches(input));
    });
  });

  it('computes a round of 20 campaigns, 2,000 gifts and 500 donors', () => {
    const random = randomSource(2026);
    const donors = Array.from({ length: 500 }, (_, i) => `d${i}`);
    const rows: GiftRow[] = Array.from({ length: 2_000 }, () => [
      random.int(1, 20),
      random.pick(donors),
      random.amount(9),
    ]);
    const output = computeMatches(roundOf(rows, { pool: 50_000_000_000n, matchingCapBps: 1_000 }));
    expect(Object.keys(matchesOf(output))).toHaveLength(20);
    expect(output.matched + output.unallocated).toBe(50_000_000_000n);
  });
});
