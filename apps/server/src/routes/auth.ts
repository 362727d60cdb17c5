import {
  authResponseSchema,
  nonceResponseSchema,
  refreshRequestSchema,
  verifyRequestSchema,
} from '@crowdvault/shared/api/auth';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { sessionUserSchema } from '@crowdvault/shared/api/user';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Hex } from 'viem';
import { z } from 'zod';
import type { AppDeps } from '../app';
import { AppError } from '../errors';
import { accessTokenKeys, signAccessToken } from '../services/auth/access-token';
import { adminWalletAddress } from '../services/auth/admin-address';
import { type AuthContext, decorateAuth } from '../services/auth/auth-context';
import { consumeNonce, issueNonce } from '../services/auth/nonces';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from '../services/auth/refresh-tokens';
import { isAuthGuard, requireSignedInEarly, requireUser } from '../services/auth/require-user';
import { verifySignInMessage } from '../services/auth/sign-in-message';
import { findOrCreateUser, findUserById, toSessionUser } from '../services/auth/users';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
};
const SESSION_EXPIRED = 'Session expired: please connect your wallet again';

/** Sign-In with Ethereum (ARCHITECTURE.md §7): nonce → signed EIP-4361 message → tokens. Also
 *  decorates the app with the context the guards of every other route read. */
export async function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const context: AuthContext = {
    db: deps.db,
    keys: accessTokenKeys(deps.secrets.jwtSecret),
    chainId: deps.chain.chainId,
    chainClient: deps.chain.client,
    adminAddress: adminWalletAddress(deps.env, deps.chain.chainId),
    publicOrigins: deps.env.publicOrigins,
    guardedRoutes: [],
  };
  decorateAuth(app, context);
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler, route.onRequest].flat();
    if (!handlers.some(isAuthGuard)) return;
    // Authentication before validation: a visitor learns nothing about a guarded route but 401.
    route.onRequest = [requireSignedInEarly, ...[route.onRequest ?? []].flat()];
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') context.guardedRoutes.push({ method, url: route.url });
    }
  });
  await app.register(rateLimit, { global: false });
  // Per client IP and route, in process memory (one API process; REDIS_URL would share it).
  // AUTH_RATE_LIMIT=0 lifts the limit (load tests).
  const max = deps.env.authRateLimit > 0 ? deps.env.authRateLimit : Number.MAX_SAFE_INTEGER;
  const limit = { rateLimit: { max, timeWindow: '1 minute' } };

  const sessionFor = async (userId: number, refreshToken: string) => {
    const row = await findUserById(context.db, userId);
    if (!row) throw new AppError(401, SESSION_EXPIRED);
    const accessToken = await signAccessToken(context.keys, userId);
    return { accessToken, refreshToken, user: toSessionUser(row, context.adminAddress) };
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/auth/nonce',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'A single-use nonce for a sign-in message, valid for 10 minutes',
        response: { 200: nonceResponseSchema, 429: errorResponseSchema, 500: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      const issued = await issueNonce(context.db);
      reply.header('cache-control', 'no-store');
      return {
        nonce: issued.nonce,
        issuedAt: issued.issuedAt.toISOString(),
        expirationTime: issued.expiresAt.toISOString(),
      };
    },
  );

  api.post(
    '/api/auth/verify',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a signed EIP-4361 message; creates the user on first sign-in',
        body: verifyRequestSchema,
        response: { 200: authResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) => {
      const { address, nonce } = await verifySignInMessage(request, context, {
        message: request.body.message,
        signature: request.body.signature as Hex,
      });
      if (!(await consumeNonce(context.db, nonce))) {
        throw new AppError(401, 'Sign-in failed: the nonce is unknown, already used or expired');
      }
      const user = await findOrCreateUser(context.db, address, context.adminAddress);
      return sessionFor(user.id, await issueRefreshToken(context.db, user.id));
    },
  );

  api.post(
    '/api/auth/refresh',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new pair (the old one stops working)',
        body: refreshRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rotated = await rotateRefreshToken(context.db, request.body.refreshToken);
      if (!rotated.ok) throw new AppError(401, SESSION_EXPIRED);
      return sessionFor(rotated.userId, rotated.refreshToken);
    },
  );

  api.post(
    '/api/auth/logout',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session the refresh token belongs to',
        body: refreshRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeRefreshToken(context.db, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/auth/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionUserSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findUserById(context.db, request.user!.id);
      if (!row) throw new AppError(401, SESSION_EXPIRED);
      return toSessionUser(row, context.adminAddress);
    },
  );
}
