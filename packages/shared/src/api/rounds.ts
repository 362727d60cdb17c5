import { z } from 'zod';
import { CAMPAIGN_CURRENCIES } from '../constants';
import { EXCLUSION_REASONS } from '../rounds/round-file';
import { requiredText } from '../text';
import { moderationReasonSchema, parseCampaignId } from './campaign';
import { address, decimalAmount, txHash } from './fields';

/** Matching rounds (issue 44, decisions 134 and 136): a sponsor's pool shared among a round's
 *  accepted campaigns by the match engine (`rounds/compute-matches`). Amounts travel as decimal
 *  strings of whole tokens ("12.5"), in the round's token; the published file keeps the token's
 *  smallest units, as the engine computes them. */

export const ROUND_LIMITS = {
  nameMax: 120,
  descriptionMax: 5_000,
  challengeHoursMax: 720,
  /** Gitcoin's default pairwise threshold M, in whole tokens (decision 134). */
  defaultPairwiseThreshold: '25',
  defaultChallengeHours: 72,
} as const;

export const ROUND_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${ROUND_LIMITS.nameMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${ROUND_LIMITS.descriptionMax.toLocaleString('en-US')} characters`,
  applicationWindow: 'The application window must open before it closes',
  donationWindow: 'The donation window must open before it closes',
  applicationsAfterDonations: 'Applications must close no later than the donation window',
  pairwiseThresholdZero: 'The pairwise threshold must be above 0',
  nothingToChange: 'Nothing to change',
  notFound: 'Round not found',
  applicationNotFound: 'Application not found',
  campaignNotFound: 'Campaign not found',
  notYourCampaign: 'Only the campaign owner can apply it to a round',
  campaignNotApproved: 'Only an approved campaign can apply to a round',
  alreadyApplied: 'This campaign has already applied to this round',
  alreadyDecided: 'This application has already been decided',
  notAccepted: 'This campaign is not in the round',
  published: 'The round’s result is published: only its challenge-window exclusions can change it',
  lockedOnceOpen: (fields: string) =>
    `The donation window has opened: ${fields} can no longer change (donors were shown estimates under them)`,
  applicationsNotOpen: (opens: string) => `Applications to this round open at ${opens}`,
  applicationsClosed: (closed: string) => `Applications to this round closed at ${closed}`,
  otherChain: (chain: string) =>
    `This all-or-nothing campaign takes gifts only on another network, not on ${chain}, where this round is`,
  tooManyDecimals: (field: string, decimals: number) =>
    `${field}: the round's token has ${decimals} decimal places; use at most that many`,
  notClosed: (closes: string, chainTime: string) =>
    `The donation window closes at ${closes}; the round's network is at ${chainTime}. The result is frozen once the window has closed.`,
  indexerBehind: (block: string, at: string, closes: string) =>
    `Gifts are recorded up to block ${block} (${at}), before the donation window's end (${closes}): the result would miss gifts. It can be frozen once the recorder has caught up.`,
  indexerNotStarted: 'No block of the round’s network has been recorded yet: the result would miss gifts.',
  backfillPending: (campaigns: string) =>
    `The history of campaign ${campaigns}'s vault is still being read: the result would miss gifts.`,
  noCampaigns: 'No campaign was accepted into this round: there is nothing to publish',
  notPublished: 'The round’s result is not published yet',
  challengeOver: (ended: string) => `The challenge window ended at ${ended}: the result is final`,
  alreadyExcluded: 'Already excluded from this round',
  exclusionTarget: 'Name either a donor or a campaign to exclude, not both',
  estimateClosed: 'The round’s donation window has closed: see its result instead',
  amountZero: 'Amount must be above 0',
} as const;
const M = ROUND_MESSAGES;

/** Where a round stands, by the server's clock: before anything opens; taking applications;
 *  taking gifts; donation window closed, result not yet published; result published and open to
 *  challenge; final (its matches being paid into the vaults); paid — every match paid or settled
 *  and what was left returned to the sponsor (a round with a pool contract only, decision 141). */
