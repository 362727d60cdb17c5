import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  campaignUpdateInputSchema,
  campaignUpdateParamsSchema,
  campaignUpdateSchema,
} from '@crowdvault/shared/api/updates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { requireActiveUser, signedInUser } from '../services/auth/require-user';
import { IMAGE_LINK_WIDTHS, importingImageLinks } from '../services/media/image-link';
import type { MediaService } from '../services/media/media-service';
import { uploaderOf } from '../services/media/upload-budget';
import { deleteUpdate, editUpdate, listUpdates, postUpdate } from '../services/updates/campaign-updates';
import { errorResponses } from './error-responses';

const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 429);

/** Updates a campaign's owner posts to its backers: public list, owner-only writes. */
export function registerCampaignUpdateRoutes(
  app: FastifyInstance,
  { db, env }: Pick<AppDeps, 'db' | 'env'>,
  media: MediaService,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // An update's pasted picture is fetched once and served by CrowdVault (decision 098).
  const pictures = (request: FastifyRequest) =>
    importingImageLinks(db, media, uploaderOf(request), IMAGE_LINK_WIDTHS.update);

  routes.get(
    '/api/campaigns/:id/updates',
    {
      schema: {
        tags: ['updates'],
        summary: "A campaign's updates, newest first",
        params: campaignIdParamsSchema,
        response: { 200: z.array(campaignUpdateSchema), 404: errorResponseSchema },
      },
    },
    async (request) => listUpdates(db, request.params.id),
  );

  routes.post(
    '/api/campaigns/:id/updates',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      preValidation: requireActiveUser,
      schema: {
        tags: ['updates'],
        summary: 'Post an update (the campaign owner, not suspended)',
        params: campaignIdParamsSchema,
        body: campaignUpdateInputSchema,
        response: { 201: campaignUpdateSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await postUpdate(db, signedInUser(request), request.params.id, request.body, pictures(request)),
        ),
  );

  routes.put(
    '/api/campaigns/:id/updates/:updateId',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      preValidation: requireActiveUser,
      schema: {
        tags: ['updates'],
        summary: 'Edit an update (the campaign owner); it then shows as edited',
        params: campaignUpdateParamsSchema,
        body: campaignUpdateInputSchema,
        response: { 200: campaignUpdateSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => editUpdate(db, signedInUser(request), request.params, request.body, pictures(request)),
  );

  routes.delete(
    '/api/campaigns/:id/updates/:updateId',
    {
      preHandler: requireActiveUser,
      schema: {
        tags: ['updates'],
        summary: 'Delete an update (the campaign owner)',
        params: campaignUpdateParamsSchema,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteUpdate(db, signedInUser(request), request.params);
      return reply.code(204).send(null);
    },
  );
}
