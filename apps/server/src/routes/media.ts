import { moderationReasonSchema } from '@crowdvault/shared/api/admin';
import { parseCampaignId } from '@crowdvault/shared/api/campaign';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  campaignImageSchema,
  imageIdParamsSchema,
  imageUploadBodySchema,
  importImageSchema,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  uploadedImagesSchema,
} from '@crowdvault/shared/api/media';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { AppError } from '../errors';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { requireActiveUser, requireRole, signedInUser } from '../services/auth/require-user';
import { removeCampaignImage } from '../services/campaigns/remove-campaign-image';
import { isRawCid } from '../services/media/cid';
import type { MediaService } from '../services/media/media-service';
import { readMediaFile, toCampaignImage } from '../services/media/media-store';
import { IMAGE_MESSAGES } from '../services/media/process-image';
import { uploaderOf } from '../services/media/upload-budget';

const MAX_FILES = MEDIA_LIMITS.maxGalleryImages + 1;
/** A file's name is its hash: it can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REMOVED = 'This image was removed by a moderator';

/**
 * Campaign photos (issue 31, decisions 096 and 097): uploads (a cover and up to 8 gallery images
 * per request, multipart), imports of a pasted URL, and `/media/<cid>`, which serves every stored
 * file from the database (through this instance's cache) under its content address.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  { db, env }: Pick<AppDeps, 'db' | 'env'>,
  media: MediaService,
): Promise<void> {
  assertAuthReady(app);
  await app.register(multipart, {
    // One byte over the limit is enough to know the file is too large (toBuffer then throws).
    limits: { fileSize: MEDIA_LIMITS.maxBytes, files: MAX_FILES, fields: 0, parts: MAX_FILES },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/media/:cid',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored file by its CID (AVIF or WebP variants of campaign photos); immutable',
        params: z.object({ cid: z.string().max(120) }),
      },
    },
    async (request, reply) => {
      const { cid } = request.params;
      if (!isRawCid(cid)) throw new AppError('NOT_FOUND', 'Image not found');
      let file = media.cache.get(cid);
      if (!file) {
        const row = await readMediaFile(db, cid);
        if (!row) throw new AppError('NOT_FOUND', 'Image not found');
        if (row.removedAt) {
          reply.header('cache-control', 'no-store');
          throw new AppError('GONE', REMOVED);
        }
        file = { contentType: row.contentType, bytes: row.bytes };
        media.cache.set(cid, file);
      }
      return reply
        .type(file.contentType)
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${cid}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );

  routes.post(
    '/api/images',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      schema: {
        tags: ['media'],
        summary: `Upload up to ${MAX_FILES} images (multipart/form-data, JPEG/PNG/WebP/AVIF, 10 MB and 40 megapixels each); answers them stored, in order`,
        consumes: ['multipart/form-data'],
        body: imageUploadBodySchema,
        response: {
          201: uploadedImagesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the images as multipart/form-data');
      // Every file is read (and its size checked) before any is processed: a request refused for
      // size or beyond the uploader's hourly byte budget stores nothing.
      const files: { name: string; bytes: Buffer }[] = [];
      try {
        for await (const part of request.files()) {
          files.push({ name: part.filename, bytes: await part.toBuffer() });
        }
      } catch (error) {
        throw toUploadError(error);
      }
      if (files.length === 0) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.noFile);
      const stored = await media.accept(uploaderOf(request), files);
      return reply.code(201).send({ images: stored.map(toCampaignImage) });
    },
  );

  routes.post(
    '/api/images/import',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      schema: {
        tags: ['media'],
        summary:
          'Fetch an image from a public http(s) URL once (10 MB, 10 s, no private addresses) and store it like an upload',
        body: importImageSchema,
        response: {
          201: campaignImageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await media.importFromUrl(uploaderOf(request), request.body.url);
      return reply.code(201).send(toCampaignImage(image));
    },
  );
}

function toUploadError(error: unknown): Error {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooManyFiles);
  }
  if (code === 'FST_FIELDS_LIMIT') return new AppError('BAD_REQUEST', 'Send image files only');
  return error instanceof Error ? error : new Error(String(error));
}

/** Moderators and admins take a photo off a campaign, with a reason (audit log); its files stop
 *  being served at once on this instance, within the cache's freshness on the others. */
export function registerImageModerationRoutes(
  app: FastifyInstance,
  { db }: Pick<AppDeps, 'db'>,
  media: MediaService,
): void {
  assertAuthReady(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/campaigns/:id/images/:imageId/remove',
    {
      preHandler: requireRole('MODERATOR'),
      schema: {
        tags: ['admin'],
        summary: "Remove an image from a campaign's cover or gallery, with a reason (staff only)",
        params: imageIdParamsSchema,
        body: z.strictObject({ reason: moderationReasonSchema }),
        response: {
          200: z.object({ removed: z.literal(true) }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const cids = await removeCampaignImage(
        db,
        signedInUser(request).id,
        parseCampaignId(request.params.id),
        request.params.imageId,
        request.body.reason,
      );
      for (const cid of cids) media.cache.forget(cid);
      return { removed: true as const };
    },
  );
}
