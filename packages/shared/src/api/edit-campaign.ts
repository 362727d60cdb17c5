import { z } from 'zod';
import { text } from '../text';
import { createCampaignSchema } from './create-campaign';
import { campaignPhotosFields } from './media';

export const EDIT_CAMPAIGN_MESSAGES = {
  nothingToChange: 'Nothing to change',
  locationTooLong: 'Location must be at most 100 characters',
  endDateShortened: 'The end date can only be extended, never brought forward',
  notOwner: 'Only the campaign owner can edit it',
} as const;

const fromCreate = createCampaignSchema.pick({
  description: true,
  story: true,
  imageUrl: true,
  youtubeUrl: true,
  endDate: true,
}).shape;

/**
 * `PATCH /api/campaigns/:id`: what an owner may change after creation. Strict, so the title,
 * goal, currency, category, owner, vault and every moderation field are refused with 400. A field
 * left out is unchanged; `imageUrl`, `youtubeUrl` and `location` may be null (blank) to remove
 * them; the end date may only move later (the server compares it with the stored one).
 */
export const editCampaignSchema = z
  .strictObject({
    description: fromCreate.description.optional(),
    story: fromCreate.story.optional(),
    imageUrl: fromCreate.imageUrl,
    ...campaignPhotosFields,
    youtubeUrl: fromCreate.youtubeUrl,
    location: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      text({ max: 100, tooLong: EDIT_CAMPAIGN_MESSAGES.locationTooLong }).nullable().optional(),
    ),
    endDate: fromCreate.endDate,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: EDIT_CAMPAIGN_MESSAGES.nothingToChange,
  });
export type EditCampaignInput = z.input<typeof editCampaignSchema>;
export type EditCampaignPayload = z.output<typeof editCampaignSchema>;
