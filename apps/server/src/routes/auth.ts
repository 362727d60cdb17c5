import { randomUUID } from 'node:crypto';
import {
  authResponseSchema,
  nonceResponseSchema,
  refreshRequestSchema,
  verifyRequestSchema,
} from '@crowdvault/shared/api/auth';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { sessionUserSchema } from '@crowdvault/shared/api/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Hex } from 'viem';
import { z } from 'zod';
import { AppError } from '../errors';
import { assertAuthReady } from '../plugins/auth';
import { signAccessToken } from '../services/auth/access-token';
import { consumeNonce, issueNonce } from '../services/auth/nonces';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from '../services/auth/refresh-tokens';
import { requireUser, signedInUser } from '../services/auth/require-user';
import { verifySignInMessage } from '../services/auth/sign-in-message';
import { findOrCreateUser, findUserById, toSessionUser } from '../services/auth/users';
import { errorResponses } from './error-responses';

const errors = errorResponses(400, 401, 429, 500);
const SESSION_EXPIRED = 'Session expired: please connect your wallet again';

/** Sign-In with Ethereum (ARCHITECTURE.md §7): nonce → signed EIP-4361 message → tokens. The
 *  context and the rate limiter come from the auth plugin (plugins/auth.ts). */
export function registerAuthRoutes(app: FastifyInstance): void {
  assertAuthReady(app);
  const context = app.auth;
  const max = context.authRateLimit > 0 ? context.authRateLimit : Number.MAX_SAFE_INTEGER;
  const limit = { rateLimit: { max, timeWindow: '1 minute' } };

  const sessionFor = async (userId: number, refreshToken: string, sessionId: string) => {
    const row = await findUserById(context.db, userId);
    if (!row) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
    const accessToken = await signAccessToken(context.keys, { userId, sessionId });
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
        throw new AppError('UNAUTHORIZED', 'Sign-in failed: the nonce is unknown, already used or expired');
      }
      const user = await findOrCreateUser(context.db, address, context.adminAddress);
      const sessionId = randomUUID();
      return sessionFor(user.id, await issueRefreshToken(context.db, user.id, sessionId), sessionId);
    },
  );

  api.post(
    '/api/auth/refresh',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary:
          'Trade a refresh token for a new pair; offered again within 10 s it answers with the same refresh token, later it revokes the session',
        body: refreshRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rotated = await rotateRefreshToken(context.db, request.body.refreshToken);
      if (!rotated.ok) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
      return sessionFor(rotated.userId, rotated.refreshToken, rotated.familyId);
    },
  );

  api.post(
    '/api/auth/logout',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session the refresh token belongs to, and its access tokens',
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
        response: { 200: sessionUserSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findUserById(context.db, signedInUser(request).id);
      if (!row) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
      return toSessionUser(row, context.adminAddress);
    },
  );
}
