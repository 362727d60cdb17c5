import { z } from 'zod';
import { FUNDING_STATES, LIMITS } from '../constants';
import { text } from '../text';
import { decimalAmount, requestChainId, txHash } from './fields';

// Not fields' address: a malformed `from` answers zod's own words, as it always has.
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** What a donor gave for a swap-gift (issue 45, decision 135): the token or native coin they spent,
 *  swapped on the chain's Uniswap into the campaign's stablecoin inside the gift. */
export const swappedInputSchema = z
  .object({
    token: z.object({
      symbol: z.string(),
      address: address.nullable().describe('Checksummed; null for the native coin'),
      decimals: z.number().int(),
    }),
    amount: decimalAmount.describe("What the donor spent, exact, in that token's units"),
  })
  .meta({ id: 'SwappedInput' });
export type SwappedInput = z.infer<typeof swappedInputSchema>;

/** `swapped` on a donation or receipt; absent from answers that predate it. */
export const swappedField = swappedInputSchema
  .nullable()
  .optional()
  .describe('A swap-gift: what the donor spent; `amount` is what the vault received. Null for a plain gift');

/** A donation as the API answers it (SPEC.md §3). Anonymous donations never carry the donor's id
 *  or address; a transfer nobody has claimed through POST /api/donations is anonymous. */
export const donationSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int(),
    donorId: z.number().int().nullable().describe('The donor user id; null when anonymous or unclaimed'),
    donorAddress: address.nullable().describe('Checksummed sender address; null when anonymous'),
    amount: decimalAmount.describe("Exact amount in the token's units"),
    currency: z.string().describe('USDT, USDC, DAI, or the native coin (ETH, MATIC, BNB)'),
    tokenAddress: address.nullable().describe('Null for the native coin'),
    message: z.string().nullable(),
    isAnonymous: z.boolean(),
    isSample: z
      .boolean()
      .describe('Made by the admin sample-donor tool on the local chain; labelled Sample wherever shown'),
    transactionHash: txHash,
    chainId: z.number().int(),
    logIndex: z.number().int().describe('With chainId and transactionHash, names the receipt'),
    blockNumber: z.string().describe('Block of the transfer, as a decimal string'),
    createdAt: z.iso.datetime().describe('Time of the block that holds the transfer'),
    swapped: swappedField,
  })
  .meta({ id: 'Donation' });
export type Donation = z.infer<typeof donationSchema>;

/** The refund that paid a donor's gifts in one token back (all they gave in it: the vault refunds
 *  a donor's whole contribution per token at once, decision 090). */
export const donationRefundSchema = z
  .object({
    amount: decimalAmount.describe("This donor's refund in this token (all they gave in it)"),
    method: z.enum(['claimed', 'pushed']),
    to: address,
    transactionHash: txHash,
    timestamp: z.iso.datetime(),
  })
  .meta({ id: 'DonationRefund' });
export type DonationRefund = z.infer<typeof donationRefundSchema>;

/** What a gift to an all-or-nothing campaign adds to a receipt or to My Donations (decision 091);
 *  both fields are absent for a 'keep' campaign. */
export const allOrNothingDonationFields = {
  counted: z
    .boolean()
    .optional()
    .describe('All or nothing: false for a plain transfer the vault did not count toward the goal'),
  refund: donationRefundSchema
    .nullable()
    .optional()
    .describe("All or nothing: the refund that paid this donor's gifts in this token back; null when none"),
};

/** `GET /api/donations/me`: the signed-in user's donations, each with its campaign's title and,
 *  for an all-or-nothing campaign, its vault's state, whether the gift counted and its refund:
 *  My Donations offers "Claim your refund" for a counted gift to a failed campaign whose refund
 *  is still null (issue 29). */
export const myDonationSchema = donationSchema
  .extend({
    ...allOrNothingDonationFields,
    campaign: z.object({
      id: z.number().int(),
      title: z.string(),
      fundingState: z
        .enum(FUNDING_STATES)
        .nullable()
        .optional()
        .describe("All or nothing: the vault's state (decision 090); null or absent for 'keep'"),
    }),
  })
  .meta({ id: 'MyDonation' });
export type MyDonation = z.infer<typeof myDonationSchema>;

/** What a donor adds to a gift, sent from their wallet or gasless alike: a message, and whether
 *  to stay anonymous. */
