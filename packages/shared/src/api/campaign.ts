import { z } from 'zod';
import { CAMPAIGN_CURRENCIES, CAMPAIGN_STATUSES, CATEGORIES } from '../constants';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
/** Money travels as a decimal string in the campaign's currency ("1234.56"), never a float. */
const decimalAmount = z.string().regex(/^\d+(\.\d+)?$/);

export const creatorSchema = z.object({
  username: z.string(),
  walletAddress: address,
  bio: z.string().nullable(),
});
export type Creator = z.infer<typeof creatorSchema>;

/** A campaign as the API answers it (SPEC.md §3, the union of every view). */
export const campaignSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    story: z.string(),
    category: z.enum(CATEGORIES),
    imageUrl: z.string().nullable(),
    youtubeUrl: z.string().nullable(),
    location: z.string().nullable().describe('Null is shown as Global'),
    status: z.enum(CAMPAIGN_STATUSES),
    currency: z.enum(CAMPAIGN_CURRENCIES),
    goalAmount: decimalAmount,
    raisedAmount: decimalAmount,
    donorCount: z.number().int(),
    daysLeft: z.number().int().describe('Whole days until endDate; 0 or less once it has passed'),
    isApproved: z.boolean(),
    isFeatured: z.boolean(),
    isWithdrawable: z.boolean(),
    walletAddress: address
      .nullable()
      .describe("The campaign's vault address (CREATE2, known before deployment)"),
    endDate: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    lastChecked: z.iso.datetime().nullable(),
    creator: creatorSchema,
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;
