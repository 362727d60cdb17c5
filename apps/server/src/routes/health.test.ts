import { findFreePort } from '@crowdvault/contracts/dev-chain';
import { describe, expect, it } from 'vitest';
import { createProbeClient } from '../chain/client';
import { createTestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { useTestContext } from '../test/use-test-app';

describe('GET /api/health', () => {
  const fixture = useTestContext();

  it('answers 200 when the database and the chain answer', async () => {
    const app = await createTestApp(fixture.context);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', chain: 'ok', chainId: 31337 });
    expect(BigInt(response.json().blockNumber)).toBeGreaterThan(0n);
  });

  it('answers 503 naming the chain when the RPC does not answer, within the timeout', async () => {
    const closedPort = await findFreePort();
    const deadChain = {
      ...fixture.context.chain,
      probe: createProbeClient(`http://127.0.0.1:${closedPort}`),
    };
    const app = await createTestApp({ ...fixture.context, chain: deadChain });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'error',
      database: 'ok',
      chain: 'error',
      blockNumber: null,
      message: 'Not answering: chain',
    });
  });

  it('answers 503 naming the database when it fails', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    const app = await createTestApp({ ...fixture.context, database: closed });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      database: 'error',
      chain: 'ok',
      message: 'Not answering: database',
    });
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  const fixture = useTestContext();

  it('answers live and ready when every part answers and the indexer is not behind', async () => {
    const app = await createTestApp(fixture.context);
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    await app.close();
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      chain: 'ok',
      liveUpdates: 'ok',
      shuttingDown: false,
      maxIndexerLagBlocks: 100,
    });
  });

  it('stays live but not ready when the chain does not answer', async () => {
    const closedPort = await findFreePort();
    const deadChain = {
      ...fixture.context.chain,
      probe: createProbeClient(`http://127.0.0.1:${closedPort}`),
    };
    const app = await createTestApp({ ...fixture.context, chain: deadChain });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    await app.close();
    expect(live.statusCode).toBe(200);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'error',
      chain: 'error',
      message: 'Not ready: no chain answering',
    });
  });
});
