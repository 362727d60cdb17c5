import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  feedQuerySchema,
  followStateSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
} from '@crowdvault/shared/api/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { AppError } from '../errors';
import { assertAuthReady } from '../plugins/auth';
import { requireUser, signedInUser } from '../services/auth/require-user';
import { listNotifications, markAllRead, markRead } from '../services/notifications/bell';
import { campaignFeed } from '../services/notifications/campaign-feed';
import { follow, getFollowState, unfollow } from '../services/notifications/follows';
import { siteOrigin } from '../services/sharing/site-origin';
import { errorResponses } from './error-responses';

const ERRORS = errorResponses(401, 404);

/**
 * Following campaigns, the bell, and each campaign's Atom feed (issue 16, decision 053). Following
 * and reading one's own notifications need only a signed-in user: a suspended user may still
 * keep up with what they gave to.
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  { db, chains, env, secrets }: Pick<AppDeps, 'db' | 'chains' | 'env' | 'secrets'>,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The follow state of a campaign: read (GET), set (PUT) and cleared (DELETE) alike, each
  // answering the state after it.
  const followRoutes = [
    ['GET', 'Whether I follow the campaign, and how many do', getFollowState],
    ['PUT', 'Follow a campaign (again): its updates, withdrawals, goal and end reach my bell', follow],
    ['DELETE', 'Unfollow a campaign; a later donation does not follow it again', unfollow],
  ] as const;
  for (const [method, summary, handle] of followRoutes) {
    routes.route({
      method,
      url: '/api/campaigns/:id/follow',
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary,
        params: campaignIdParamsSchema,
        response: { 200: followStateSchema, ...ERRORS },
      },
      handler: async (request) => handle(db, signedInUser(request).id, request.params.id),
    });
  }

  routes.get(
    '/api/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'My newest notifications of the kinds I keep, and how many are unread',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      listNotifications(db, signedInUser(request).id, request.query.limit, secrets.jwtSecret),
  );

  routes.post(
    '/api/notifications/read-all',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 204: z.null(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await markAllRead(db, signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/notifications/:id/read',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: notificationIdParamsSchema,
        response: { 204: z.null(), 400: errorResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const found = await markRead(db, signedInUser(request).id, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', 'Notification not found');
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/campaigns/:id/feed.atom',
    {
      schema: {
        tags: ['notifications'],
        summary: "The campaign's Atom feed: updates, withdrawals, goal reached, ending in 3 days",
        description: "`?lang=de` writes the feed's own words in that language, else the reader's.",
        params: campaignIdParamsSchema,
        querystring: feedQuerySchema,
        response: { 200: z.string(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Cached publicly: its links come from the configuration, never the Host header.
      const locale = request.query.lang ?? request.locale;
      const feed = await campaignFeed(
        db,
        chains,
        request.params.id,
        siteOrigin(env, request),
        new Date(),
        locale,
      );
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'Accept-Language, Cookie')
        .send(feed);
    },
  );
}