export const ROUND_PHASES = [
  'upcoming',
  'applications',
  'donations',
  'counting',
  'challenge',
  'final',
  'paid',
] as const;
export type RoundPhase = (typeof ROUND_PHASES)[number];

export const ROUND_APPLICATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type RoundApplicationStatus = (typeof ROUND_APPLICATION_STATUSES)[number];

const instant = z.iso.datetime({ offset: true });
const basisPoints = z.number().int().min(1).max(10_000);

/** Is the round's calendar coherent? The message of the first problem, or null. Checked on a new
 *  round and on a round as an edit would leave it. */
export function roundWindowProblem(windows: {
  applicationsOpenAt: string | Date;
  applicationsCloseAt: string | Date;
  donationsOpenAt: string | Date;
  donationsCloseAt: string | Date;
}): string | null {
  const at = (value: string | Date) => new Date(value).getTime();
  if (at(windows.applicationsOpenAt) >= at(windows.applicationsCloseAt)) return M.applicationWindow;
  if (at(windows.donationsOpenAt) >= at(windows.donationsCloseAt)) return M.donationWindow;
  if (at(windows.applicationsCloseAt) > at(windows.donationsCloseAt)) return M.applicationsAfterDonations;
  return null;
}

const roundFields = {
  name: requiredText({ required: M.nameRequired, max: ROUND_LIMITS.nameMax, tooLong: M.nameTooLong }),
  description: requiredText({
    required: M.descriptionRequired,
    max: ROUND_LIMITS.descriptionMax,
    tooLong: M.descriptionTooLong,
    multiline: true,
  }),
  /** Who funds the pool (a Safe, typically); what is left after the payout returns there. */
  sponsorAddress: address,
  chainId: z.number().int().positive(),
  /** The matching token: one of the chain's listed stablecoins. */
  currency: z.enum(CAMPAIGN_CURRENCIES),
  applicationsOpenAt: instant,
  applicationsCloseAt: instant,
  donationsOpenAt: instant,
  donationsCloseAt: instant,
  /** The most one campaign may receive, as a share of the pool in basis points; null for no cap. */
  matchingCapBps: basisPoints.nullable(),
  /** A donor's gifts to one campaign count only if together they reach this (whole tokens). */
  minimumGift: decimalAmount,
  /** Gitcoin's pairwise threshold M, in whole tokens (decision 134). */
  pairwiseThreshold: decimalAmount.refine((value) => /[1-9]/.test(value), M.pairwiseThresholdZero),
  challengeHours: z.number().int().min(1).max(ROUND_LIMITS.challengeHoursMax),
  /** The matching pool in whole tokens. For a round with a pool contract only the expected figure
   *  live estimates use: its pool is the contract's balance at close, read at freeze (decision
   *  136); for one without, the pool itself. */
  poolAmount: decimalAmount,
};

/** `POST /api/admin/rounds` (admin). */
export const createRoundSchema = z
  .strictObject({
    ...roundFields,
    pairwiseThreshold: roundFields.pairwiseThreshold.default(ROUND_LIMITS.defaultPairwiseThreshold),
    challengeHours: roundFields.challengeHours.default(ROUND_LIMITS.defaultChallengeHours),
    poolAmount: roundFields.poolAmount.default('0'),
  })
  .superRefine((body, ctx) => {
    const problem = roundWindowProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['donationsCloseAt'] });
  })
  .meta({ id: 'CreateRound' });
export type CreateRoundInput = z.input<typeof createRoundSchema>;
export type CreateRound = z.output<typeof createRoundSchema>;

/** `PUT /api/admin/rounds/:id` (admin): any of the fields; the calendar is checked as it would be
 *  after the edit. Once donations open, the chain, token, formula settings and the donation
 *  window's start are fixed. */
export const updateRoundSchema = z
  .strictObject(roundFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, M.nothingToChange)
  .meta({ id: 'UpdateRound' });
export type UpdateRound = z.output<typeof updateRoundSchema>;

/** `/api/rounds/:id`; a malformed id parses to null (404). */
export const roundIdParamsSchema = z.object({ id: z.string().transform(parseCampaignId) });

