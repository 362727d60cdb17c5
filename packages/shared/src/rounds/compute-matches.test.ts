import { describe, expect, it } from 'vitest';
import { computeMatches } from './compute-matches';
import { addressOf, giftsOf, matchesOf, roundOf } from './round-fixture';
import { RoundInputError } from './round-input-error';

// Worked examples. Each pair's term is √(cᵢcⱼ) × M / (M + Pᵢⱼ), with Pᵢⱼ the pair's √(cᵢcⱼ) summed
// over every campaign both fund; the numbers are chosen so that every term is a whole or a
// short decimal number and can be checked by hand.
const E18 = 10n ** 18n;

describe('computeMatches: worked examples', () => {
  // The two-donor case, which the tests after it vary. M = 6. Campaign 1: 4 and 9 → √36 = 6, term
  // 6·6/(6+6) = 3. Campaign 2: 1 and 16 → √16 = 4, term 4·6/(6+4) = 2.4 — though it raised 17, not 13.
  const [giftA, ...twoDonorRest] = [
    [1, 'A', 4n],
    [1, 'B', 9n],
    [2, 'C', 1n],
    [2, 'D', 16n],
  ] as const;
  const twoDonorTerms = { pool: 900n, pairwiseThreshold: 6n };

  it('two donors: the match follows √(c₁c₂), not the amount raised', () => {
    const output = computeMatches(roundOf([giftA, ...twoDonorRest], twoDonorTerms));
    expect(output.campaigns.map((campaign) => campaign.score)).toEqual([3n * E18, (24n * E18) / 10n]);
    // 900 shared 3 : 2.4 = 5 : 4.
    expect(matchesOf(output)).toEqual({ 1: 500n, 2: 400n });
    expect(output.campaigns.map((campaign) => [campaign.donors, campaign.counted])).toEqual([
      [2, 13n],
      [2, 17n],
    ]);
    expect([output.matched, output.unallocated]).toEqual([900n, 0n]);
  });

  it('a whale with one friend gets less than five donors of 1', () => {
    // M = 10. Campaign 1: 100 and 1 → √100 = 10, term 10·10/20 = 5 (it raised 101).
    // Campaign 2: five donors of 1 → 10 pairs of √1 = 1, each 1·10/11: score 100/11 ≈ 9.0909.
    const output = computeMatches(
      roundOf(
        [
          [1, 'whale', 100n],
          [1, 'friend', 1n],
          ...['a', 'b', 'c', 'd', 'e'].map((donor) => [2, donor, 1n] as const),
        ],
        { pool: 1_550n, pairwiseThreshold: 10n },
      ),
    );
    // 1550 × 5 / (5 + 100/11) = 550, and 1000 for the five; each pair's term is rounded down at
    // 10^-18, so campaign 2's share is 999.99… → 999, and the unit left over goes to the largest.
    expect(matchesOf(output)).toEqual({ 1: 550n, 2: 1_000n });
  });

  describe('the cap', () => {
    // M = 12. Campaign 1: 144 and 9 → √1296 = 36, term 36·12/48 = 9. Campaign 2: 36 and 4 →
    // √144 = 12, 12·12/24 = 6. Campaign 3: 16 and 1 → 4·12/16 = 3. Uncapped, 1800 shares
    // 900 / 600 / 300.
    const gifts = [
      [1, 'A', 144n],
      [1, 'B', 9n],
      [2, 'C', 36n],
      [2, 'D', 4n],
      [3, 'E', 16n],
      [3, 'F', 1n],
    ] as const;
    const withCap = (matchingCapBps: number | null) =>
      computeMatches(roundOf(gifts, { pool: 1_800n, pairwiseThreshold: 12n, matchingCapBps }));

    it('shares a capped campaign’s surplus among the others by their scores', () => {
      // Cap 45% = 810: campaign 1 is clipped from 900 to 810; the other 990 go 2 : 1.
      const output = withCap(4_500);
      expect(matchesOf(output)).toEqual({ 1: 810n, 2: 660n, 3: 330n });
      expect(output.campaigns.map((campaign) => campaign.capped)).toEqual([true, false, false]);
      expect([output.capPerCampaign, output.matched, output.unallocated]).toEqual([810n, 1_800n, 0n]);
      expect(matchesOf(withCap(null))).toEqual({ 1: 900n, 2: 600n, 3: 300n });
    });

    it('repeats until no share passes the cap', () => {
      // Cap 38% = 684: campaign 1 is clipped; the other 1116 go 744 / 372, so campaign 2 is clipped
      // too, and campaign 3 gets the remaining 432.
      const output = withCap(3_800);
      expect(matchesOf(output)).toEqual({ 1: 684n, 2: 684n, 3: 432n });
      expect(output.campaigns.map((campaign) => campaign.capped)).toEqual([true, true, false]);
    });

    it('leaves unallocated what the caps do not let out', () => {
      // Cap 30% = 540 for each of three campaigns: 1620 of 1800.
      const output = withCap(3_000);
      expect(matchesOf(output)).toEqual({ 1: 540n, 2: 540n, 3: 540n });
      expect([output.matched, output.unallocated]).toEqual([1_620n, 180n]);
    });
  });

  it('damps a pair of donors who fund many campaigns together', () => {
    // M = 25. X and Y give 25 each to campaigns 1–4: √625 = 25 in each, so their overlap is 100
    // and each campaign's term is 25·25/(25+100) = 5. An honest pair gives 25 each to campaign 5
    // only: 25·25/(25+25) = 12.5. Plain quadratic funding would score all five alike.
    const colluders = [1, 2, 3, 4].flatMap((campaignId) => [
      [campaignId, 'X', 25n] as const,
      [campaignId, 'Y', 25n] as const,
    ]);
    const output = computeMatches(
      roundOf([...colluders, [5, 'P', 25n], [5, 'Q', 25n]], { pool: 325n, pairwiseThreshold: 25n }),
    );
    expect(output.campaigns.map((campaign) => campaign.score)).toEqual([
      5n * E18,
      5n * E18,
      5n * E18,
      5n * E18,
      (125n * E18) / 10n,
    ]);
    // 325 shared 5 : 5 : 5 : 5 : 12.5.
    expect(matchesOf(output)).toEqual({ 1: 50n, 2: 50n, 3: 50n, 4: 50n, 5: 125n });
  });

  it('counts a donor once per campaign, however many gifts they split', () => {
    // A's 4 in two gifts.
    const split = computeMatches(roundOf([[1, 'A', 1n], [1, 'A', 3n], ...twoDonorRest], twoDonorTerms));
    expect(matchesOf(split)).toEqual({ 1: 500n, 2: 400n });
    expect(split.campaigns[0]).toMatchObject({ donors: 2, counted: 13n });
  });

  it('weighs a donor as if they had given their weight’s share of their gifts', () => {
    // A gives 16 at a weight of 25%: counted as 4, so campaign 1 scores as in the two-donor case.
    const output = computeMatches(
      roundOf([[1, 'A', 16n], ...twoDonorRest], {
        ...twoDonorTerms,
        donorWeights: [{ donor: addressOf('A'), weightBps: 2_500 }],
      }),
    );
    expect(output.campaigns[0]!.score).toBe(3n * E18);
    expect(matchesOf(output)).toEqual({ 1: 500n, 2: 400n });
  });
});

