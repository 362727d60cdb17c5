import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../app-deps';
import type { DonationEvents } from '../services/donations/events';
import type { Relayer } from '../services/withdrawals/relayer';

const SCRAPE_CHAIN_TIMEOUT_MS = 2_000;

/** What /api/metrics reads from the indexer (server.ts owns it; absent in tests without one). */
export interface IndexerStatus {
  readonly headBlock: bigint | null;
  readonly checkpointBlock: bigint | null;
  readonly lagBlocks: number | null;
  readonly reorgsSeen: number;
  readonly isLeader: boolean;
}

/**
 * Prometheus metrics (decision 052), one registry per app so tests can build many. Registered
 * before any route: the request histogram's hook then times every route. Returns the function that
 * adds the rest, once the parts it reads (relayer, live events) exist.
 */
export function registerRequestMetrics(app: FastifyInstance): {
  register: Registry;
  finish(deps: AppDeps, parts: { relayer: Relayer; donationEvents: DonationEvents }): void;
} {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'crowdvault_' });
  const duration = new Histogram({
    name: 'crowdvault_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern (/api/campaigns/:id), never the path: one series per route, not per campaign.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/api/metrics') return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  return {
    register,
    finish(deps, { relayer, donationEvents }) {
      indexerMetrics(register, deps.indexerStatus);
      relayerMetrics(register, deps, relayer);
      new Gauge({
        name: 'crowdvault_sse_clients',
        help: 'Open live-donation event streams on this instance',
        registers: [register],
        collect() {
          this.set(donationEvents.listenerCount());
        },
      });
      poolMetrics(register, deps);
      app.get(
        '/api/metrics',
        {
          schema: {
            tags: ['system'],
            summary: 'Prometheus metrics of this instance (text exposition format)',
          },
        },
        async (_request, reply) => {
          reply.header('content-type', register.contentType).header('cache-control', 'no-store');
          return register.metrics();
        },
      );
    },
  };
}

function indexerMetrics(register: Registry, status: AppDeps['indexerStatus']): void {
  const blockGauge = (name: string, help: string, read: (indexer: IndexerStatus) => bigint | number | null) =>
    new Gauge({
      name,
      help,
      registers: [register],
      collect() {
        const value = status?.() ? read(status()!) : null;
        if (value === null) this.reset();
        else this.set(Number(value));
      },
    });
  blockGauge('crowdvault_indexer_head_block', 'Chain head as the indexer last read it', (i) => i.headBlock);
  blockGauge('crowdvault_indexer_checkpoint_block', 'Last block fully recorded', (i) => i.checkpointBlock);
  blockGauge(
    'crowdvault_indexer_lag_blocks',
    'Blocks between the head and the checkpoint',
    (i) => i.lagBlocks,
  );
  blockGauge('crowdvault_indexer_leader', '1 when this instance indexes (holds the lock), else 0', (i) =>
    i.isLeader ? 1 : 0,
  );
  let reported = 0;
  new Counter({
    name: 'crowdvault_indexer_reorgs_total',
    help: 'Chain reorganisations this instance undid since it started',
    registers: [register],
    collect() {
      const seen = status?.()?.reorgsSeen ?? 0;
      if (seen > reported) this.inc(seen - reported);
      reported = seen;
    },
  });
}

function relayerMetrics(register: Registry, deps: AppDeps, relayer: Relayer): void {
  const withTimeout = <T>(promise: Promise<T>) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), SCRAPE_CHAIN_TIMEOUT_MS),
      ),
    ]);
  new Gauge({
    name: 'crowdvault_relayer_balance_wei',
    help: "The relayer's native-coin balance (wei; a float, so exact only to about 15 digits)",
    registers: [register],
    async collect() {
      const balance = await withTimeout(deps.chain.probe.getBalance({ address: relayer.address })).catch(
        () => null,
      );
      if (balance === null) this.reset();
      else this.set(Number(balance));
    },
  });
  new Gauge({
    name: 'crowdvault_relayer_pending_nonces',
    help: "The relayer's transactions sent but not yet mined (pending minus latest nonce)",
    registers: [register],
    async collect() {
      const counts = await withTimeout(
        Promise.all([
          deps.chain.probe.getTransactionCount({ address: relayer.address, blockTag: 'pending' }),
          deps.chain.probe.getTransactionCount({ address: relayer.address, blockTag: 'latest' }),
        ]),
      ).catch(() => null);
      if (counts === null) this.reset();
      else this.set(Math.max(0, counts[0] - counts[1]));
    },
  });
}

function poolMetrics(register: Registry, deps: AppDeps): void {
  // node-postgres behind Drizzle; PGlite has no pool (one in-process connection).
  const client = (deps.db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  new Gauge({
    name: 'crowdvault_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