export const donorNoteFields = {
  message: text({
    max: LIMITS.donationMessageMax,
    tooLong: `Message must be at most ${LIMITS.donationMessageMax} characters`,
    multiline: true,
  }).nullish(),
  isAnonymous: z.boolean().optional(),
};

/** `POST /api/donations`: attaches a message and the signed-in donor to a transfer the chain shows
 *  (answered with the Donation: 201 when this call recorded it, 200 when it was already recorded).
 *  Amount and currency are read from the chain, so the client does not send them. */
export const createDonationBodySchema = z
  .object({
    campaignId: z.number().int().positive(),
    chainId: requestChainId.describe(
      'The network the transfer was sent on (GET /api/config lists them); default the primary',
    ),
    transactionHash: txHash,
    ...donorNoteFields,
  })
  .strict()
  .meta({ id: 'CreateDonationBody' });
export type CreateDonationBody = z.infer<typeof createDonationBodySchema>;

/** `POST /api/campaigns/:id/donate`: which token and how much, for the server to answer the
 *  transaction the donor's wallet signs (ARCHITECTURE.md §1). The amount is checked against the
 *  token's own decimals on the server, so it stays a plain string here. */
export const donationRequestBodySchema = z
  .object({
    chainId: requestChainId.describe(
      'The network to pay on (GET /api/config lists them); default the primary',
    ),
    token: z
      .string()
      .trim()
      .min(1, 'Token is required')
      .max(42, 'Token must be a symbol or a 0x address')
      .describe('A symbol (USDT, USDC, DAI, or the native coin: ETH, MATIC, BNB) or the token address'),
    amount: z
      .string()
      .trim()
      .min(1, 'Amount is required')
      .max(100, 'Amount is too long')
      .describe("Decimal amount in the token's units ('25', '0.5'), never a float"),
    from: address
      .optional()
      .describe(
        "All or nothing: the donor's wallet, so `before` holds only the approvals it still needs (a USDT allowance is reset to 0 first)",
      ),
  })
  .strict()
  .meta({ id: 'DonationRequestBody' });
export type DonationRequestBody = z.infer<typeof donationRequestBodySchema>;

/** The unsigned transaction of a donation, in the shape viem's `sendTransaction` takes: an ERC-20
 *  `transfer(vault, amount)` to the token, or the native amount (wei) to the vault. An
 *  all-or-nothing vault counts only what comes through its own entry point, so there it is the
 *  vault's `donate(token, amount)`, after the token approvals listed in `before` (decision 090). */
export const donationTransactionSchema = z
  .object({
    chainId: z.number().int(),
    to: address.describe('The token contract, the vault for the native coin, or the all-or-nothing vault'),
    data: z
      .string()
      .regex(/^0x([0-9a-fA-F]{2})*$/)
      .describe("ABI-encoded transfer(vault, amount), or donate(token, amount); '0x' for the native coin"),
    value: z.string().regex(/^\d+$/).describe("Wei, as a decimal string; '0' for a token"),
    before: z
      .array(
        z.object({
          to: address,
          data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
          value: z.string().regex(/^\d+$/),
          description: z.string(),
        }),
      )
      .optional()
      .describe(
        'All or nothing: send these first, in order, each after the previous receipt (token approvals)',
      ),
  })
  .meta({ id: 'DonationTransaction' });
export type DonationTransaction = z.infer<typeof donationTransactionSchema>;

/** `GET /api/campaigns/:id/wallet`: where anyone can send a donation (the vault's address). */
export const campaignWalletSchema = z
  .object({ campaignId: z.number().int(), walletAddress: address })
  .meta({ id: 'CampaignWallet' });
export type CampaignWallet = z.infer<typeof campaignWalletSchema>;

/** The `data` of an `event: donation` message on `GET /api/campaigns/:id/events`. The same donation
 *  id comes again when its donor attaches a message: replace it by id. */
export const donationEventSchema = z
  .object({
    donation: donationSchema,
    campaign: z.object({
      id: z.number().int(),
      raisedAmount: decimalAmount.describe("In the campaign's currency"),
      donorCount: z.number().int(),
    }),
  })
  .meta({ id: 'DonationEvent' });
export type DonationEvent = z.infer<typeof donationEventSchema>;
