import type { RoundGift, RoundInput } from './round-file';

/** Builders for the engine's tests: rounds written as [campaign, donor, amount] gifts. */

export const CHAIN_ID = 31337;

/** A distinct address per name, stable across runs. */
export function addressOf(name: string): string {
  let hex = '';
  for (const char of name) hex += char.charCodeAt(0).toString(16).padStart(4, '0');
  return `0x${hex.padStart(40, '0').slice(-40)}`;
}

export type GiftRow = readonly [campaignId: number, donor: string, amount: bigint];

export function giftsOf(rows: readonly GiftRow[], firstTx = 0): RoundGift[] {
  return rows.map(([campaignId, donor, amount], index) => ({
    chainId: CHAIN_ID,
    txHash: `0x${(firstTx + index + 1).toString(16).padStart(64, '0')}`,
    logIndex: 0,
    campaignId,
    donor: addressOf(donor),
    amount,
  }));
}

/** A round over the campaigns the gifts name (or `campaigns`), no cap, no minimum, everyone
 *  weighted fully, unless `overrides` says otherwise. */
export function roundOf(rows: readonly GiftRow[], overrides: Partial<RoundInput> = {}): RoundInput {
  const campaignIds = [...new Set(rows.map(([campaignId]) => campaignId))].sort((a, b) => a - b);
  return {
    roundId: 'test-round',
    chainId: CHAIN_ID,
    token: addressOf('token'),
    pool: 1_000n,
    minimumGift: 0n,
    matchingCapBps: null,
    pairwiseThreshold: 25n,
    defaultWeightBps: 10_000,
    campaigns: campaignIds.map((campaignId) => ({ campaignId, ownAddresses: [], excluded: null })),
    excludedDonors: [],
    donorWeights: [],
    gifts: giftsOf(rows),
    ...overrides,
  };
}

/** Each campaign's match, keyed by campaign id. */
export function matchesOf(output: { campaigns: readonly { campaignId: number; match: bigint }[] }) {
  return Object.fromEntries(output.campaigns.map((campaign) => [campaign.campaignId, campaign.match]));
}
