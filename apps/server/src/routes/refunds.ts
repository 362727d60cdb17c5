import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import { donorRefundSchema, relayedRefundSchema, signedRefundSchema } from '@crowdvault/shared/api/refund';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { donorRefund, relaySignedRefund } from '../services/all-or-nothing/donor-refunds';
import { requireActiveUser, requireUser, signedInUser } from '../services/auth/require-user';
import { errorResponses } from './error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

/** A donor's refund from a failed all-or-nothing campaign (issue 29, decision 090): what the vault
 *  owes the signed-in wallet and how to take it, and the gasless claim relayed by the platform. */
export function registerRefundRoutes(
  app: FastifyInstance,
  { db, chains, env, lanes }: Pick<AppDeps, 'db' | 'chains' | 'env' | 'lanes'>,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/campaigns/:id/refund',
    {
      preHandler: requireUser,
      schema: {
        tags: ['refunds'],
        summary: "The signed-in wallet's refund on an all-or-nothing campaign, read from its vault",
        description:
          'Per token: what the vault counted from this wallet, what was refunded and what is claimable now ' +
          '(all of it once the vault has failed, until paid). `transaction` is the direct claimRefund() for the ' +
          "wallet to send; `typedData` the EIP-712 Refund (REFUND_TYPES) to sign for POST …/refund. 400 for a 'keep' campaign.",
        params: campaignIdParamsSchema,
        response: { 200: donorRefundSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return donorRefund({ db, chains }, request.params.id, signedInUser(request).walletAddress);
    },
  );

  routes.post(
    '/api/campaigns/:id/refund',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      schema: {
        tags: ['refunds'],
        summary: "Relay the signed-in donor's signed refund claim (no gas): paid to the address it signed",
        description:
          'The body is the signed Refund message (`to`, `deadline`) and its signature; the donor is the signed-in ' +
          'wallet. Refused with 400 before anything is sent when the campaign is not all or nothing, has not ' +
          'failed, the signature is not the donor’s for exactly this address and deadline, or nothing is left to ' +
          'refund (a second claim). Answers once mined, with what was paid.',
        params: campaignIdParamsSchema,
        body: signedRefundSchema,
        response: { 200: relayedRefundSchema, ...errors },
      },
    },
    async (request) =>
      relaySignedRefund({ db, lanes }, request.params.id, signedInUser(request).walletAddress, request.body),
  );
}
