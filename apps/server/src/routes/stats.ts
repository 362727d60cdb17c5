import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { type StatsResponse, statsResponseSchema } from '@crowdvault/shared/api/stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { getPlatformStats } from '../services/campaigns/platform-stats';
import { TtlCache } from '../services/campaigns/ttl-cache';

/** Every visitor of Home asks for the same figures; counting distinct donors over all donations
 *  each time would make Home the most expensive page. Seconds-old figures are fine there. */
export const STATS_CACHE_MS = 5_000;

/** `GET /api/stats`: the platform figures of the home page. */
export function registerStatsRoutes(app: FastifyInstance, { db, chains }: AppDeps): void {
  const cache = new TtlCache<StatsResponse>(STATS_CACHE_MS, 1);
  const load = () => cache.getOrLoad('stats', () => getPlatformStats(db, chains.accounting));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/stats',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Total raised (USD), active campaigns, distinct donors and countries (cached 5 s)',
        response: { 200: statsResponseSchema, 500: errorResponseSchema },
      },
    },
    load,
  );
}
