import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { publicProfileSchema, walletAddressParamsSchema } from '@crowdvault/shared/api/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAddress } from 'viem';
import type { AppDeps } from '../app-deps';
import { AppError } from '../errors';
import { findUserByWallet } from '../services/auth/users';

/** Public user profiles. */
export function registerUserRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users/wallet/:address',
    {
      schema: {
        tags: ['users'],
        summary: "A user's public profile by wallet address (any letter case)",
        params: walletAddressParamsSchema,
        response: { 200: publicProfileSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await findUserByWallet(deps.db, request.params.address);
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      return {
        id: row.id,
        username: row.username,
        walletAddress: getAddress(row.walletAddress),
        bio: row.bio,
      };
    },
  );
}
