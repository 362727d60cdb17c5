export interface Allocation {
  /** Keyed by campaign id; every campaign given, 0 for those without a score. */
  matches: Map<number, bigint>;
  /** The campaigns clipped at the cap. */
  capped: Set<number>;
  unallocated: bigint;
}

/**
 * Shares `pool` in proportion to the scores, exactly, with the iterative cap: every campaign whose
 * share would pass `cap` is clipped to it, the rest of the pool is shared again among the others
 * in proportion to their scores, and so on until no share passes the cap. (Clipping all that pass
 * at once gives the same result as one at a time: sharing a surplus only raises the others.)
 *
 * Shares are rounded down; the units left over (fewer than the number of campaigns sharing) go to
 * the largest share, ties to the lowest campaign id, and on to the next largest only if the cap
 * stops it. The matches then sum to the pool exactly, unless every campaign with a score is
 * capped (or none has a score): what is left is `unallocated`, to return to the sponsor.
 */
export function allocatePool(
  scores: ReadonlyMap<number, bigint>,
  pool: bigint,
  cap: bigint | null,
): Allocation {
  const matches = new Map<number, bigint>();
  for (const campaignId of scores.keys()) matches.set(campaignId, 0n);
  const capped = new Set<number>();
  let sharing = [...scores].filter(([, score]) => score > 0n).sort(([a], [b]) => a - b);
  let remaining = pool;

  for (;;) {
    if (sharing.length === 0) return { matches, capped, unallocated: remaining };
    const total = sharing.reduce((sum, [, score]) => sum + score, 0n);
    // remaining × score / total > cap, kept in integers.
    const over = cap === null ? [] : sharing.filter(([, score]) => remaining * score > cap * total);
    if (over.length === 0) break;
    for (const [campaignId] of over) {
      matches.set(campaignId, cap!);
      capped.add(campaignId);
      remaining -= cap!;
    }
    sharing = sharing.filter(([campaignId]) => !capped.has(campaignId));
  }

  const total = sharing.reduce((sum, [, score]) => sum + score, 0n);
  let dust = remaining;
  for (const [campaignId, score] of sharing) {
    const share = (remaining * score) / total;
    matches.set(campaignId, share);
    dust -= share;
  }
  const largestFirst = sharing
    .map(([campaignId]) => ({ campaignId, match: matches.get(campaignId)! }))
    .sort((a, b) => (a.match === b.match ? a.campaignId - b.campaignId : a.match > b.match ? -1 : 1));
  for (const { campaignId, match } of largestFirst) {
    if (dust === 0n) break;
    // Every share is at most the cap and they sum to `remaining`, so there is room for the dust.
    const room = cap === null ? dust : cap - match;
    const given = dust < room ? dust : room;
    matches.set(campaignId, match + given);
    dust -= given;
  }
  return { matches, capped, unallocated: dust };
}
