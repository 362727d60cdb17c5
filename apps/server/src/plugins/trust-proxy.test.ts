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

/** An app with `overrides` over a rate limit of 2 nonces, for the `describe` block it is called
 *  in: built in `beforeAll`, closed in `afterAll`; read it inside a test. */
function useAppWith(overrides: Record<string, string>): () => FastifyInstance {
  let built: { context: Context; app: FastifyInstance } | undefined;
  beforeAll(async () => {
    const context = await variants.withEnv({ AUTH_RATE_LIMIT: '2', ...overrides });
    const app = await createTestApp(context);
    await app.ready();
    built = { context, app };
  });
  afterAll(async () => {
    await built?.app.close();
    await built?.context.close();
  });
  return () => built!.app;
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
  const app = useAppWith({ TRUST_PROXY: trustProxy });

  it('gives each client behind the proxy its own bucket', async () => {
    expect(await statuses(app(), 3, { forwardedFor: '203.0.113.1' })).toEqual([200, 200, 429]);
    expect(await statuses(app(), 2, { forwardedFor: '203.0.113.2' })).toEqual([200, 200]);
  });

  it('counts the address the proxy saw, not one the client wrote before it', async () => {
    // The client sends "X-Forwarded-For: 198.51.100.7"; the proxy appends the real address.
    const spoofed = (fake: string) => ({ forwardedFor: `${fake}, 203.0.113.3` });
    expect((await nonce(app(), spoofed('198.51.100.7'))).statusCode).toBe(200);
    expect((await nonce(app(), spoofed('198.51.100.8'))).statusCode).toBe(200);
    expect((await nonce(app(), spoofed('198.51.100.9'))).statusCode).toBe(429);
  });
});

/** Three requests from the client at `from`, each naming another address in X-Forwarded-For. */
async function withForgedHeaders(app: FastifyInstance, from: string): Promise<number[]> {
  const codes = [];
  for (const fake of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
    codes.push((await nonce(app, { from, forwardedFor: fake })).statusCode);
  }
  return codes;
}

describe('without TRUST_PROXY (the default)', () => {
  const app = useAppWith({});

  it('ignores X-Forwarded-For: a client cannot get a fresh bucket by writing one', async () => {
    expect(await withForgedHeaders(app(), '192.0.2.44')).toEqual([200, 200, 429]);
  });
});

describe('with TRUST_PROXY naming another address than the caller', () => {
  const app = useAppWith({ TRUST_PROXY: '10.0.0.5' });

  it('ignores the header of a client that is not the proxy', async () => {
    expect(await withForgedHeaders(app(), '192.0.2.99')).toEqual([200, 200, 429]);
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
