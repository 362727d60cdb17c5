import { describe, expect, it } from 'vitest';
import { computeMatches } from './compute-matches';
import { SCORE_SCALE } from './pairwise-scores';
import type { RoundInput } from './round-file';
import { type GiftRow, roundOf } from './round-fixture';

// The engine against Gitcoin's published CLR, `calculate_clr` and `normalise` of gitcoinco/web
// (app/grants/clr.py, 2021), two ways:
// 1. a fixed example: the contributions of `GRANT_CONTRIBUTIONS_EXAMPLE` in gitcoinco/
//    quadratic-funding (quadratic-funding/clr.py), run through gitcoinco/web's formulas in Python
//    (trust bonus 1); the Python's figures are written below as it printed them;
// 2. random rounds against an independent float port of the same formula, written here.
// The reference shares the pool in proportion only when the raw total reaches the pool (its
// "saturated" branch; below that it scales by a log factor); the engine always shares the whole
// pool in proportion, so the examples use a pool below the raw total. Caps differ on purpose
// (the reference clips once before normalising, the engine iterates) and are left out here.

const USDC = 1_000_000n;

/** Gitcoin's formula in floats: Σ_{i<j} √(cᵢcⱼ) / (Pᵢⱼ / M + 1), and each project's share of `pot`. */
function referenceClr(gifts: readonly GiftRow[], threshold: number, pot: number) {
  const byProject = new Map<number, Map<string, number>>();
  for (const [project, donor, amount] of gifts) {
    const donors = byProject.get(project) ?? new Map<string, number>();
    byProject.set(project, donors);
    donors.set(donor, (donors.get(donor) ?? 0) + Number(amount));
  }
  const pairTotals = new Map<string, number>();
  for (const donors of byProject.values()) {
    for (const [first, a] of donors) {
      for (const [second, b] of donors)
        pairTotals.set(`${first}|${second}`, (pairTotals.get(`${first}|${second}`) ?? 0) + Math.sqrt(a * b));
    }
  }
  const raw = new Map<number, number>();
  for (const [project, donors] of byProject) {
    let total = 0;
    for (const [first, a] of donors) {
      for (const [second, b] of donors) {
        if (second > first)
          total += Math.sqrt(a * b) / (pairTotals.get(`${first}|${second}`)! / threshold + 1);
      }
    }
    raw.set(project, total);
  }
  const bigTotal = [...raw.values()].reduce((sum, value) => sum + value, 0);
  return { raw, shares: new Map([...raw].map(([project, value]) => [project, (value / bigTotal) * pot])) };
}

describe('computeMatches against Gitcoin’s CLR', () => {
  it('matches the reference on its own example, to the unit', () => {
    // gitcoinco/quadratic-funding's example in dollars, here in USDC units (6 decimals); M = $25.
    const dollars: [number, string, number][] = [
      [4, '1', 10],
      [4, '2', 5],
      [4, '2', 10],
      [4, '3', 7],
      [4, '5', 5],
      [4, '4', 10],
      [4, '5', 5],
      [4, '5', 5],
      [5, '1', 10],
      [5, '1', 5],
      [5, '2', 20],
      [5, '3', 3],
      [5, '8', 2],
      [5, '9', 10],
      [5, '7', 7],
      [5, '2', 5],
    ];
    const rows = dollars.map(([project, donor, amount]): GiftRow => [project, donor, BigInt(amount) * USDC]);
    const output = computeMatches(roundOf(rows, { pool: 50n * USDC, pairwiseThreshold: 25n * USDC }));

    // Printed by the Python reference: raw CLR $71.17777171340822 and $85.41052020536694 (total
    // $156.588…, above the $50 pot), shares $22.72767996930743 and $27.272320030692565.
    const [grant4, grant5] = output.campaigns;
    const units = (score: bigint) => Number(score) / Number(SCORE_SCALE);
    expect(Math.abs(units(grant4!.score) - 71_177_771.71340822)).toBeLessThan(0.01);
    expect(Math.abs(units(grant5!.score) - 85_410_520.20536694)).toBeLessThan(0.01);
    // ⌊22 727 679.97⌋ and ⌊27 272 320.03⌋, and the unit those floors leave goes to the larger.
    expect([grant4!.match, grant5!.match]).toEqual([22_727_679n, 27_272_321n]);
  });

  it('agrees with a float port of the reference on random rounds, within a unit', () => {
    let state = 44;
    const next = (max: number): number => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((state / 2_147_483_648) * max);
    };
    for (let round = 0; round < 100; round++) {
      const donors = 2 + next(20);
      const projects = 2 + next(6);
      // Amounts up to $100 000 in USDC units: well inside a float's exact integers.
      const rows = Array.from(
        { length: 2 + next(60) },
        (): GiftRow => [1 + next(projects), `d${next(donors)}`, BigInt(1 + next(100_000_000_000))],
      );
      const threshold = 1 + next(50_000_000);
      const { raw, shares } = referenceClr(rows, threshold, 1);
      const bigTotal = [...raw.values()].reduce((sum, value) => sum + value, 0);
      if (bigTotal === 0) continue;
      // A pool below the raw total, as in the reference's saturated branch.
      const pool = BigInt(Math.floor(bigTotal / 2)) + 1n;
      const input: RoundInput = roundOf(rows, { pool, pairwiseThreshold: BigInt(threshold) });
      const output = computeMatches(input);
      const largest = [...output.campaigns].sort((a, b) =>
        b.match > a.match ? 1 : b.match < a.match ? -1 : 0,
      )[0]!;
      for (const campaign of output.campaigns) {
        const expected = shares.get(campaign.campaignId)! * Number(pool);
        // Floors leave fewer units than there are campaigns, all given to the largest.
        const tolerance = campaign === largest ? output.campaigns.length : 1;
        expect(Math.abs(Number(campaign.match) - expected), `round ${round}`).toBeLessThanOrEqual(tolerance);
      }
    }
  });
});
