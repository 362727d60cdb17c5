import { z } from 'zod';
import { CAMPAIGN_LIST_STATUSES, CAMPAIGN_SORTS } from '../campaign-list';
import {
  CAMPAIGN_CURRENCIES,
  CAMPAIGN_STATUSES,
  CATEGORIES,
  FUNDING_MODELS,
  FUNDING_STATES,
  LIMITS,
} from '../constants';
import { MODERATION_REASONS } from '../moderation';
import { text } from '../text';
import { address, booleanParam, decimalAmount, listOffset } from './fields';
import { campaignImageSchema } from './media';

/** Money travels as a decimal string in the campaign's currency ("1234.56"), never a float. */

export const creatorSchema = z.object({
  username: z.string(),
  walletAddress: address,
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable().describe('https only; null when none'),
});
export type Creator = z.infer<typeof creatorSchema>;

/** What an all-or-nothing vault holds for its donors, in the campaign's currency (stablecoins at
 *  face value, exact): refunds already paid, by the donor's own claim or pushed by anyone on the
 *  donor's behalf, and what is still owed. All "0" until the vault has failed. */
export const refundFiguresSchema = z.object({
  claimed: decimalAmount.describe("Paid by the donor's own claim (claimRefund, or a signed claim relayed)"),
  pushed: decimalAmount.describe("Paid by a push on the donor's behalf (the platform's relayer or anyone)"),
  outstanding: decimalAmount.describe('Still owed to donors: counted contributions not yet refunded'),
  donorsRefunded: z.number().int().describe('Donors paid back in full'),
  donorsOutstanding: z.number().int().describe('Donors still owed something'),
  donorsPushRefused: z
    .number()
    .int()
    .describe(
      "Donors still owed whose token refused the platform's pushes (a frozen address) until it stopped trying: they must claim to another address (decision 112)",
    ),
});
export type RefundFigures = z.infer<typeof refundFiguresSchema>;

/** An all-or-nothing campaign's vault facts (decision 090), null on a 'keep' campaign. */
export const allOrNothingSchema = z
  .object({
    chainId: z.number().int().describe('The one chain the campaign lives on, fixed at creation'),
    state: z.enum(FUNDING_STATES).describe('As the vault computes it from its clock and counted total'),
    deadline: z.iso.datetime().describe("The vault's deadline, fixed at creation (= endDate)"),
    goalAmount: decimalAmount.describe("The vault's goal, fixed at creation (= goalAmount)"),
    countedAmount: decimalAmount.describe(
      "What the vault counted through its own entry points (= raisedAmount); plain transfers don't count",
    ),
    uncountedAmount: decimalAmount.describe(
      'Plain transfers to the vault that do not count toward the goal (decision 091: paid out with the rest on success, left to the creator after failure)',
    ),
    tokens: z
      .array(z.object({ symbol: z.string(), address, decimals: z.number().int() }))
      .describe('The stablecoins the vault accepts, fixed at creation'),
    refunds: refundFiguresSchema,
  })
  .meta({ id: 'AllOrNothing' });
export type AllOrNothing = z.infer<typeof allOrNothingSchema>;

/** A moderator's reason for rejecting or flagging a campaign. */
export const moderationReasonSchema = z
  .object({
    code: z.enum(MODERATION_REASONS),
    text: text({ max: 500, tooLong: 'Reason must be at most 500 characters', multiline: true }).default(''),
  })
  .strict();
export type ModerationReason = z.infer<typeof moderationReasonSchema>;

/** Where a campaign stands with the moderators (decision 074): approved, rejected by a moderator,
 *  or still waiting for review. */
export const CAMPAIGN_APPROVALS = ['approved', 'pending', 'rejected'] as const;
export type CampaignApproval = (typeof CAMPAIGN_APPROVALS)[number];

