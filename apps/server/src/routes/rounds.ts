import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import {
  applyToRoundSchema,
  campaignRoundListSchema,
  roundApplicationListSchema,
  roundApplicationSchema,
  roundEstimateQuerySchema,
  roundEstimateSchema,
  roundIdParamsSchema,
  roundListSchema,
  roundPageSchema,
  roundResultQuerySchema,
} from '@crowdvault/shared/api/rounds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { requireActiveUser, requireUser, signedInUser } from '../services/auth/require-user';
import { campaignRounds } from '../services/rounds/campaign-rounds';
import { applyToRound, listOwnApplications } from '../services/rounds/round-applications';
import { estimateGift } from '../services/rounds/round-estimates';
import { listRounds, roundPage, roundResultFile } from '../services/rounds/round-page';
import { errorResponses } from './error-responses';

const READ_ERRORS = errorResponses(400, 404, 409);
const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409);

/** Matching rounds as everyone sees them (issue 44, decision 136): the list, a round's page with
 *  its live estimates or published result, the donation panel's "your gift adds about…", the
 *  published file itself, and a creator's application. */
export function registerRoundRoutes(
  app: FastifyInstance,
  { db, chains }: Pick<AppDeps, 'db' | 'chains'>,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, chains };

  routes.get(
    '/api/rounds',
    {
      schema: {
        tags: ['rounds'],
        summary: 'Matching rounds, the latest donation window first',
        response: { 200: roundListSchema },
      },
    },
    async () => ({ items: await listRounds(deps) }),
  );

  routes.get(
    '/api/rounds/applications/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['rounds'],
        summary:
          "The signed-in creator's applications to rounds, newest first, with each decision and reason",
        response: { 200: roundApplicationListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: await listOwnApplications(db, signedInUser(request).id) }),
  );

  routes.get(
    '/api/rounds/:id',
    {
      schema: {
        tags: ['rounds'],
        summary:
          "A round's page: its accepted campaigns with the estimated match while it runs (the engine over the gifts so far), the published result, excluded gifts and exclusions after",
        params: roundIdParamsSchema,
        response: { 200: roundPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => roundPage(deps, request.params.id),
  );

  routes.get(
    '/api/campaigns/:id/rounds',
    {
      schema: {
        tags: ['rounds'],
        summary:
          'The rounds a campaign was accepted into, with its estimated match while each runs and its published match after (empty for a campaign in none)',
        params: campaignIdParamsSchema,
        response: { 200: campaignRoundListSchema },
      },
    },
    async (request) => ({ items: await campaignRounds(deps, request.params.id) }),
  );

  routes.get(
    '/api/rounds/:id/estimate',
    {
      schema: {
        tags: ['rounds'],
        summary:
          "What a gift of `amount` more to `campaignId` (from `donor`, or a new donor) would add to the campaign's match, by the engine over the gifts so far",
        params: roundIdParamsSchema,
        querystring: roundEstimateQuerySchema,
        response: { 200: roundEstimateSchema, ...READ_ERRORS },
      },
    },
    async (request) => estimateGift(deps, request.params.id, request.query),
  );

  routes.get(
    '/api/rounds/:id/result.json',
    {
      schema: {
        tags: ['rounds'],
        summary:
          'The published round file, byte for byte (the latest version unless told): recompute it with `npm run round:recompute -- <file>`',
        params: roundIdParamsSchema,
        querystring: roundResultQuerySchema,
      },
    },
    async (request, reply) => {
      const { publication } = await roundResultFile(deps, request.params.id, request.query.version);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="round-${publication.roundId}-v${publication.version}.json"`,
        )
        .send(publication.file);
    },
  );

  routes.post(
    '/api/rounds/:id/applications',
    {
      preHandler: requireActiveUser,
      schema: {
        tags: ['rounds'],
        summary: "Apply one's own approved campaign to a round, within its application window (once)",
        params: roundIdParamsSchema,
        body: applyToRoundSchema,
        response: { 201: roundApplicationSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await applyToRound(deps, signedInUser(request), request.params.id, request.body)),
  );
}
