import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { statsResponseSchema } from '@crowdvault/shared/api/stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app';
import { getPlatformStats } from '../services/campaigns/platform-stats';

/** `GET /api/stats`: the platform figures of the home page. */
export function registerStatsRoutes(app: FastifyInstance, { db, chain }: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/stats',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Total raised (USD), active campaigns, distinct donors and countries',
        response: { 200: statsResponseSchema, 500: errorResponseSchema },
      },
    },
    async () => getPlatformStats(db, chain.deployment),
  );
}
