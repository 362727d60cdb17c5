import { z } from 'zod';
import { ALL_OR_NOTHING_LIMITS, CAMPAIGN_CURRENCIES, CATEGORIES, FUNDING_MODELS, LIMITS } from '../constants';
import { requiredText, text } from '../text';
import { youtubeVideoId } from '../youtube';
import { requestChainId } from './fields';
import { campaignPhotosFields } from './media';

const DAY_MS = 86_400_000;

/** SPEC.md §5's messages, plus the bounds the server adds. */
export const CREATE_CAMPAIGN_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${LIMITS.titleMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${LIMITS.descriptionMax} characters`,
  storyRequired: 'Story is required',
  storyTooLong: `Story must be at most ${LIMITS.storyMax.toLocaleString('en-US')} characters`,
  goalRequired: 'Goal amount is required',
  goalInvalid: 'Goal amount must be a number with at most 2 decimals',
  goalTooSmall: 'Goal amount must be at least 0.01',
  goalTooLarge: 'Goal amount must be at most 1,000,000,000',
  categoryRequired: 'Category is required',
  invalidUrl: 'Please enter a valid URL',
  invalidVideo: 'Please enter a YouTube watch or youtu.be link',
  endDateInvalid: 'Please enter a valid end date',
  locationTooLong: 'Location must be at most 100 characters',
  endDatePast: 'End date cannot be in the past',
  endDateTooFar: `End date must be within ${LIMITS.endDateMaxDays} days`,
  fundingModelInvalid: "Funding model must be 'keep' or 'all_or_nothing'",
  allOrNothingGoalTooSmall: `An all-or-nothing goal must be at least ${ALL_OR_NOTHING_LIMITS.minGoal}`,
  chainOnlyForAllOrNothing: 'Only an all-or-nothing campaign is fixed to one network',
  vaultOwnerInvalid: "Enter the Safe's address: 0x followed by 40 hexadecimal characters",
  /** The Safe answered, but the creator is not among its owners (on `chain`). */
  vaultOwnerNotYours: (wallet: string, chain: string) =>
    `Your wallet ${wallet} is not an owner of this Safe on ${chain}: name a Safe you are an owner of`,
} as const;
const M = CREATE_CAMPAIGN_MESSAGES;

const GOAL_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** The goal in cents, or null when it is not a plain decimal with at most two places. */
export function goalToCents(goal: string): bigint | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(goal.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** True for an absolute http(s) URL with a dotted host (campaign images and links). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * When a campaign ends. A bare date ends at the close of that day in UTC (23:59:59.999Z), one
 * rule for every creator and viewer (decision 045; it replaced 022's "anywhere on Earth" close,
 * which put a date picked 30 days ahead 31 days and some hours away); a full timestamp is taken
 * as it is.
 */
export function campaignEndInstant(endDate: string): Date | null {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(endDate) ? new Date(`${endDate}T23:59:59.999Z`) : new Date(endDate);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Days left as a calendar counts them: the UTC date the campaign ends on minus today's UTC date,
 * so a date picked 30 days ahead shows 30. On its last day a running campaign still shows 1 (it
 * closes tonight, UTC); once ended, 0. So > 0 exactly while the campaign runs.
 */
export function daysLeftUntil(end: Date, now = Date.now()): number {
  if (end.getTime() <= now) return 0;
  return Math.max(1, Math.floor(end.getTime() / DAY_MS) - Math.floor(now / DAY_MS));
}

/** The end of a campaign created without an end date (SPEC.md §9: 30 days ahead). */
export function defaultEndDate(now = Date.now()): Date {
  return new Date(now + 30 * DAY_MS);
}

/** A blank optional field counts as not given. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** `POST /api/campaigns`. Strict: status, approval, featuring, the creator and the vault are the
 *  server's to decide, so a payload carrying them (or anything unknown) is refused. */
export const createCampaignSchema = z.strictObject({
  title: requiredText({ required: M.titleRequired, max: LIMITS.titleMax, tooLong: M.titleTooLong }),
  description: requiredText({
    required: M.descriptionRequired,
    max: LIMITS.descriptionMax,
    tooLong: M.descriptionTooLong,
    multiline: true,
  }),
  story: requiredText({
    required: M.storyRequired,
    max: LIMITS.storyMax,
    tooLong: M.storyTooLong,
    multiline: true,
  }),
  goalAmount: z
    .string({ error: M.goalRequired })
    .trim()
    .min(1, M.goalRequired)
    .superRefine((goal, ctx) => {
      const cents = goalToCents(goal);
      if (cents === null || !GOAL_PATTERN.test(goal))
        ctx.addIssue({ code: 'custom', message: M.goalInvalid });
      else if (cents < 1n) ctx.addIssue({ code: 'custom', message: M.goalTooSmall });
      else if (cents > BigInt(LIMITS.goalMax) * 100n)
        ctx.addIssue({ code: 'custom', message: M.goalTooLarge });
    }),
  currency: z.enum(CAMPAIGN_CURRENCIES).default('USDT'),
  category: z.enum(CATEGORIES, { error: M.categoryRequired }),
  imageUrl: z.preprocess(
    blankToNull,
    text({ max: 2_000, tooLong: M.invalidUrl }).refine(isHttpUrl, M.invalidUrl).nullable().optional(),
  ),
  // Uploaded photos (POST /api/images); a pasted imageUrl becomes the cover when none is given,
  // fetched once by the server (decision 097).
  ...campaignPhotosFields,
  youtubeUrl: z.preprocess(
    blankToNull,
    text({ max: 2_000, tooLong: M.invalidVideo })
      .refine((url) => youtubeVideoId(url) !== null, M.invalidVideo)
      .nullable()
      .optional(),
  ),
  // Where the campaign helps ('Kisumu, Kenya'); blank means Global. Editable later (edit-campaign).
  location: z.preprocess(blankToNull, text({ max: 100, tooLong: M.locationTooLong }).nullable().optional()),
  endDate: z.preprocess(
    blankToNull,
    z
      .string({ error: M.endDateInvalid })
      .superRefine((value, ctx) => {
        const end = campaignEndInstant(value);
        if (!end) return ctx.addIssue({ code: 'custom', message: M.endDateInvalid });
        const now = Date.now();
        if (end.getTime() <= now) ctx.addIssue({ code: 'custom', message: M.endDatePast });
        // The close of a bare date lies up to a day after its start (see campaignEndInstant).
        else if (end.getTime() > now + (LIMITS.endDateMaxDays + 2) * DAY_MS)
          ctx.addIssue({ code: 'custom', message: M.endDateTooFar });
      })
      .nullable()
      .optional(),
  ),
  fundingModel: z
    .enum(FUNDING_MODELS, { error: M.fundingModelInvalid })
    .default('keep')
    .describe(
      "'keep' (default): the creator withdraws whatever is raised. 'all_or_nothing': the vault pays out only if the goal is reached by the end date, else every donor gets their money back; goal, end date and network are then fixed for good",
    ),
  chainId: requestChainId.describe(
    'All or nothing only: the network the vault lives on (GET /api/config lists them); default the primary',
  ),
  vaultOwner: z
    .preprocess(
      blankToNull,
      z
        .string({ error: M.vaultOwnerInvalid })
        .trim()
        .regex(/^0x[0-9a-fA-F]{40}$/, M.vaultOwnerInvalid)
        .nullable()
        .optional(),
    )
    .describe(
      "A Safe to own the vault from the start instead of the creator's wallet (decision 104): it must be a Safe, with the creator among its owners, on every network the vault takes gifts on (all or nothing: its network; keep: every network served). Blank: the creator's wallet",
    ),
});
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;
export type CreateCampaignPayload = z.output<typeof createCampaignSchema>;

/** The rules an all-or-nothing campaign adds to a valid payload (the vault enforces the same on
 *  chain): a goal of at least ALL_OR_NOTHING_LIMITS.minGoal and a network only for that model.
 *  Returned as (field, message) pairs so the server answers them as 400s and a form shows them
 *  beside the field. */
export function allOrNothingIssues(input: {
  fundingModel?: string | undefined;
  goalAmount?: string | undefined;
  chainId?: number | undefined;
}): { path: 'goalAmount' | 'chainId'; message: string }[] {
  if (input.fundingModel !== 'all_or_nothing') {
    return input.chainId === undefined ? [] : [{ path: 'chainId', message: M.chainOnlyForAllOrNothing }];
  }
  const cents = input.goalAmount ? goalToCents(input.goalAmount) : null;
  if (cents !== null && cents < BigInt(ALL_OR_NOTHING_LIMITS.minGoal) * 100n)
    return [{ path: 'goalAmount', message: M.allOrNothingGoalTooSmall }];
  return [];
}