describe('computeMatches: gifts that do not count', () => {
  // Campaign 1 is run by `owner1`, campaign 2 by `owner2`, campaign 3 was taken out of the round.
  const rows = [
    [1, 'A', 5n],
    [1, 'B', 5n],
    [1, 'owner1', 50n], // the campaign's own creator
    [1, 'owner2', 50n], // another campaign's creator: a gift between recipients
    [1, 'banned', 50n], // excluded by a moderator
    [1, 'bot', 50n], // weight 0
    [1, 'small', 2n], // 2 + 2 < 5
    [1, 'small', 2n],
    [1, 'split', 3n], // 3 + 2 ≥ 5: counts
    [1, 'split', 2n],
    [2, 'A', 5n],
    [2, 'B', 5n],
    [3, 'A', 5n],
    [3, 'B', 5n],
  ] as const;
  const input = roundOf(rows, {
    minimumGift: 5n,
    campaigns: [
      { campaignId: 1, ownAddresses: [addressOf('owner1')], excluded: null },
      { campaignId: 2, ownAddresses: [addressOf('owner2')], excluded: null },
      { campaignId: 3, ownAddresses: [], excluded: 'Asked its donors to give in exchange for rewards' },
    ],
    excludedDonors: [{ donor: addressOf('banned'), reason: 'Sybil ring' }],
    donorWeights: [{ donor: addressOf('bot'), weightBps: 0 }],
  });
  const output = computeMatches(input);
  const txOf = (index: number) => input.gifts[index]!.txHash;

  it('reports every excluded gift with its reason', () => {
    expect(output.excludedGifts.map((gift) => [gift.txHash, gift.reason])).toEqual([
      [txOf(2), 'self_gift'],
      [txOf(3), 'recipient_gift'],
      [txOf(4), 'excluded_by_moderator'],
      [txOf(5), 'weight_zero'],
      [txOf(6), 'below_minimum'],
      [txOf(7), 'below_minimum'],
      [txOf(12), 'campaign_excluded'],
      [txOf(13), 'campaign_excluded'],
    ]);
  });

  it('counts only the rest', () => {
    expect(
      output.campaigns.map(({ campaignId, donors, counted, excluded }) => [
        campaignId,
        donors,
        counted,
        excluded,
      ]),
    ).toEqual([
      [1, 3, 15n, false],
      [2, 2, 10n, false],
      [3, 0, 0n, true],
    ]);
    expect(output.campaigns[2]!.match).toBe(0n);
    expect(output.matched).toBe(1_000n);
  });

  it('leaves the whole pool unallocated when no campaign has two donors who count', () => {
    const lonely = computeMatches(
      roundOf(
        [
          [1, 'A', 5n],
          [2, 'B', 5n],
        ],
        { pool: 70n },
      ),
    );
    expect(matchesOf(lonely)).toEqual({ 1: 0n, 2: 0n });
    expect([lonely.matched, lonely.unallocated]).toEqual([0n, 70n]);
  });
});

describe('computeMatches: input it refuses', () => {
  const base = roundOf([
    [1, 'A', 5n],
    [1, 'B', 5n],
  ]);

  it('refuses a gift to a campaign outside the round', () => {
    const gifts = [...base.gifts, ...giftsOf([[9, 'C', 5n]], 10)];
    expect(() => computeMatches({ ...base, gifts })).toThrow(RoundInputError);
  });

  it('refuses a gift on another chain', () => {
    const gifts = [{ ...base.gifts[0]!, chainId: 1 }, base.gifts[1]!];
    expect(() => computeMatches({ ...base, gifts })).toThrow(/on chain 1/);
  });

  it('refuses a gift listed twice', () => {
    const gifts = [...base.gifts, { ...base.gifts[0]! }];
    expect(() => computeMatches({ ...base, gifts })).toThrow(/listed twice/);
  });
});
