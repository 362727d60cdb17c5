import { dashboardSummarySchema } from '@crowdvault/shared/api/dashboard';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { requireUser, signedInUser } from '../services/auth/require-user';
import { dashboardSummary } from '../services/dashboard/dashboard-summary';

/** The creator dashboard's overview cards. */
export function registerDashboardRoutes(app: FastifyInstance, { db }: Pick<AppDeps, 'db'>): void {
  assertAuthReady(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/summary',
    {
      preHandler: requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Totals raised and given by the signed-in user, per currency and at face value',
        response: { 200: dashboardSummarySchema, 401: errorResponseSchema },
      },
    },
    async (request) => dashboardSummary(db, signedInUser(request)),
  );
}
