import { z } from 'zod';
import { exportRangeQuerySchema } from './export-range';
import { decimalAmount } from './fields';

/** Amounts at stablecoin face value, in dollars with up to 6 decimals ("1234.5"). */

export const ANALYTICS_RANGES = ['7', '30', '90', 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** `GET /api/dashboard/analytics?range&campaignId`: one own campaign, or all of them when left out. */
export const analyticsQuerySchema = z.object({
  range: z.enum(ANALYTICS_RANGES).default('30'),
  campaignId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * A creator's figures for a range. Stablecoins count at face value (decision 031) and are summed
 * across currencies; the native coin is listed per token but counts in no total. "Wallet" gifts
 * were given through the app (claimed by a signed-in donor); "direct" ones were sent straight to
 * the vault address.
 */
export const analyticsSchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES),
    from: z.iso.date().describe('First UTC day of the range'),
    to: z.iso.date().describe('Last UTC day (today)'),
    goal: decimalAmount.describe("The campaigns' goals together"),
    raisedBefore: decimalAmount.describe('Raised before the range began'),
    raised: decimalAmount.describe('Raised by the end of the range (now)'),
    days: z.array(
      z.object({
        date: z.iso.date(),
        amount: decimalAmount,
        count: z.number().int(),
        walletCount: z.number().int(),
        directCount: z.number().int(),
        followers: z.number().int().describe('Followers at the end of the day'),
      }),
    ),
    byToken: z.array(z.object({ token: z.string(), amount: z.string(), count: z.number().int() })),
    gifts: z.object({
      count: z.number().int(),
      walletCount: z.number().int(),
      directCount: z.number().int(),
      average: decimalAmount,
      median: decimalAmount,
    }),
    donors: z.object({
      total: z.number().int(),
      new: z.number().int().describe('Gave for the first time in the range'),
      returning: z.number().int().describe('Gave in the range and had given before it'),
    }),
    topDonors: z
      .array(z.object({ address: z.string(), amount: decimalAmount, count: z.number().int() }))
      .describe('Named donors only: anonymous gifts are left out'),
    followers: z.number().int(),
  })
  .meta({ id: 'CreatorAnalytics' });
export type CreatorAnalytics = z.infer<typeof analyticsSchema>;

/** `GET /api/campaigns/{id}/donations.csv?from&to`: inclusive UTC days. */
export const donationExportQuerySchema = exportRangeQuerySchema;

export const DONATION_CSV_COLUMNS = [
  'time',
  'block',
  'tx_hash',
  'donor',
  'token',
  'amount',
  'message',
  // Added with decision 060, at the end so a sheet that reads columns by position keeps working.
  'chain_id',
  'network',
  // A swap-gift (issue 45): what the donor gave and the rate; empty for a plain gift.
  'swapped_token',
  'swapped_amount',
  'swap_rate',
] as const;

/** `GET /api/dashboard/pledges?campaignId`: one own campaign, or all of them when left out. */
export const pledgeAnalyticsQuerySchema = z.object({
  campaignId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type PledgeAnalyticsQuery = z.infer<typeof pledgeAnalyticsQuerySchema>;

const count = z.number().int().min(0);

/**
 * A creator's monthly giving (issue 32), now: what the running pledges (active and past due) bring
 * per 30 days — a month is 30 days of chain time (decision 102), so a weekly pledge counts 30/7 of
 * its amount, rounded down to the token's smallest unit — and how many pledges are in each state.
 * Stablecoins count at face value in `monthlyRecurring`, as in the other figures.
 */
export const pledgeAnalyticsSchema = z
  .object({
    monthlyRecurring: decimalAmount.describe(
      'Active and past-due pledges per 30 days, stablecoins at face value',
    ),
    pastDue: decimalAmount.describe('The part of it from past-due pledges (a collection failed this period)'),
    byToken: z.array(
      z.object({
        token: z.string(),
        amount: z.string().describe('Per 30 days, exact, in the token'),
        pledges: count,
      }),
    ),
    states: z.object({
      active: count,
      pastDue: count,
      lapsed: count,
      cancelled: count,
      completed: count,
      stopped: count,
    }),
    stoppedByCampaignEnd: count.describe('Stopped because their campaign ended: donors were told'),
  })
  .meta({ id: 'CreatorPledges' });
export type PledgeAnalytics = z.infer<typeof pledgeAnalyticsSchema>;
