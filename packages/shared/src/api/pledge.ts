import { z } from 'zod';
import { address, requestChainId, uint } from './fields';
import { eip712Types } from './typed-data';

/** EIP-712 types of PledgeCollector (decision 102), domain ("CrowdVault Pledges", "1", chain id,
 *  the collector's address). The digest of a `Pledge` is also its id. */
export const PLEDGE_TYPES = eip712Types(
  'Pledge(address donor,address vault,address token,uint256 amount,uint256 period,uint256 periods,uint256 start,bytes32 salt)',
);

export const CANCEL_PLEDGE_TYPES = eip712Types('CancelPledge(bytes32 pledgeId)');

export const PLEDGE_EIP712_NAME = 'CrowdVault Pledges';
export const PLEDGE_EIP712_VERSION = '1';

/** How often a pledge is collected. */
export const PLEDGE_CADENCES = ['monthly', 'weekly'] as const;
export type PledgeCadence = (typeof PLEDGE_CADENCES)[number];

/** Each cadence's period length, in seconds: a month is 30 days on chain (the contract counts
 *  seconds, not calendar months). */
export const PLEDGE_PERIODS: Readonly<Record<PledgeCadence, number>> = {
  monthly: 30 * 86_400,
  weekly: 7 * 86_400,
};

/** The cadence a pledge's period length (seconds, as signed and stored) stands for. */
export function cadenceOfPeriod(periodSeconds: number | bigint): PledgeCadence {
  return Number(periodSeconds) === PLEDGE_PERIODS.weekly ? 'weekly' : 'monthly';
}

/** When period `index` of a pledge is due, in chain time: its start plus that many periods. */
export function periodDueDate(startAt: bigint, periodSeconds: number | bigint, index: number): Date {
  return new Date(Number(startAt + BigInt(index) * BigInt(periodSeconds)) * 1000);
}

/** The most periods one pledge may run ("until cancelled" is this cap unless the donor picks less). */
export const MAX_PLEDGE_PERIODS = 120;

/** What a donor sees of a pledge: active, past due (a period not collected yet: why, and until
 *  when), lapsed (too many periods missed), cancelled, completed (every period ran), or stopped
 *  (the campaign ended, failed or cannot take pledges). */
export const PLEDGE_STATUSES = ['active', 'past_due', 'lapsed', 'cancelled', 'completed', 'stopped'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];
export const PLEDGE_PERIOD_STATUSES = ['sending', 'collected', 'failed', 'missed', 'deferred'] as const;
export type PledgePeriodStatus = (typeof PLEDGE_PERIOD_STATUSES)[number];
/** Why a period was not collected or a pledge stopped. */
export const PLEDGE_REASONS = [
  'balance',
  'allowance',
  'gas_price',
  'relayer',
  'campaign_ended',
  'campaign_not_accepting',
] as const;
export type PledgeReason = (typeof PLEDGE_REASONS)[number];

const hex32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected 32 bytes as 0x-prefixed hex');
const signature = z.string().regex(/^0x[0-9a-fA-F]{130,}$/, 'Expected a 0x-prefixed signature');
const decimalAmount = z.string().regex(/^\d+(\.\d+)?$/, 'Expected an amount such as "10" or "10.50"');

/** What the donor chooses; the server fills in everything else (vault, token address, start, salt). */
export const pledgeChoiceSchema = z.strictObject({
  campaignId: z.number().int().positive(),
  chainId: requestChainId.describe('Default: the primary network'),
  token: z.string().min(1).max(12).describe('A listed stablecoin symbol, e.g. USDC'),
  amount: decimalAmount.describe('Per period, in the token'),
  cadence: z.enum(PLEDGE_CADENCES),
  periods: z
    .number()
    .int()
    .min(1)
    .max(MAX_PLEDGE_PERIODS)
    .describe('How many periods, or the cap of "until cancelled"'),
  untilCancelled: z.boolean().default(false),
});
export type PledgeChoice = z.input<typeof pledgeChoiceSchema>;

/** The exact terms PledgeCollector checks, as decimal strings (smallest units, unix seconds). */
export const pledgeTermsSchema = z
  .object({
    donor: address,
    vault: address,
    token: address,
    amount: uint,
    period: uint,
    periods: uint,
    start: uint,
    salt: hex32,
  })
  .meta({ id: 'PledgeTerms' });
export type PledgeTermsJson = z.infer<typeof pledgeTermsSchema>;

/** `POST /api/pledges/terms`: what to sign, and the allowance the collector needs (never more
 *  than amount × periods). `permit` is set where the token has EIP-2612 (then nothing costs gas);
 *  otherwise the wallet sends `approve` first (USDT: to 0 first when an allowance is left). */
