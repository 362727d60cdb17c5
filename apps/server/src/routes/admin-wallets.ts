import { adminWalletQuerySchema, adminWalletSchema } from '@crowdvault/shared/api/admin';
import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import { TOTAL_COUNT_HEADER } from '@crowdvault/shared/campaign-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { listAdminWallets, refreshAdminWallet, refreshAllWallets } from '../services/admin/admin-wallets';
import { requireRole } from '../services/auth/require-user';
import { ADMIN_ERRORS } from './admin-campaigns';

/** Wallet Management: every campaign vault with balances read from the chain (staff). */
export function registerAdminWalletRoutes(
  app: FastifyInstance,
  { db, chains }: Pick<AppDeps, 'db' | 'chains'>,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireRole('MODERATOR');

  routes.get(
    '/api/admin/wallets',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Campaign vaults with their balances on every served chain; the total in X-Total-Count',
        querystring: adminWalletQuerySchema,
        response: { 200: z.array(adminWalletSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const page = await listAdminWallets(db, chains, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total)).header('cache-control', 'no-store');
      return page.wallets;
    },
  );

  routes.post(
    '/api/admin/wallets/refresh-all',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Every vault, freshly read in batched requests',
        response: { 200: z.array(adminWalletSchema), ...ADMIN_ERRORS },
      },
    },
    async () => refreshAllWallets(db, chains),
  );

  routes.post(
    '/api/admin/wallets/:id/refresh',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: "One campaign's vault on every served chain, freshly read",
        params: campaignIdParamsSchema,
        response: { 200: adminWalletSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => refreshAdminWallet(db, chains, request.params.id),
  );
}
