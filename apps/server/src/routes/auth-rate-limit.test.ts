import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_HOST } from '../test/sign-in';
import { contextVariants, createTestApp, type createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
// One database for the file's apps, which differ only in settings.
const variants = contextVariants();
afterAll(() => variants.close());

async function appWith(
  overrides: Record<string, string>,
): Promise<{ context: Context; app: FastifyInstance }> {
  const context = await variants.withEnv(overrides);
  const app = await createTestApp(context);
  await app.ready();
  return { context, app };
}

describe('rate limits on sign-in', () => {
  const opened: { context: Context; app: FastifyInstance }[] = [];
  afterAll(async () => {
    for (const { app, context } of opened) {
      await app.close();
      await context.close();
    }
  });

  describe('with a limit of 5 a minute', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const built = await appWith({ AUTH_RATE_LIMIT: '5' });
      opened.push(built);
      app = built.app;
    });

    it('answers a burst with 429 and a message', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const response = await app.inject({ url: '/api/auth/nonce', headers: { host: TEST_HOST } });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toMatch(/rate limit/i);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    });

    it('limits each route on its own', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: 'x' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('with the default limit', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const built = await appWith({});
      opened.push(built);
      app = built.app;
    });

    it('never limits normal use: ten sign-ins and refreshes in a row', async () => {
      for (let round = 0; round < 10; round += 1) {
        const session = await signIn(app, DEV_ACCOUNTS[round % DEV_ACCOUNTS.length]!.privateKey);
        const refreshed = await app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refreshToken: session.refreshToken },
        });
        expect(refreshed.statusCode).toBe(200);
      }
    });
  });
});
