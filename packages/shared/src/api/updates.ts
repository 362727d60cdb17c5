import { z } from 'zod';
import { requiredText, text } from '../text';
import { parseCampaignId } from './campaign';
import { MEDIA_PATH_PATTERN } from './media';

export const UPDATE_LIMITS = { titleMax: 150, bodyMax: 10_000 } as const;

export const UPDATE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${UPDATE_LIMITS.titleMax} characters`,
  bodyRequired: 'Update text is required',
  bodyTooLong: `Update text must be at most ${UPDATE_LIMITS.bodyMax.toLocaleString('en-US')} characters`,
  imageUrlInvalid: 'Image URL must be an https:// link',
  notFound: 'Update not found',
  notOwner: 'Only the campaign owner can do this',
} as const;
const M = UPDATE_MESSAGES;

/** True for an absolute https URL with a dotted host: the only image links a page will load. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An optional image link: https, or CrowdVault's own copy (`/media/<cid>`), which is what the
 *  server stores for a pasted link after fetching it once (decision 098). Blank counts as none. */
export const optionalHttpsUrl = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    text({ max: 2_000, tooLong: message })
      .refine((value) => isHttpsUrl(value) || MEDIA_PATH_PATTERN.test(value), message)
      .nullable()
      .optional(),
  );

/** `POST /api/campaigns/:id/updates` and `PUT …/:updateId`: strict, so unknown fields are refused. */
export const campaignUpdateInputSchema = z.strictObject({
  title: requiredText({ required: M.titleRequired, max: UPDATE_LIMITS.titleMax, tooLong: M.titleTooLong }),
  body: requiredText({
    required: M.bodyRequired,
    max: UPDATE_LIMITS.bodyMax,
    tooLong: M.bodyTooLong,
    multiline: true,
  }),
  imageUrl: optionalHttpsUrl(M.imageUrlInvalid),
});
export type CampaignUpdateInput = z.input<typeof campaignUpdateInputSchema>;
export type CampaignUpdatePayload = z.output<typeof campaignUpdateInputSchema>;

/** An update as the API answers it. `body` is plain text: clients render it as text, never HTML. */
export const campaignUpdateSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int(),
    title: z.string(),
    body: z.string(),
    imageUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
    editedAt: z.iso.datetime().nullable().describe('Set once the owner edits it; shown as "edited"'),
  })
  .meta({ id: 'CampaignUpdate' });
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

/** `/api/campaigns/:id/updates/:updateId`; a malformed id parses to null (404, like campaigns). */
export const campaignUpdateParamsSchema = z.object({
  id: z.string().transform(parseCampaignId),
  updateId: z.string().transform(parseCampaignId),
});