export const roundApplicationParamsSchema = z.object({
  id: z.string().transform(parseCampaignId),
  applicationId: z.string().transform(parseCampaignId),
});

export const roundTokenSchema = z.object({
  symbol: z.enum(CAMPAIGN_CURRENCIES),
  address,
  decimals: z.number().int(),
});

/** A round as lists show it. */
export const roundSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    sponsorAddress: address,
    chainId: z.number().int(),
    chainName: z.string(),
    token: roundTokenSchema,
    applicationsOpenAt: z.iso.datetime(),
    applicationsCloseAt: z.iso.datetime(),
    donationsOpenAt: z.iso.datetime(),
    donationsCloseAt: z.iso.datetime(),
    matchingCapBps: z.number().int().nullable(),
    minimumGift: decimalAmount,
    pairwiseThreshold: decimalAmount,
    challengeHours: z.number().int(),
    pool: decimalAmount.describe('The matching pool, whole tokens'),
    poolSource: z
      .enum(['admin', 'chain'])
      .describe(
        "Where the pool comes from: `chain` — the pool contract's balance at close (until then `pool` is the admin's expected figure) —, or `admin` for a round without a pool contract",
      ),
    poolAddress: address
      .nullable()
      .describe(
        "The round's pool contract, where the sponsor sends the pool in the round's token (before the contract exists too); null for a round without one",
      ),
    phase: z.enum(ROUND_PHASES),
    applicationsOpen: z.boolean(),
    acceptedCampaigns: z.number().int(),
    publishedAt: z.iso.datetime().nullable(),
    challengeEndsAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'RoundSummary' });
export type RoundSummary = z.infer<typeof roundSummarySchema>;

export const roundListSchema = z.object({ items: z.array(roundSummarySchema) }).meta({ id: 'RoundList' });

/** A campaign's match on its way from the pool contract into its vault (decision 141). */
export const ROUND_PAYOUT_STATES = ['pending', 'paid', 'failed'] as const;
export type RoundPayoutState = (typeof ROUND_PAYOUT_STATES)[number];

/** Why a campaign's match was not paid (the pool's `PayoutSkipped` reasons, decision 139, and the
 *  pool settled without it). `vault_not_succeeded` and `transfer_failed` are retried on each of the
 *  round job's turns until `retryUntil`; the others are final. */
export const ROUND_PAYOUT_FAILURES = [
  /** An all-or-nothing campaign that has not reached its goal: paid if it succeeds before `retryUntil`. */
  'vault_not_succeeded',
  /** The token refused the transfer into the vault (a blacklisted address). */
  'transfer_failed',
  /** The pool's result does not hold this entry (never expected: the server built the tree). */
  'not_in_result',
  /** Paying it would go beyond the pool's published total or its balance (never expected). */
  'over_total',
  'over_balance',
  /** The pool was settled (what was left returned to the sponsor) before the entry could be paid. */
  'expired',
] as const;
export type RoundPayoutFailure = (typeof ROUND_PAYOUT_FAILURES)[number];

export const roundCampaignPayoutSchema = z
  .object({
    state: z.enum(ROUND_PAYOUT_STATES),
    amount: decimalAmount.describe('The match the pool pays into the vault, whole tokens'),
    txHash: txHash.nullable().describe('The transaction that paid it (`MatchPaid`), once paid'),
    paidAt: z.iso.datetime().nullable().describe("The paying block's time"),
    reason: z.enum(ROUND_PAYOUT_FAILURES).nullable().describe('Why it was not paid, when failed'),
    retryUntil: z.iso
      .datetime()
      .nullable()
      .describe(
        "A failed entry that may still be paid: the round's job retries it until then (the pool's grace period's end); null when paid, pending or failed for good",
      ),
  })
  .meta({ id: 'RoundCampaignPayout' });
export type RoundCampaignPayout = z.infer<typeof roundCampaignPayoutSchema>;

/** A campaign's standing in a round, on the round's page and on the campaign's: the live estimate
 *  while gifts come in, the published result after, and its payout once the result is final. */
