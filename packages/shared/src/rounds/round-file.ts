import { z } from 'zod';
import { address, txHash, uint } from '../api/fields';
import { canonicalJson } from './canonical-json';

/** The published form of a matching round (issue 44, decision 134): the frozen input, the engine
 *  version that computed it and the output, as one canonical JSON file. Amounts are integers of
 *  the token's smallest unit written as decimal strings; the schemas parse them to bigints. */

const amount = uint.transform((value) => BigInt(value));
const basisPoints = z.number().int().min(0).max(10_000);
const campaignId = z.number().int().positive();
const reasonText = z.string().trim().min(1).max(500);

/** Why a gift does not count, shown on the round's challenge page beside the gift. */
export const EXCLUSION_REASONS = [
  'campaign_excluded',
  'excluded_by_moderator',
  'self_gift',
  'recipient_gift',
  'weight_zero',
  'below_minimum',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export const roundGiftSchema = z.object({
  chainId: z.number().int().positive(),
  txHash,
  logIndex: z.number().int().min(0),
  campaignId,
  donor: address,
  amount,
});
export type RoundGift = z.output<typeof roundGiftSchema>;

export const roundInputSchema = z.object({
  roundId: z.string().min(1).max(100),
  chainId: z.number().int().positive(),
  token: address,
  /** The pool the matches share: the pool contract's balance at close, or an admin's figure for a
   *  round without one (`poolSource`). */
  pool: amount,
  /** Where `pool` comes from (decision 136): `chain` — the token's `balanceOf(poolAddress)` at
   *  block `poolBlock`, the last block before the donation window's end, which anyone can read
   *  again —, or `admin`. Absent in files published before the pool contract. */
  poolSource: z.enum(['admin', 'chain']).optional(),
  poolAddress: address.optional(),
  poolBlock: amount.optional(),
  /** A donor's gifts to one campaign count only if together they reach this. */
  minimumGift: amount,
  /** The most one campaign may receive, as a share of the pool; null for no cap. */
  matchingCapBps: z.number().int().min(1).max(10_000).nullable(),
  /** The pairwise threshold M of Gitcoin's CLR, in the token's smallest unit: a pair of donors
   *  whose √(cᵢcⱼ) summed over every campaign they both fund is well below M counts almost
   *  fully, one well above M is damped towards M. */
  pairwiseThreshold: amount.refine((value) => value > 0n, 'The pairwise threshold must be positive'),
  /** A donor's weight when `donorWeights` does not name them. */
  defaultWeightBps: basisPoints,
  campaigns: z
    .array(
      z.object({
        campaignId,
        /** The creator's and vault owners' addresses: their gifts to this campaign are self-gifts,
         *  and to another campaign of the round gifts between recipients. */
        ownAddresses: z.array(address),
        /** A moderator's reason for taking the campaign out of the round, or null. */
        excluded: reasonText.nullable(),
      }),
    )
    .min(1),
  excludedDonors: z.array(z.object({ donor: address, reason: reasonText })),
  /** Identity weighting (weak, decision 134): 10 000 counts a donor fully, 0 not at all. */
  donorWeights: z.array(z.object({ donor: address, weightBps: basisPoints })),
  gifts: z.array(roundGiftSchema),
});
export type RoundInput = z.output<typeof roundInputSchema>;

export const roundCampaignResultSchema = z.object({
  campaignId,
  /** Donors whose gifts counted (each once, however many gifts they made). */
  donors: z.number().int().min(0),
  /** The sum of the gifts that counted, before weights. */
  counted: amount,
  /** The pairwise-bounded quadratic sum, in the token's unit × 10^18. */
  score: amount,
  match: amount,
  capped: z.boolean(),
  excluded: z.boolean(),
});
export type RoundCampaignResult = z.output<typeof roundCampaignResultSchema>;

export const excludedGiftSchema = roundGiftSchema.extend({ reason: z.enum(EXCLUSION_REASONS) });
export type ExcludedGift = z.output<typeof excludedGiftSchema>;

export const roundOutputSchema = z.object({
  roundId: z.string(),
  pool: amount,
  /** Σ match; equals the pool unless caps or an empty round leave some of it. */
  matched: amount,
  /** What the caps (or a round where nobody has a pair of donors) leave in the pool. */
  unallocated: amount,
  capPerCampaign: amount.nullable(),
  campaigns: z.array(roundCampaignResultSchema),
  excludedGifts: z.array(excludedGiftSchema),
});
export type RoundOutput = z.output<typeof roundOutputSchema>;

export const roundFileSchema = z.object({
  engineVersion: z.string().min(1),
  input: roundInputSchema,
  output: roundOutputSchema,
});
export type RoundFile = z.output<typeof roundFileSchema>;

/** The published order of gifts: by chain, transaction, log index. */
export function compareGifts(a: RoundGift, b: RoundGift): number {
  return (
    a.chainId - b.chainId ||
    compareText(a.txHash.toLowerCase(), b.txHash.toLowerCase()) ||
    a.logIndex - b.logIndex
  );
}

const byDonor = (a: { donor: string }, b: { donor: string }): number =>
  compareText(a.donor.toLowerCase(), b.donor.toLowerCase());

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function giftToJson(gift: RoundGift) {
  return { ...gift, txHash: gift.txHash.toLowerCase(), donor: gift.donor.toLowerCase() };
}

/** The input in its published order: campaigns by id, gifts by (chain, tx, log index), donors
 *  and addresses by lowercase address. */
export function roundInputToJson(input: RoundInput) {
  return {
    ...input,
    token: input.token.toLowerCase(),
    poolAddress: input.poolAddress?.toLowerCase(),
    campaigns: [...input.campaigns]
      .sort((a, b) => a.campaignId - b.campaignId)
      .map((campaign) => ({
        ...campaign,
        ownAddresses: campaign.ownAddresses.map((owner) => owner.toLowerCase()).sort(compareText),
      })),
    excludedDonors: [...input.excludedDonors]
      .sort(byDonor)
      .map((entry) => ({ ...entry, donor: entry.donor.toLowerCase() })),
    donorWeights: [...input.donorWeights]
      .sort(byDonor)
      .map((entry) => ({ ...entry, donor: entry.donor.toLowerCase() })),
    gifts: [...input.gifts].sort(compareGifts).map(giftToJson),
  };
}

/** The output in its published order: campaigns by id, excluded gifts by (chain, tx, log index). */
export function roundOutputToJson(output: RoundOutput) {
  return {
    ...output,
    campaigns: [...output.campaigns].sort((a, b) => a.campaignId - b.campaignId),
    excludedGifts: [...output.excludedGifts].sort(compareGifts).map(giftToJson),
  };
}

/** The bytes of a published round file. */
export function serializeRoundFile(file: RoundFile): string {
  return canonicalJson({
    engineVersion: file.engineVersion,
    input: roundInputToJson(file.input),
    output: roundOutputToJson(file.output),
  });
}

/** The bytes of a round's output alone: what `npm run round:recompute` prints. */
export function serializeRoundOutput(output: RoundOutput): string {
  return canonicalJson(roundOutputToJson(output));
}
