import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { type HealthResponse, healthResponseSchema } from '@crowdvault/shared/api/health';
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