const campaignStandingFields = {
  donors: z.number().int().describe('Donors whose gifts count, each once'),
  match: decimalAmount.describe('Estimated match while the round runs; the published match after'),
  capped: z.boolean(),
  excluded: z.string().nullable().describe("A moderator's reason for taking the campaign out, or null"),
  payout: roundCampaignPayoutSchema
    .nullable()
    .describe(
      'The match paid from the pool contract: null before the result is published, for a campaign with no match, and in a round without a pool contract',
    ),
};

/** One accepted campaign on the round page. */
export const roundCampaignSchema = z
  .object({
    campaignId: z.number().int(),
    title: z.string(),
    vaultAddress: address.nullable(),
    counted: decimalAmount.describe('The sum of the gifts that count'),
    ...campaignStandingFields,
  })
  .meta({ id: 'RoundCampaign' });
export type RoundCampaign = z.infer<typeof roundCampaignSchema>;

export const roundExcludedGiftSchema = z.object({
  chainId: z.number().int(),
  txHash,
  logIndex: z.number().int(),
  campaignId: z.number().int(),
  donor: address,
  amount: decimalAmount,
  reason: z.enum(EXCLUSION_REASONS),
});

export const roundExclusionSchema = z
  .object({
    id: z.number().int(),
    donor: address.nullable(),
    campaignId: z.number().int().nullable(),
    reason: moderationReasonSchema,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'RoundExclusion' });
export type RoundExclusion = z.infer<typeof roundExclusionSchema>;

/** A published result (each exclusion publishes a new version). */
export const roundPublicationSchema = z
  .object({
    version: z.number().int(),
    engineVersion: z.string(),
    inputHash: z.string().describe("SHA-256 of the file's input as canonical JSON"),
    resultHash: z.string().describe("SHA-256 of the file's output as canonical JSON"),
    publishedAt: z.iso.datetime(),
    challengeEndsAt: z.iso.datetime(),
    matched: decimalAmount,
    unallocated: decimalAmount,
    fileUrl: z.string().describe('The published file, byte for byte: `npm run round:recompute -- <file>`'),
  })
  .meta({ id: 'RoundPublication' });
export type RoundPublication = z.infer<typeof roundPublicationSchema>;

/** The pool contract's payout of a published round (decision 141). */
export const roundPayoutSchema = z
  .object({
    finalizeAt: z.iso
      .datetime()
      .nullable()
      .describe(
        "When the pool's challenge window ends and payouts start; null until the result is on the pool",
      ),
    total: decimalAmount.describe('The matches to pay, whole tokens'),
    paid: decimalAmount.describe('Paid into the vaults so far'),
    leftover: decimalAmount
      .nullable()
      .describe(
        'Returned to the sponsor once the payout is done (a top-up after close included); null before',
      ),
    leftoverTxHash: txHash.nullable(),
    settledAt: z.iso
      .datetime()
      .nullable()
      .describe('When the leftover was returned: the round is then `paid`'),
  })
  .meta({ id: 'RoundPayout' });
export type RoundPayout = z.infer<typeof roundPayoutSchema>;

/** `GET /api/rounds/:id`: the round page. */
export const roundPageSchema = roundSummarySchema
  .extend({
    campaigns: z.array(roundCampaignSchema),
    /** While the round runs: the engine over the gifts so far. Null once published. */
    estimate: z
      .object({ gifts: z.number().int(), matched: decimalAmount, unallocated: decimalAmount })
      .nullable(),
    publication: roundPublicationSchema.nullable(),
    /** Published: every gift that did not count, with why. */
    excludedGifts: z.array(roundExcludedGiftSchema),
    exclusions: z.array(roundExclusionSchema),
    /** Published, in a round with a pool contract: the payout's progress; else null. */
    payout: roundPayoutSchema.nullable(),
  })
  .meta({ id: 'RoundPage' });
export type RoundPage = z.infer<typeof roundPageSchema>;

/** A round a campaign takes part in (accepted), as its campaign page shows it: the round's name,
 *  phase, token and donation window, and the campaign's estimated (or published) match. */
