import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { resolveSecrets } from '../secrets';
import { DonationIndexer } from '../services/indexer/donation-indexer';
import { createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;

describe('GET /api/metrics', () => {
  let context: Context;
  let app: FastifyInstance;
  let indexer: DonationIndexer;

  beforeAll(async () => {
    context = await createTestContext();
    indexer = new DonationIndexer({
      db: context.database.db,
      chainId: context.chain.chainId,
      deployment: context.chain.deployment,
      rpcUrl: context.env.chainRpcUrl,
      confirmations: 0,
      pollIntervalMs: 50,
    });
    app = await buildApp({
      env: context.env,
      db: context.database.db,
      chain: context.chain,
      secrets: await resolveSecrets(context.env, context.chain.chainId),
      indexerStatus: () => indexer,
    });
    indexer.start();
    await indexer.waitForBlock(await context.chain.probe.getBlockNumber({ cacheTime: 0 }));
  });
  afterAll(async () => {
    await indexer.stop();
    await app.close();
    await context.close();
  });

  it('serves the named series in Prometheus text format', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/campaigns/999999' });
    const response = await app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    // Request durations by route pattern (never the raw path) and status.
    expect(text).toMatch(
      /crowdvault_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_code="200"\}/,
    );
    expect(text).toContain('route="/api/campaigns/:id",status_code="404"');
    const value = (name: string) => {
      const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
      return match ? Number(match[1]) : undefined;
    };
    expect(value('crowdvault_indexer_head_block')).toBeGreaterThan(0);
    expect(value('crowdvault_indexer_checkpoint_block')).toBeGreaterThan(0);
    expect(value('crowdvault_indexer_lag_blocks')).toBeGreaterThanOrEqual(0);
    expect(value('crowdvault_indexer_leader')).toBe(1);
    expect(value('crowdvault_indexer_reorgs_total')).toBe(0);
    expect(value('crowdvault_relayer_balance_wei')).toBeGreaterThan(0);
    expect(value('crowdvault_relayer_pending_nonces')).toBe(0);
    expect(value('crowdvault_sse_clients')).toBe(0);
    expect(text).toContain('# TYPE crowdvault_db_pool_connections gauge');
    if (context.database.kind === 'postgres') {
      expect(text).toMatch(/crowdvault_db_pool_connections\{state="total"\} [1-9]/);
    }
    expect(text).toContain('crowdvault_process_cpu_seconds_total');
  });

  it('answers every request with its id, taken from X-Request-Id when the proxy sends one', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-42' },
    });
    expect(given.headers['x-request-id']).toBe('lb-42');
    const fresh = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
