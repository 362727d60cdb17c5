import { z } from 'zod';

/** What a creator may attach to a campaign (issue 31). */
export const MEDIA_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxMegapixels: 40,
  maxGalleryImages: 8,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

export const MEDIA_MESSAGES = {
  galleryTooLong: `At most ${MEDIA_LIMITS.maxGalleryImages} gallery images`,
  duplicateImage: 'The same image appears twice',
  notYourImage: 'Image not found among your uploads',
  removedImage: 'This image was removed by a moderator',
  noFile: 'Choose an image file to upload',
  tooManyFiles: `At most ${MEDIA_LIMITS.maxGalleryImages + 1} images at once`,
} as const;

/** A stored file's address: `/media/<CIDv1 base32>` (decision 096). */
export const MEDIA_PATH_PATTERN = /^\/media\/b[a-z2-7]{20,100}$/;

/** A stored picture as every view shows it: its upright size (so the page reserves the room), a
 *  blurred data: URI placeholder, and its variants (AVIF and WebP at up to three widths, served
 *  from /media, narrowest first). */
export const campaignImageSchema = z
  .object({
    id: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    placeholder: z.string().describe('A tiny blurred WebP as a data: URI'),
    variants: z.array(
      z.object({
        url: z.string().describe('/media/<cid>'),
        type: z.enum(['image/avif', 'image/webp']),
        width: z.number().int(),
        height: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'CampaignImage' });
export type CampaignImage = z.infer<typeof campaignImageSchema>;

/**
 * `POST /api/images`'s multipart/form-data body as the OpenAPI document declares it: a cover and up
 * to 8 gallery images, each a file part named `images`. It describes and never validates: Fastify
 * parses no body from multipart (it is null), and the route streams the parts and checks each file
 * itself (size, type, pixels), so whatever the body is, the schema passes it on as undefined.
 */
export const imageUploadBodySchema = z.preprocess(
  () => undefined,
  z
    .object({
      images: z
        .array(z.file())
        .min(1)
        .max(MEDIA_LIMITS.maxGalleryImages + 1)
        .describe('JPEG, PNG, WebP or AVIF; at most 10 MB and 40 megapixels each'),
    })
    .optional(),
);

/** `POST /api/images` answers the stored images, in the order their files came. */
export const uploadedImagesSchema = z.object({ images: z.array(campaignImageSchema) });

/** `POST /api/images/import`: a picture at a public http(s) URL, fetched once by the server. */
export const importImageSchema = z.strictObject({
  url: z.string().trim().max(2_000),
});

const imageId = z.number().int().positive().max(2_147_483_647);

/** The photo fields of the create and edit payloads: ids of the signed-in user's own images. */
export const campaignPhotosFields = {
  coverImageId: imageId.nullable().optional(),
  galleryImageIds: z
    .array(imageId)
    .max(MEDIA_LIMITS.maxGalleryImages, MEDIA_MESSAGES.galleryTooLong)
    .refine((ids) => new Set(ids).size === ids.length, MEDIA_MESSAGES.duplicateImage)
    .optional(),
};

/** `POST /api/admin/campaigns/:id/images/:imageId/remove`: why a moderator takes a photo down. */
export const imageIdParamsSchema = z.object({
  id: z.string(),
  imageId: z.coerce.number().int().positive().max(2_147_483_647),
});