/** A campaign as the API answers it (SPEC.md §3, the union of every view). */
export const campaignSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    story: z.string(),
    category: z.enum(CATEGORIES),
    imageUrl: z
      .string()
      .nullable()
      .describe("The cover's stored copy (/media/<cid>, 960 px WebP); null when none"),
    cover: campaignImageSchema.nullable(),
    gallery: z.array(campaignImageSchema).describe("In the creator's order, at most 8"),
    youtubeUrl: z.string().nullable(),
    location: z.string().nullable().describe('Null is shown as Global'),
    status: z.enum(CAMPAIGN_STATUSES),
    currency: z.enum(CAMPAIGN_CURRENCIES),
    goalAmount: decimalAmount,
    raisedAmount: decimalAmount,
    donorCount: z.number().int(),
    daysLeft: z.number().int().describe('Whole days until endDate, rounded up; 0 once it has passed'),
    isApproved: z.boolean(),
    isFeatured: z.boolean(),
    isWithdrawable: z
      .boolean()
      .describe('Something was raised and, for all or nothing, the vault has succeeded'),
    fundingModel: z.enum(FUNDING_MODELS).describe("'keep' (the default) or 'all_or_nothing'"),
    // Follows the chain, never the server's clock (decision 101): the vault's own state(), read by
    // the outcome watcher every 2 s. 'funding' until the goal is reached ('succeeded' at once,
    // decision 090) or the chain's block time passes the deadline short of it ('failed'), so a
    // chain whose clock runs ahead of the wall clock (anvil's evm_increaseTime) shows its outcome.
    fundingState: z
      .enum(FUNDING_STATES)
      .nullable()
      .describe(
        "All or nothing: the vault's state as the chain has it (its block time, not the server's clock): funding, then succeeded once the goal is reached or failed once the deadline passed short of it; null for 'keep'",
      ),
    allOrNothing: allOrNothingSchema.nullable().describe("The vault's facts; null for 'keep'"),
    walletAddress: address
      .nullable()
      .describe("The campaign's vault address (CREATE2, known before deployment)"),
    endDate: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    lastChecked: z.iso.datetime().nullable(),
    creator: creatorSchema,
    raisedByToken: z
      .array(
        z.object({
          currency: z.string(),
          amount: decimalAmount,
          countsTowardGoal: z.boolean(),
        }),
      )
      .optional()
      .describe(
        'Detail only: what was given in each token. Stablecoins count 1:1 toward raisedAmount; the native coin does not',
      ),
    raisedByChain: z
      .array(z.object({ chainId: z.number().int(), raisedAmount: decimalAmount }))
      .optional()
      .describe(
        "Detail only: raisedAmount split by network (decision 060), in the campaign's currency, exact; the parts add up to raisedAmount. Networks nothing counted on are left out",
      ),
    lastUpdateAt: z.iso
      .datetime()
      .nullable()
      .optional()
      .describe("Detail only: when the owner's newest update was posted; null when none"),
    moderation: z
      .object({
        approval: z.enum(CAMPAIGN_APPROVALS),
        reason: moderationReasonSchema
          .nullable()
          .describe('Why it was rejected or flagged: only for its creator and moderators, else null'),
      })
      .optional()
      .describe('Detail only: where it stands with the moderators'),
    vaultOwners: z
      .array(
        z.object({
          chainId: z.number().int(),
          walletAddress: address,
          username: z.string().nullable().describe('Null when the wallet has no CrowdVault account'),
        }),
      )
      .optional()
      .describe(
        "Detail only: the vault's current owner on each chain where it is not the creator's wallet: " +
          'a Safe named at creation (decision 104), or where a two-step ownership transfer moved it ' +
          '(decision 083); empty when the creator owns it everywhere',
      ),
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;

/** Every field but the story (which only the detail page shows): the base of the lists that
 *  show more than a card, a moderator's and a creator's own (admin.ts). */
export const campaignSummarySchema = campaignSchema.omit({ story: true });
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** A campaign in the public list (`GET /api/campaigns`): what a card shows, and the end its
 *  days left and the 'ending' order come from. Lean (issue 15): no creator (name, wallet and bio
 *  are on the campaign page), video, vault address or bookkeeping dates, which every Home and
 *  Discover page would otherwise carry, in its JSON and in the state of the server-rendered page. */
export const campaignListItemSchema = campaignSchema
  .pick({
    id: true,
    title: true,
    description: true,
    category: true,
    imageUrl: true,
    cover: true,
    location: true,
    status: true,
    currency: true,
    goalAmount: true,
    raisedAmount: true,
    donorCount: true,
    daysLeft: true,
    isApproved: true,
    isFeatured: true,
    endDate: true,
    fundingModel: true,
    fundingState: true,
  })
  .meta({ id: 'CampaignListItem' });
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

export const campaignListResponseSchema = z.array(campaignListItemSchema);

/** `GET /api/campaigns` query. Only approved campaigns are ever listed. */
export const campaignListQuerySchema = z.object({
  featured: booleanParam.optional().describe('true: featured only; false: non-featured only'),
  limit: z.coerce.number().int().min(1).max(LIMITS.listMax).default(LIMITS.discoverPageSize),
  offset: listOffset,
  search: text({ max: 200 }).optional().describe('Case-insensitive, in title or description'),
  category: z.enum([...CATEGORIES, 'all']).optional(),
  status: z.enum(CAMPAIGN_LIST_STATUSES).default('active'),
  sortBy: z.enum(CAMPAIGN_SORTS).default('recent'),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

/** A campaign id as it appears in a URL: digits only, within Postgres' integer range; else null. */
export function parseCampaignId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** `/…/:id` of a campaign, parsed once. A malformed id parses to null rather than failing: no
 *  campaign can have it, so the route answers 404 'Campaign not found' like for an unknown one. */
export const campaignIdParamsSchema = z.object({ id: z.string().transform(parseCampaignId) });
