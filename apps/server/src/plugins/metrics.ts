import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps, Lane } from '../app-deps';
import { AppError } from '../errors';
import type { IndexerStatus } from '../services/indexer/indexer-status';

const SCRAPE_CHAIN_TIMEOUT_MS = 2_000;

/**
 * Prometheus metrics (decision 052), one registry per app so tests can build many. Registered
 * before any route: the request histogram's hook then times every route. Returns the function that
 * adds the rest, once the parts it reads (relayer, live events) exist.
 */
export function registerRequestMetrics(app: FastifyInstance): {
  register: Registry;
  finish(deps: AppDeps): void;
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
    finish(deps) {
      const { lanes, donationEvents } = deps;
      indexerMetrics(register, () => lanes.all.flatMap((lane) => (lane.indexer ? [lane.indexer] : [])));
      relayerMetrics(register, lanes);
      refundPushMetrics(register, lanes);
      jobMetrics(register, deps.jobStatus);
      new Gauge({
        name: 'crowdvault_sse_clients',
        help: 'Open live-donation event streams on this instance',
        registers: [register],
        collect() {
          this.set(donationEvents.listenerCount());
        },
      });
      poolMetrics(register, deps);
      // Node version, memory, the relayer's balance and every route's latency are not for the
      // public (issue 26, item 15; decision 072): without a token the route does not exist.
      const token = deps.env.metricsToken;
      if (!token) return;
      app.get(
        '/api/metrics',
        {
          onRequest: metricsTokenGuard(token),
          schema: {
            tags: ['system'],
            summary: 'Prometheus metrics of this instance (text exposition format; bearer METRICS_TOKEN)',
            security: [{ metricsToken: [] }],
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

/** Refuses a scrape without `Authorization: Bearer <METRICS_TOKEN>`, comparing in constant time. */
function metricsTokenGuard(token: string): onRequestAsyncHookHandler {
  const expected = createHash('sha256').update(token).digest();
  return async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const given = createHash('sha256')
      .update(match?.[1] ?? '')
      .digest();
    if (!match || !timingSafeEqual(given, expected)) {
      throw new AppError('UNAUTHORIZED', 'Metrics need the bearer token configured as METRICS_TOKEN');
    }
  };
}

// Every chain's indexer and relayer report under a `chain_id` label (decision 060).

function indexerMetrics(register: Registry, status: () => readonly IndexerStatus[]): void {
  const blockGauge = (name: string, help: string, read: (indexer: IndexerStatus) => bigint | number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['chain_id'] as const,
      registers: [register],
      collect() {
        this.reset();
        for (const indexer of status()) {
          const value = read(indexer);
          if (value !== null) this.set({ chain_id: String(indexer.chainId) }, Number(value));
        }
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
    i.leads ? 1 : 0,
  );
  blockGauge('crowdvault_indexer_degraded', "1 while the chain's last indexer step failed, else 0", (i) =>
    i.lastError === null ? 0 : 1,
  );
  blockGauge(
    'crowdvault_indexer_rpc_url_index',
    "Which of the chain's RPC URLs the indexer reads (0 = the first; it moves on after a failure)",
    (i) => i.rpcEndpoint.index,
  );
  blockGauge(
    'crowdvault_indexer_new_heads_subscribed',
    '1 while new heads arrive by WebSocket subscription, 0 while the chain is polled',
    (i) => (i.subscribed ? 1 : 0),
  );
  const reported = new Map<number, number>();
  new Counter({
    name: 'crowdvault_indexer_reorgs_total',
    help: 'Chain reorganisations this instance undid since it started',
    labelNames: ['chain_id'] as const,
    registers: [register],
    collect() {
      for (const indexer of status()) {
        const seen = indexer.reorgsSeen;
        const before = reported.get(indexer.chainId) ?? 0;
        // An increase of 0 still makes the chain's series appear, at 0, from the first scrape.
        this.inc({ chain_id: String(indexer.chainId) }, Math.max(0, seen - before));
        reported.set(indexer.chainId, seen);
      }
    },
  });
}

function relayerMetrics(register: Registry, lanes: AppDeps['lanes']): void {
  const withTimeout = <T>(promise: Promise<T>) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), SCRAPE_CHAIN_TIMEOUT_MS),
      ),
    ]);
  /** A gauge of each chain's relayer, read from its chain at each scrape; a chain that does not
   *  answer in time is left out of that scrape rather than holding it up. */
  const perChainGauge = (name: string, help: string, read: (lane: Lane) => Promise<number>) =>
    new Gauge({
      name,
      help,
      labelNames: ['chain_id'] as const,
      registers: [register],
      async collect() {
        this.reset();
        await Promise.all(
          lanes.all.map(async (lane) => {
            const value = await withTimeout(read(lane)).catch(() => null);
            if (value !== null) this.set({ chain_id: String(lane.chain.chainId) }, value);
          }),
        );
      },
    });
  perChainGauge(
    'crowdvault_relayer_balance_wei',
    "The relayer's native-coin balance (wei; a float, so exact only to about 15 digits)",
    async ({ chain, relayer }) => Number(await chain.probe.getBalance({ address: relayer.address })),
  );
  perChainGauge(
    'crowdvault_relayer_pending_nonces',
    "The relayer's transactions sent but not yet mined (pending minus latest nonce)",
    async ({ chain, relayer }) => {
      const [pending, latest] = await Promise.all([
        chain.probe.getTransactionCount({ address: relayer.address, blockTag: 'pending' }),
        chain.probe.getTransactionCount({ address: relayer.address, blockTag: 'latest' }),
      ]);
      return Math.max(0, pending - latest);
    },
  );
}

/** Gas of refund pushes (decision 112), split into payments made and payments a token refused. */
function refundPushMetrics(register: Registry, lanes: AppDeps['lanes']): void {
  const reported = new Map<string, bigint>();
  new Counter({
    name: 'crowdvault_refund_push_gas_total',
    help: 'Gas the outcome watcher spent pushing refunds since start, by chain and outcome (paid, refused)',
    labelNames: ['chain_id', 'outcome'] as const,
    registers: [register],
    collect() {
      for (const { outcomes: watcher } of lanes.all) {
        const gas = watcher.pushGas();
        for (const outcome of ['paid', 'refused'] as const) {
          const key = `${watcher.chainId}:${outcome}`;
          const before = reported.get(key) ?? 0n;
          this.inc({ chain_id: String(watcher.chainId), outcome }, Number(gas[outcome] - before));
          reported.set(key, gas[outcome]);
        }
      }
    },
  });
}

/** The background jobs (decision 125): ticks run, failed, and passed for want of the lead. */
function jobMetrics(register: Registry, status: AppDeps['jobStatus']): void {
  const reported = new Map<string, number>();
  for (const [field, help] of [
    ['ticks', 'Ticks each background job ran on this instance since start'],
    ['failures', 'Ticks of each background job that failed (logged, tried again next turn)'],
    ['skipped', "Turns each job passed because another instance leads the job's scope"],
  ] as const) {
    new Counter({
      name: `crowdvault_job_${field}_total`,
      help,
      labelNames: ['job', 'chain_id'] as const,
      registers: [register],
      collect() {
        for (const job of status?.() ?? []) {
          const labels = { job: job.name, chain_id: job.chainId === null ? '' : String(job.chainId) };
          const key = `${field}:${job.name}:${labels.chain_id}`;
          this.inc(labels, job[field] - (reported.get(key) ?? 0));
          reported.set(key, job[field]);
        }
      },
    });
  }
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
