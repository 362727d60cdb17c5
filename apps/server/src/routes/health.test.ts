import { findFreePort } from '@crowdvault/contracts/dev-chain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createProbeClient } from '../chain/client';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { useTestContext } from '../test/use-test-app';

/** An app whose chain probe asks a port nothing listens on: a chain that does not answer. */
async function appOnDeadChain(context: TestContext) {
  const closedPort = await findFreePort();
  const probe = createProbeClient(`http://127.0.0.1:${closedPort}`);
  return createTestApp({ ...context, chain: { ...context.chain, probe } });
}

/** The app's answers to /api/health/live and /api/health/ready; the app is closed after. */
async function liveAndReady(app: FastifyInstance) {
  const live = await app.inject({ method: 'GET', url: '/api/health/live' });
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
  await app.close();
  return { live, ready };
}

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
    const app = await appOnDeadChain(fixture.context);
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
    const { live, ready } = await liveAndReady(await createTestApp(fixture.context));
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
    const { live, ready } = await liveAndReady(await appOnDeadChain(fixture.context));
    expect(live.statusCode).toBe(200);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'error',
      chain: 'error',
      message: 'Not ready: no chain answering',
    });
  });
});
