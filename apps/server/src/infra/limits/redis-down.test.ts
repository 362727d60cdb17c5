import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { registryOf } from '../../chain/registry';
import { resolveSecrets } from '../../secrets';
import { bearer, signIn, TEST_HOST } from '../../test/sign-in';
import { createTestContext } from '../../test/test-app';
import { useTestContext } from '../../test/use-test-app';
import { createHitCounter, type FallbackHitCounter } from './create-hit-counter';
import type { HitCounter } from './hit-counter';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

// Issue 26, item 4: with REDIS_URL at a dead port the nonce route, every costly write and reports
// answered 500 after about 6 s each while readiness said all was well. Decision 071: fail fast and
// count in the database (memory on PGlite) while Redis is down.
describe('rate limits while Redis is down', () => {
  let context: Context;
  let app: FastifyInstance;
  let counter: HitCounter;
  let auth: { authorization: string };

  beforeAll(async () => {
    context = await createTestContext({ AUTH_RATE_LIMIT: '3', WRITE_RATE_LIMIT: '2' });
    counter = createHitCounter({ redisUrl: `redis://127.0.0.1:${await closedPort()}` }, context.database);
    app = await buildApp({
      env: context.env,
      db: context.database.db,
      chains: registryOf(context.chain),
      secrets: await resolveSecrets(context.env, context.chain.local),
      hitCounter: counter,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await counter.close();
    await context.close();
  });

  it('signs in at once, and still limits sign-in', async () => {
    const { result: session, ms } = await timed(() => signIn(app, DEV_ACCOUNTS[7]!.privateKey));
    expect(session.user.id).toBeGreaterThan(0);
    // Nonce and verify (a signature check on the chain): well under a second on a quiet machine,
    // 1.5–2.6 s at load 20; before, each counted request waited ~6 s on the dead Redis.
    expect(ms).toBeLessThan(5_000);
    auth = bearer(session);
    // Limit 3 nonces per minute: the sign-in's, two more, then 429.
    const codes: number[] = [];
    const { ms: burstMs } = await timed(async () => {
      for (let i = 0; i < 3; i++) {
        codes.push((await app.inject({ url: '/api/auth/nonce', headers: { host: TEST_HOST } })).statusCode);
      }
    });
    expect(codes).toEqual([200, 200, 429]);
    expect(burstMs).toBeLessThan(3_000);
  });

  it('takes costly writes and reports at once, and limits the writes', async () => {
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: auth,
        payload: {
          title: 'Redis is down',
          description: 'Still serving',
          story: 'Counts in memory',
          goalAmount: '100',
          category: 'Community',
        },
      });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { result, ms } = await timed(create);
      codes.push(result.statusCode);
      expect(ms).toBeLessThan(2_000);
    }
    expect(codes).toEqual([201, 201, 429]);
    const { result: report, ms: reportMs } = await timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/campaigns/999999/reports',
        headers: auth,
        payload: { reason: 'spam' },
      }),
    );
    expect(report.statusCode).toBe(404);
    expect(reportMs).toBeLessThan(2_000);
  });

  it('counts amounts in the fallback, as budgets of bytes and gas add them', async () => {
    const key = `budget:${randomUUID()}`;
    expect((await counter.hit(key, 60_000, 2_048)).count).toBe(2_048);
    expect((await counter.hit(key, 60_000, -48)).count).toBe(2_000);
  });
});

describe('rate limits when Redis comes and goes', () => {
  let proxy: Server;
  let proxyPort: number;
  const sockets = new Set<Socket>();
  let counter: FallbackHitCounter;
  let direct: Redis;

  // A real Redis behind a TCP relay the test can cut and restore.
  async function startRelay(port = 0): Promise<number> {
    proxy = createServer((client) => {
      const upstream = createConnection(Number(REDIS.port || 6379), REDIS.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    return (proxy.address() as { port: number }).port;
  }
  async function cutRelay(): Promise<void> {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
  }

  const fixture = useTestContext();
  beforeAll(async () => {
    direct = new Redis(REDIS.toString(), {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    direct.on('error', () => undefined);
    proxyPort = await startRelay();
    counter = createHitCounter(
      { redisUrl: `redis://127.0.0.1:${proxyPort}` },
      fixture.context.database,
    ) as FallbackHitCounter;
  });
  afterAll(async () => {
    await counter.close();
    direct.disconnect();
    await cutRelay().catch(() => undefined);
  });

  it('counts in Redis while it answers, in the fallback at once while it does not, and in Redis again', async (test) => {
    try {
      await direct.connect();
    } catch {
      return test.skip(`no Redis at ${REDIS}`);
    }
    await waitFor(() => !counter.usingFallback);
    const key = `cv-test:${randomUUID()}`;
    expect((await counter.hit(key, 60_000)).count).toBe(1);
    expect(await direct.get(`crowdvault:rl:${key}`)).toBe('1');

    await cutRelay();
    const { result, ms } = await timed(() => counter.hit(key, 60_000));
    expect(ms).toBeLessThan(700);
    expect(result.count).toBe(1); // the fallback's own window
    expect(counter.usingFallback).toBe(true);
    expect(await direct.get(`crowdvault:rl:${key}`)).toBe('1');

    await startRelay(proxyPort);
    await waitFor(() => !counter.usingFallback, 10_000);
    expect((await counter.hit(key, 60_000)).count).toBe(2);
    expect(await direct.get(`crowdvault:rl:${key}`)).toBe('2');
    await direct.del(`crowdvault:rl:${key}`);
  }, 20_000);
});
