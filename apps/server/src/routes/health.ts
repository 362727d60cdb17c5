import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  type HealthResponse,
  healthResponseSchema,
  livenessResponseSchema,
  type ReadinessResponse,
  readinessResponseSchema,
} from '@crowdvault/shared/api/health';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { indexerLag } from '../services/indexer/indexer-store';
import type { Relayer } from '../services/withdrawals/relayer';

const CHECK_TIMEOUT_MS = 2_000;

/** `GET /api/health`: 200 when the database and the chain answer, else 503 naming the part that
 *  did not. Each check gives up after two seconds so a dead RPC cannot hang a load balancer. */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps, relayer: Relayer): void {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process runs and answers (nothing else is checked)',
        response: { 200: livenessResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.floor(process.uptime()) }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: the database and the chain answer, the indexer is not far behind, live updates are connected',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema, 500: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [database, block] = await Promise.all([
        check(() => deps.db.execute(sql`select 1`)),
        check(() => deps.chain.probe.getBlockNumber({ cacheTime: 0 })),
      ]);
      const lag =
        database.ok && block.ok
          ? await indexerLag(deps.db, deps.chain.chainId, block.value).catch(() => null)
          : null;
      const maxLag = deps.env.readyMaxIndexerLag;
      const liveUpdates = deps.donationEvents?.connected ?? true;
      const reasons = [
        shuttingDown ? 'shutting down' : null,
        database.ok ? null : 'database not answering',
        block.ok ? null : 'chain not answering',
        lag !== null && lag > maxLag ? `indexer ${lag} blocks behind` : null,
        liveUpdates ? null : 'live updates disconnected',
      ].filter((reason): reason is string => reason !== null);
      const body: ReadinessResponse = {
        status: reasons.length === 0 ? 'ok' : 'error',
        database: database.ok ? 'ok' : 'error',
        chain: block.ok ? 'ok' : 'error',
        indexerLagBlocks: lag,
        maxIndexerLagBlocks: maxLag,
        liveUpdates: liveUpdates ? 'ok' : 'error',
        shuttingDown,
      };
      if (reasons.length === 0) return body;
      request.log.warn({ reasons }, 'not ready');
      return reply.code(503).send({ ...body, message: `Not ready: ${reasons.join(', ')}` });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the database and the chain answer',
        response: { 200: healthResponseSchema, 503: healthResponseSchema, 500: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [database, block, relayerBalance] = await Promise.all([
        check(() => deps.db.execute(sql`select 1`)),
        check(() => deps.chain.probe.getBlockNumber({ cacheTime: 0 })),
        check(() => deps.chain.probe.getBalance({ address: relayer.address })),
      ]);
      const failed = [database.ok ? null : 'database', block.ok ? null : 'chain'].filter(
        (part): part is string => part !== null,
      );
      const body: HealthResponse = {
        status: failed.length === 0 ? 'ok' : 'error',
        database: database.ok ? 'ok' : 'error',
        chain: block.ok ? 'ok' : 'error',
        chainId: deps.chain.chainId,
        blockNumber: block.ok ? block.value.toString() : null,
        uptimeSeconds: Math.floor(process.uptime()),
        indexerLagBlocks:
          database.ok && block.ok
            ? await indexerLag(deps.db, deps.chain.chainId, block.value).catch(() => null)
            : null,
        relayer: {
          address: relayer.address,
          balance: relayerBalance.ok ? formatUnits(relayerBalance.value, 18) : null,
          low: relayerBalance.ok && relayerBalance.value < deps.env.relayerMinBalance,
        },
      };
      if (failed.length === 0) return body;
      request.log.warn({ database: database.error, chain: block.error }, 'health check failed');
      return reply.code(503).send({ ...body, message: `Not answering: ${failed.join(', ')}` });
    },
  );
}

type CheckResult<T> = { ok: true; value: T; error?: undefined } | { ok: false; error: string };

async function check<T>(run: () => Promise<T>): Promise<CheckResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return { ok: true, value: await Promise.race([run(), timeout]) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