export const campaignRoundSchema = z
  .object({
    roundId: z.number().int(),
    name: z.string(),
    phase: z.enum(ROUND_PHASES),
    chainId: z.number().int(),
    chainName: z.string(),
    token: roundTokenSchema,
    donationsOpenAt: z.iso.datetime(),
    donationsCloseAt: z.iso.datetime(),
    minimumGift: decimalAmount,
    ...campaignStandingFields,
  })
  .meta({ id: 'CampaignRound' });
export type CampaignRound = z.infer<typeof campaignRoundSchema>;

/** `GET /api/campaigns/:id/rounds`: the rounds the campaign was accepted into, the latest donation
 *  window first (empty for a campaign in none, or one that does not exist). */
export const campaignRoundListSchema = z
  .object({ items: z.array(campaignRoundSchema) })
  .meta({ id: 'CampaignRoundList' });

/** `GET /api/rounds/:id/estimate`: what a gift of `amount` more to `campaignId` from `donor` (a new
 *  donor when left out) would add to the campaign's match, by the engine over the gifts so far. */
export const roundEstimateQuerySchema = z.strictObject({
  campaignId: z.coerce.number().int().positive(),
  amount: decimalAmount.refine((value) => /[1-9]/.test(value), M.amountZero),
  donor: address.optional(),
});
export type RoundEstimateQuery = z.infer<typeof roundEstimateQuerySchema>;

export const roundEstimateSchema = z
  .object({
    campaignId: z.number().int(),
    amount: decimalAmount,
    currentMatch: decimalAmount,
    matchWithGift: decimalAmount,
    addedMatch: decimalAmount.describe('matchWithGift − currentMatch; 0 when the gift would not count'),
    excludedBecause: z
      .enum(EXCLUSION_REASONS)
      .nullable()
      .describe("Why the gift would not count (the donor's own campaign, below the minimum…), or null"),
  })
  .meta({ id: 'RoundEstimate' });
export type RoundEstimate = z.infer<typeof roundEstimateSchema>;

/** `POST /api/rounds/:id/applications` (the campaign's owner, within the application window). */
export const applyToRoundSchema = z
  .strictObject({ campaignId: z.number().int().positive() })
  .meta({ id: 'ApplyToRound' });
export type ApplyToRound = z.infer<typeof applyToRoundSchema>;

export const roundApplicationSchema = z
  .object({
    id: z.number().int(),
    roundId: z.number().int(),
    roundName: z.string(),
    campaignId: z.number().int(),
    campaignTitle: z.string(),
    status: z.enum(ROUND_APPLICATION_STATUSES),
    reason: moderationReasonSchema.nullable(),
    appliedAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    decidedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  })
  .meta({ id: 'RoundApplication' });
export type RoundApplication = z.infer<typeof roundApplicationSchema>;

export const roundApplicationListSchema = z
  .object({ items: z.array(roundApplicationSchema) })
  .meta({ id: 'RoundApplicationList' });

/** `POST /api/admin/rounds/:id/applications/:applicationId/decision` (moderators): accept, or
 *  decline with a reason; recorded in the audit log. */
export const decideRoundApplicationSchema = z
  .strictObject({ accepted: z.boolean(), reason: moderationReasonSchema.optional() })
  .refine((body) => body.accepted || body.reason, { message: 'A reason is required', path: ['reason'] })
  .meta({ id: 'DecideRoundApplication' });
export type DecideRoundApplication = z.infer<typeof decideRoundApplicationSchema>;

/** `POST /api/admin/rounds/:id/exclusions` (moderators, in the challenge window): take a donor or a
 *  campaign out of the result with a reason; the result is recomputed and republished. */
export const excludeFromRoundSchema = z
  .strictObject({
    donor: address.optional(),
    campaignId: z.number().int().positive().optional(),
    reason: moderationReasonSchema,
  })
  .refine((body) => (body.donor === undefined) !== (body.campaignId === undefined), {
    message: M.exclusionTarget,
  })
  .meta({ id: 'ExcludeFromRound' });
export type ExcludeFromRound = z.infer<typeof excludeFromRoundSchema>;

/** `GET /api/rounds/:id/result.json?version=`: the latest version unless told. */
export const roundResultQuerySchema = z.strictObject({
  version: z.coerce.number().int().positive().optional(),
});
