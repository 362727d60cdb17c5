import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError } from '../env';
import { TEST_HOST } from '../test/sign-in';
import { contextVariants, createTestApp, type createTestContext, testEnv } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
// One database for the file's apps, which differ only in settings.
const variants = contextVariants();
afterAll(() => variants.close());

// Issue 26, item 5: behind a load balancer every client shared one rate-limit bucket, because
// X-Forwarded-For was never believed. TRUST_PROXY names the proxies whose header counts; a client
// that is not one of them cannot pick its own address with the header.
async function appWith(overrides: Record<string, string>) {
  const context = await variants.withEnv({ AUTH_RATE_LIMIT: '2', ...overrides });
  const app = await createTestApp(context);
  await app.ready();
  return { context, app };
}

function nonce(app: FastifyInstance, options: { from?: string; forwardedFor?: string } = {}) {
  return app.inject({
    url: '/api/auth/nonce',
    remoteAddress: options.from ?? '10.0.0.5',
    headers: {
      host: TEST_HOST,
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
  });
}

async function statuses(app: FastifyInstance, count: number, options: Parameters<typeof nonce>[1]) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await nonce(app, options)).statusCode);
  return codes;
}

describe.each([
  ['a proxy address', '10.0.0.5'],
  ['a proxy CIDR', '10.0.0.0/8, 127.0.0.1'],
  ['a hop count', '1'],
])('with TRUST_PROXY naming %s', (_name, trustProxy) => {
  let built: { context: Context; app: FastifyInstance };
  beforeAll(async () => {
    built = await appWith({ TRUST_PROXY: trustProxy });
  });
  afterAll(async () => {
    await built.app.close();
    await built.context.close();
  });

  it('gives each client behind the proxy its own bucket', async () => {
    expect(await statuses(built.app, 3, { forwardedFor: '203.0.113.1' })).toEqual([200, 200, 429]);
    expect(await statuses(built.app, 2, { forwardedFor: '203.0.113.2' })).toEqual([200, 200]);
  });

  it('counts the address the proxy saw, not one the client wrote before it', async () => {
    // The client sends "X-Forwarded-For: 198.51.100.7"; the proxy appends the real address.
    const spoofed = (fake: string) => ({ forwardedFor: `${fake}, 203.0.113.3` });
    expect((await nonce(built.app, spoofed('198.51.100.7'))).statusCode).toBe(200);
    expect((await nonce(built.app, spoofed('198.51.100.8'))).statusCode).toBe(200);
    expect((await nonce(built.app, spoofed('198.51.100.9'))).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY (the default)', () => {
  let built: { context: Context; app: FastifyInstance };
  beforeAll(async () => {
    built = await appWith({});
  });
  afterAll(async () => {
    await built.app.close();
    await built.context.close();
  });

  it('ignores X-Forwarded-For: a client cannot get a fresh bucket by writing one', async () => {
    const codes = [];
    for (const fake of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      codes.push((await nonce(built.app, { from: '192.0.2.44', forwardedFor: fake })).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('with TRUST_PROXY naming another address than the caller', () => {
  let built: { context: Context; app: FastifyInstance };
  beforeAll(async () => {
    built = await appWith({ TRUST_PROXY: '10.0.0.5' });
  });
  afterAll(async () => {
    await built.app.close();
    await built.context.close();
  });

  it('ignores the header of a client that is not the proxy', async () => {
    const codes = [];
    for (const fake of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      codes.push((await nonce(built.app, { from: '192.0.2.99', forwardedFor: fake })).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('TRUST_PROXY values', () => {
  it('refuses true and malformed entries at boot, naming the variable', () => {
    for (const value of ['true', '10.0.0.0/33', 'proxy.internal', '1,2']) {
      expect(() => testEnv('/tmp/cv-trust-proxy', { TRUST_PROXY: value }), value).toThrow(EnvError);
    }
    expect(testEnv('/tmp/cv-trust-proxy', { TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(testEnv('/tmp/cv-trust-proxy', { TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(testEnv('/tmp/cv-trust-proxy', { TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
  });
});
