import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  type ChainHealth,
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
import type { AppDeps, Lane } from '../app-deps';
import { indexerLag } from '../services/indexer/indexer-store';

const CHECK_TIMEOUT_MS = 2_000;

/** `GET /api/health`: 200 when the database and at least one chain answer, else 503 naming the
 *  part that did not; each chain is listed, a failing one as degraded (decision 060). Each check
 *  gives up after two seconds so a dead RPC cannot hang a load balancer. */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
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
      const [database, heads] = await Promise.all([
        check(() => deps.db.execute(sql`select 1`)),
        Promise.all(
          deps.chains.all.map((chain) => check(() => chain.probe.getBlockNumber({ cacheTime: 0 }))),
        ),
      ]);
      // One chain down degrades it, not the instance: every instance would be taken out of the
      // load balancer at once. Ready while some chain answers; the lag is the worst answering one's.
      const block = heads.find((head) => head.ok) ?? heads[0]!;
      const lags = database.ok
        ? await Promise.all(
            deps.chains.all.map((chain, index) => {
              const head = heads[index]!;
              return head.ok ? indexerLag(deps.db, chain.chainId, head.value).catch(() => null) : null;
            }),
          )
        : [];
      const known = lags.filter((lag): lag is number => lag !== null);
      const lag = known.length > 0 ? Math.max(...known) : null;
      const maxLag = deps.env.readyMaxIndexerLag;
      const liveUpdates = deps.donationEvents?.connected ?? true;
      const reasons = [
        shuttingDown ? 'shutting down' : null,
        database.ok ? null : 'database not answering',
        heads.some((head) => head.ok) ? null : 'no chain answering',
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
      const [database, chains] = await Promise.all([
        check(() => deps.db.execute(sql`select 1`)),
        Promise.all(deps.lanes.all.map((lane) => chainHealth(deps, lane))),
      ]);
      const primary = chains[0]!;
      const failed = [
        database.ok ? null : 'database',
        chains.some((chain) => chain.status === 'ok') ? null : 'chain',
      ].filter((part): part is string => part !== null);
      const body: HealthResponse = {
        status: failed.length === 0 ? 'ok' : 'error',
        database: database.ok ? 'ok' : 'error',
        chain: primary.blockNumber !== null ? 'ok' : 'error',
        chainId: primary.chainId,
        blockNumber: primary.blockNumber,
        uptimeSeconds: Math.floor(process.uptime()),
        indexerLagBlocks: primary.indexerLagBlocks,
        relayer: primary.relayer,
        chains,
      };
      const degraded = chains.filter((chain) => chain.status === 'degraded');
      if (failed.length === 0) {
        if (degraded.length === 0) return body;
        return { ...body, message: `Degraded: ${degraded.map((chain) => chain.name).join(', ')}` };
      }
      request.log.warn({ database: database.error, chains: degraded }, 'health check failed');
      return reply.code(503).send({ ...body, message: `Not answering: ${failed.join(', ')}` });
    },
  );
}

/** One chain's part of /api/health: its head, what its indexer recorded, and its relayer. */
async function chainHealth(deps: AppDeps, { chain, relayer, indexer }: Lane): Promise<ChainHealth> {
  const [block, balance] = await Promise.all([
    check(() => chain.probe.getBlockNumber({ cacheTime: 0 })),
    check(() => chain.probe.getBalance({ address: relayer.address })),
  ]);
  const lag = block.ok ? await indexerLag(deps.db, chain.chainId, block.value).catch(() => null) : null;
  const lastError = block.ok ? (indexer?.lastError ?? null) : block.error;
  return {
    chainId: chain.chainId,
    name: chain.name,
    status: lastError === null ? 'ok' : 'degraded',
    blockNumber: block.ok ? block.value.toString() : null,
    checkpointBlock: indexer?.checkpointBlock?.toString() ?? null,
    indexerLagBlocks: lag,
    lastError,
    rpcUrlIndex: indexer?.rpcEndpoint.index ?? 0,
    newHeads: indexer?.subscribed ? 'subscription' : 'polling',
    relayer: {
      address: relayer.address,
      balance: balance.ok ? formatUnits(balance.value, 18) : null,
      low: balance.ok && balance.value < deps.env.relayerMinBalance,
    },
  };
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
