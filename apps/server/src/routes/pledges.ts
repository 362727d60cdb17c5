import {
  cancelPledgeBodySchema,
  createPledgeBodySchema,
  pledgeCancellationSchema,
  pledgeCancelQuerySchema,
  pledgeChoiceSchema,
  pledgeIdParamsSchema,
  pledgeListSchema,
  pledgeQuoteSchema,
  pledgeSchema,
} from '@crowdvault/shared/api/pledge';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { optionalUser, requireActiveUser, requireUser, signedInUser } from '../services/auth/require-user';
import {
  cancellationOf,
  cancelPledge,
  createPledge,
  listPledges,
  quotePledge,
} from '../services/pledges/pledges';
import { errorResponses } from './error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

/** Monthly giving (issue 32, decision 102): quote and record a signed pledge, list mine, cancel
 *  without sign-in, by the donor's signature or a one-click link from their notice (decision 107). */
export function registerPledgeRoutes(
  app: FastifyInstance,
  { db, chains, env, secrets, lanes }: Pick<AppDeps, 'db' | 'chains' | 'env' | 'secrets' | 'lanes'>,
): void {
  assertAuthReady(app);
  const deps = { db, chains, lanes };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/pledges/terms',
    {
      preHandler: requireActiveUser,
      schema: {
        tags: ['pledges'],
        summary: 'The pledge to sign for a choice, and the allowance (permit or approve) it needs',
        body: pledgeChoiceSchema,
        response: { 200: pledgeQuoteSchema, ...errors },
      },
    },
    async (request) => quotePledge(deps, signedInUser(request), request.body),
  );

  routes.post(
    '/api/pledges',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      schema: {
        tags: ['pledges'],
        summary: 'Record a signed pledge (and relay its permit): checked against the campaign and the chain',
        body: createPledgeBodySchema,
        response: { 201: pledgeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPledge(deps, signedInUser(request), request.body)),
  );

  routes.get(
    '/api/pledges',
    {
      preHandler: requireUser,
      schema: {
        tags: ['pledges'],
        summary: "The signed-in donor's pledges with their state, next date and amount",
        response: { 200: pledgeListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listPledges(deps, signedInUser(request)) };
    },
  );

  routes.get(
    '/api/pledges/:pledgeId/cancel',
    {
      schema: {
        tags: ['pledges'],
        summary:
          'The CancelPledge message a pledge’s wallet would sign, whether a one-click link (t) is good, and the pledge itself for its link or its signed-in donor',
        params: pledgeIdParamsSchema,
        querystring: pledgeCancelQuerySchema,
        response: { 200: pledgeCancellationSchema, ...errors },
      },
      preHandler: optionalUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await cancellationOf(deps, secrets.jwtSecret, request.params.pledgeId, request.query.t);
      // The id alone is no proof (it is in every collection's calldata): the pledge's amount, state
      // and reasons are shown to the holder of a link made for it, expired or not, and to its donor
      // (decision 115). Anyone still gets the message, so the wallet path needs nothing else.
      const donor = request.user?.walletAddress.toLowerCase() === found.pledge?.terms.donor.toLowerCase();
      return found.link === 'valid' || found.link === 'expired' || donor ? found : { ...found, pledge: null };
    },
  );

  routes.post(
    '/api/pledges/:pledgeId/cancel',
    {
      schema: {
        tags: ['pledges'],
        summary:
          'Cancel a pledge with its donor’s signature or a one-click link’s token: collections stop at once, then on chain',
        params: pledgeIdParamsSchema,
        body: cancelPledgeBodySchema,
        response: { 200: pledgeSchema, ...errors },
      },
    },
    async (request) =>
      cancelPledge(
        { ...deps, logger: request.log, linkSecret: secrets.jwtSecret },
        request.params.pledgeId,
        request.body,
      ),
  );
}