export const pledgeQuoteSchema = z
  .object({
    pledgeId: hex32,
    chainId: z.number().int(),
    collector: address,
    terms: pledgeTermsSchema,
    allowance: uint.describe('amount × periods, in smallest units'),
    approve: z
      .object({ to: address, data: z.string(), resetFirst: z.boolean() })
      .nullable()
      .describe('The approve transaction for a token without permit; null with permit'),
    permit: z
      .object({ nonce: uint, deadline: uint, domain: z.object({ name: z.string(), version: z.string() }) })
      .nullable()
      .describe('EIP-2612 permit to sign (spender: the collector, value: allowance); null without'),
  })
  .meta({ id: 'PledgeQuote' });
export type PledgeQuote = z.infer<typeof pledgeQuoteSchema>;

/** `POST /api/pledges`: the choice again with the terms the server quoted and the donor's signature.
 *  The server rebuilds the terms from the campaign and the chain and checks the signature against
 *  them: a pledge signed for another vault, chain, token or amount is refused. */
export const createPledgeBodySchema = z.strictObject({
  choice: pledgeChoiceSchema,
  start: uint,
  salt: hex32,
  signature,
  permit: z.strictObject({ deadline: uint, signature }).optional(),
  cancelSignature: signature.describe(
    "The donor's CancelPledge signature for this pledge, required: the platform relays it when the donor follows a one-click cancel link (decision 107) or when the pledge stops for any other reason (the campaign paused, ended or rejected; the pledge lapsed), so a pledge CrowdVault calls stopped cannot be collected on chain by anyone (decision 116)",
  ),
  isAnonymous: z
    .boolean()
    .default(false)
    .describe(
      'Donate anonymously: each collected period is listed without the donor, as a one-time gift given so. By default it is credited to the donor',
    ),
});
export type CreatePledgeBody = z.input<typeof createPledgeBodySchema>;

/** One pledge as its donor sees it. Dates are chain time. */
export const pledgeSchema = z
  .object({
    pledgeId: hex32,
    chainId: z.number().int(),
    campaignId: z.number().int(),
    campaignTitle: z.string(),
    token: z.string(),
    amount: decimalAmount,
    cadence: z.enum(PLEDGE_CADENCES),
    periods: z.number().int(),
    untilCancelled: z.boolean(),
    startsAt: z.iso.datetime(),
    status: z.enum(PLEDGE_STATUSES),
    reason: z.enum(PLEDGE_REASONS).nullable().describe('Why past due, lapsed or stopped'),
    pastDueUntil: z.iso.datetime().nullable().describe('Past due: the end of the period still being retried'),
    deferred: z
      .object({ reason: z.enum(['gas_price', 'relayer']), until: z.iso.datetime() })
      .nullable()
      .describe(
        "Running, but the platform put off this period's collection (network fees above the relayer's ceiling, or the relayer could not send); retried until `until`, the period's end",
      ),
    nextCollectionAt: z.iso.datetime().nullable(),
    nextAmount: decimalAmount.nullable(),
    collectedPeriods: z.number().int(),
    missedPeriods: z.number().int(),
    isAnonymous: z.boolean().describe('Its collections are listed without the donor'),
    terms: pledgeTermsSchema,
  })
  .meta({ id: 'Pledge' });
export type PledgeView = z.infer<typeof pledgeSchema>;

export const pledgeListSchema = z.object({ items: z.array(pledgeSchema) }).meta({ id: 'PledgeList' });
export type PledgeList = z.infer<typeof pledgeListSchema>;

export const pledgeIdParamsSchema = z.object({ pledgeId: hex32 });

/** The token of a one-click cancel link (decision 107): `<expiry in unix seconds>.<HMAC>`, signed by
 *  the server for one pledge and sent only to its donor (their bell, their mail). */
const cancelLinkToken = z.string().regex(/^\d{1,12}\.[A-Za-z0-9_-]{16,64}$/, 'Expected a cancel link token');

export const pledgeCancelQuerySchema = z.strictObject({ t: cancelLinkToken.optional() });

/** `POST /api/pledges/{pledgeId}/cancel`, no sign-in needed: either the donor's EIP-712 CancelPledge
 *  signature (the wallet is the proof), or the token of a one-click cancel link from the donor's
 *  bell or mail (the server's signature is the proof; the CancelPledge the donor signed with the
 *  pledge is then relayed, so no wallet is needed). */
export const cancelPledgeBodySchema = z.union([
  z.strictObject({ signature }),
  z.strictObject({ token: cancelLinkToken }),
]);
export type CancelPledgeBody = z.infer<typeof cancelPledgeBodySchema>;

/** `GET /api/pledges/{pledgeId}/cancel[?t=]`: the pledge, the CancelPledge message its wallet would
 *  sign, and what the link's token is worth: 'valid' (one click cancels, no wallet), 'expired' or
 *  'invalid' (the wallet must sign), null without a token. The pledge is null unless the token is
 *  this pledge's (valid or expired) or its donor is signed in (decision 115). */
export const pledgeCancellationSchema = z
  .object({
    pledge: pledgeSchema.nullable(),
    typedData: z.unknown(),
    link: z.enum(['valid', 'expired', 'invalid']).nullable(),
  })
  .meta({ id: 'PledgeCancellation' });
export type PledgeCancellation = z.infer<typeof pledgeCancellationSchema>;
