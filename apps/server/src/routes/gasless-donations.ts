import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  gaslessConfigSchema,
  gaslessDonationBodySchema,
  gaslessDonationResponseSchema,
  gaslessStatusQuerySchema,
} from '@crowdvault/shared/api/gasless-donation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { requireActiveUser, signedInUser } from '../services/auth/require-user';

/** Gasless donations (issue 18, decision 051). Signed-in only, like recording a wallet donation:
 *  the signed-in wallet must be the signer, which ties the message and anonymity to the donor and
 *  gives the limits an account as well as an address and an IP. Signing in costs no gas. */
export function registerGaslessDonationRoutes(
  app: FastifyInstance,
  { env, lanes }: Pick<AppDeps, 'env' | 'lanes'>,
): void {
  assertAuthReady(app);
  // Each chain's lane relays on its own chain, with its own daily gas budget (decision 060).
  const laneOf = (chainId: number | undefined) => lanes.require(chainId).gasless;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/donations/gasless',
    {
      schema: {
        tags: ['donations'],
        summary: 'Whether donating without gas is offered now on a network, and for which tokens',
        querystring: gaslessStatusQuerySchema,
        response: { 200: gaslessConfigSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return laneOf(request.query.chainId).status();
    },
  );

  routes.post(
    '/api/donations/gasless',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      schema: {
        tags: ['donations'],
        summary: 'Donate without gas: the donor’s signed authorization or permit, submitted by the relayer',
        description:
          'Checks the signature against this chain, the campaign’s vault, the token, the amount (at least ' +
          'GASLESS_MIN_AMOUNT), the validity window, an unused nonce and the signed-in wallet as signer, then ' +
          'simulates the call: nothing is sent (and no gas spent) when any check fails. 200 with the donation ' +
          '(message and anonymity attached) once mined; `donation` is null when the receipt took too long. ' +
          '429 beyond the per-address or per-IP hourly limits, 503 when the daily gas budget is spent or the ' +
          'relayer cannot send.',
        body: gaslessDonationBodySchema,
        response: {
          200: gaslessDonationResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => laneOf(request.body.chainId).donate(signedInUser(request), request.ip, request.body),
  );
}
