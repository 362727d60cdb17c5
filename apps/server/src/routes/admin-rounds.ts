import {
  createRoundSchema,
  decideRoundApplicationSchema,
  excludeFromRoundSchema,
  roundApplicationListSchema,
  roundApplicationParamsSchema,
  roundApplicationSchema,
  roundIdParamsSchema,
  roundPageSchema,
  updateRoundSchema,
} from '@crowdvault/shared/api/rounds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateKeyToAccount } from 'viem/accounts';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { requireRole, signedInUser } from '../services/auth/require-user';
import { freezeRound } from '../services/rounds/freeze-round';
import { decideRoundApplication, listRoundApplications } from '../services/rounds/round-applications';
import { excludeFromRound } from '../services/rounds/round-exclusions';
import { roundPage } from '../services/rounds/round-page';
import { createRound, requireRound, updateRound } from '../services/rounds/round-settings';
import { errorResponses } from './error-responses';

const ERRORS = errorResponses(400, 401, 403, 404, 409);

/** Running matching rounds (issue 44, decision 136): admins create and edit rounds and publish a
 *  closed one's result; moderators decide applications and, in the challenge window, exclude a
 *  donor or a campaign. Every action lands in the audit log. */
export function registerAdminRoundRoutes(
  app: FastifyInstance,
  { db, chains, secrets }: Pick<AppDeps, 'db' | 'chains' | 'secrets'>,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The relayer (one key on every chain) operates new rounds' pools: it publishes their results.
  const deps = { db, chains, operatorAddress: privateKeyToAccount(secrets.relayerPrivateKey).address };
  const admin = requireRole('ADMIN');
  const staff = requireRole('MODERATOR');

  routes.post(
    '/api/admin/rounds',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Create a matching round (admin)',
        body: createRoundSchema,
        response: { 201: roundPageSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const round = await createRound(deps, signedInUser(request).id, request.body);
      return reply.code(201).send(await roundPage(deps, round.id));
    },
  );

  routes.put(
    '/api/admin/rounds/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Change some settings of a round not yet published (admin); the chain, token, formula and donation window are fixed once donations open',
        params: roundIdParamsSchema,
        body: updateRoundSchema,
        response: { 200: roundPageSchema, ...ERRORS },
      },
    },
    async (request) => {
      const round = await updateRound(deps, signedInUser(request).id, request.params.id, request.body);
      return roundPage(deps, round.id);
    },
  );

  routes.get(
    '/api/admin/rounds/:id/applications',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: "A round's applications, pending ones first",
        params: roundIdParamsSchema,
        response: { 200: roundApplicationListSchema, ...ERRORS },
      },
    },
    async (request) => {
      const round = await requireRound(db, request.params.id);
      return { items: await listRoundApplications(db, round.id) };
    },
  );

  routes.post(
    '/api/admin/rounds/:id/applications/:applicationId/decision',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Accept an application, or decline it with a reason (recorded in the audit log)',
        params: roundApplicationParamsSchema,
        body: decideRoundApplicationSchema,
        response: { 200: roundApplicationSchema, ...ERRORS },
      },
    },
    async (request) =>
      decideRoundApplication(
        deps,
        signedInUser(request).id,
        request.params.id,
        request.params.applicationId,
        request.body,
      ),
  );

  routes.post(
    '/api/admin/rounds/:id/publish',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary:
          "Freeze a closed round's gifts and publish its result (refused until the window has closed on its chain and every gift in it is recorded)",
        params: roundIdParamsSchema,
        response: { 201: roundPageSchema, ...ERRORS, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      await freezeRound(deps, request.params.id, signedInUser(request).id);
      return reply.code(201).send(await roundPage(deps, request.params.id));
    },
  );

  routes.post(
    '/api/admin/rounds/:id/exclusions',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary:
          'Exclude a donor or a campaign from a published round in its challenge window, with a reason: the result is recomputed and republished',
        params: roundIdParamsSchema,
        body: excludeFromRoundSchema,
        response: { 201: roundPageSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      await excludeFromRound(deps, signedInUser(request).id, request.params.id, request.body);
      return reply.code(201).send(await roundPage(deps, request.params.id));
    },
  );
}
