import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationIndexer } from '../services/indexer/donation-indexer';
import { testIndexer } from '../test/chain-kit';
import { createTestApp, createTestContext } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const METRICS_TOKEN = 'metrics-token-for-the-test-scraper-0123456789';
const SCRAPE = { authorization: `Bearer ${METRICS_TOKEN}` };

describe('GET /api/metrics', () => {
  let context: Context;
  let app: FastifyInstance;
  let indexer: DonationIndexer;

  beforeAll(async () => {
    context = await createTestContext({ METRICS_TOKEN });
    indexer = testIndexer(context);
    app = await createTestApp(context, { indexerStatus: () => [indexer] });
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
    const response = await app.inject({ method: 'GET', url: '/api/metrics', headers: SCRAPE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    // Request durations by route pattern (never the raw path) and status.
    expect(text).toMatch(
      /crowdvault_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_code="200"\}/,
    );
    expect(text).toContain('route="/api/campaigns/:id",status_code="404"');
    const value = (name: string) => {
      // Indexer and relayer series carry the chain they describe (decision 060).
      const match = new RegExp(`^${name}(?:\\{chain_id="${context.chain.chainId}"\\})? (\\S+)$`, 'm').exec(
        text,
      );
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
    // Gas of refund pushes, per chain and outcome (decision 112): none pushed here.
    for (const outcome of ['paid', 'refused']) {
      expect(text).toContain(
        `crowdvault_refund_push_gas_total{chain_id="${context.chain.chainId}",outcome="${outcome}"} 0`,
      );
    }
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

  // Issue 26, item 15: the main port served Node's version, memory, the relayer's balance and
  // every route's latency to anyone.
  it('refuses a scrape without the token, or with another, with 401 and no figures', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: METRICS_TOKEN }]) {
      const response = await app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({
        message: 'Metrics need the bearer token configured as METRICS_TOKEN',
      });
    }
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  const fixture = useTestApp();

  it('does not exist on the main port', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('crowdvault_');
    const forged = await fixture.app.inject({ method: 'GET', url: '/api/metrics', headers: SCRAPE });
    expect(forged.statusCode).toBe(404);
  });
});
