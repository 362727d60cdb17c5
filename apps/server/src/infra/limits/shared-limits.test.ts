import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { registryOf } from '../../chain/registry';
import { resolveSecrets } from '../../secrets';
import { TEST_HOST } from '../../test/sign-in';
import { createTestContext, testRelayer } from '../../test/test-app';
import { useTestContext } from '../../test/use-test-app';
import { RELAYER_ERRORS } from '../relayer/relayer';
import { DatabaseHitCounter, type HitCounter, MemoryHitCounter, RedisHitCounter } from './hit-counter';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis that answers, or null (then its cases skip: CI and this machine have one). */
async function reachableRedis(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

describe('hit counters', () => {
  let redis: Redis | null;
  const fixture = useTestContext();
  beforeAll(async () => {
    redis = await reachableRedis();
  });
  afterAll(async () => {
    await redis?.quit();
  });

  const kinds: [string, () => HitCounter | null][] = [
    ['memory', () => new MemoryHitCounter()],
    ['database', () => new DatabaseHitCounter(fixture.context.database.db)],
    ['redis', () => (redis ? new RedisHitCounter(redis, `cv-test:${randomUUID()}:`) : null)],
  ];
  for (const [kind, make] of kinds) {
    it(`counts hits in a window and starts over when it ends (${kind})`, async (test) => {
      const counter = make();
      if (!counter) return test.skip(`no Redis at ${REDIS_URL}`);
      const key = `k-${randomUUID()}`;
      expect((await counter.hit(key, 400)).count).toBe(1);
      const second = await counter.hit(key, 400);
      expect(second.count).toBe(2);
      expect(second.ttlMs).toBeGreaterThan(0);
      expect(second.ttlMs).toBeLessThanOrEqual(400);
      expect((await counter.peek(key, 400)).count).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await counter.peek(key, 400)).count).toBe(0);
      expect((await counter.hit(key, 400)).count).toBe(1);
    });

    it(`adds and gives back amounts, as byte and gas budgets do (${kind})`, async (test) => {
      const counter = make();
      if (!counter) return test.skip(`no Redis at ${REDIS_URL}`);
      const key = `k-${randomUUID()}`;
      expect((await counter.hit(key, 60_000, 600)).count).toBe(600);
      expect((await counter.hit(key, 60_000, 2_400)).count).toBe(3_000);
      expect((await counter.hit(key, 60_000, -600)).count).toBe(2_400);
      expect((await counter.peek(key, 60_000)).count).toBe(2_400);
    });
  }

  it('keeps a count exact under concurrent hits (database)', async () => {
    const counter = new DatabaseHitCounter(fixture.context.database.db);
    const key = `k-${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit(key, 60_000)));
    expect(counts.map((hits) => hits.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});

// Two instances of the app on one database: what one counted, the other refuses.
describe('rate limits shared by two instances', () => {
  let context: Context;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    context = await createTestContext({ AUTH_RATE_LIMIT: '3' });
    const secrets = await resolveSecrets(context.env, context.chain.local);
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp({
        env: context.env,
        db: context.database.db,
        chains: registryOf(context.chain),
        secrets,
        hitCounter: new DatabaseHitCounter(context.database.db),
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await context.close();
  });

  it('refuses sign-in nonces on the second instance once the first used up the minute', async () => {
    const nonce = (app: FastifyInstance) =>
      app.inject({ url: '/api/auth/nonce', headers: { host: TEST_HOST } }).then((response) => response);
    const statuses = [];
    for (const app of [apps[0]!, apps[0]!, apps[1]!, apps[1]!]) statuses.push((await nonce(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await nonce(apps[0]!);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Each route keeps its own count: refreshing a session is still answered (401 for a bad token).
    const refresh = await apps[1]!.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { host: TEST_HOST },
      payload: { refreshToken: 'x' },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it("counts an owner's gasless withdrawals across relayers", async () => {
    const counter = new DatabaseHitCounter(context.database.db);
    const relayer = (key: `0x${string}`) => testRelayer(context.chain, key, { perOwnerPerHour: 2, counter });
    const [one, two] = [relayer(`0x${'11'.repeat(32)}`), relayer(`0x${'22'.repeat(32)}`)];
    const owner = `0x${randomUUID().replaceAll('-', '').padEnd(40, '0')}`;
    await one.takeAllowance(owner);
    await two.takeAllowance(owner.toUpperCase().replace('0X', '0x'));
    await expect(one.takeAllowance(owner)).rejects.toThrow(RELAYER_ERRORS.rateLimited);
  });
});
