import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestContext } from '../../test/test-app';
import { requireRole, requireUser } from './require-user';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const ADMIN = DEV_ACCOUNTS[0]!.address;

describe('requireUser and requireRole', () => {
  let context: Context;
  let app: FastifyInstance;
  beforeAll(async () => {
    context = await createTestContext();
    app = await createTestApp(context);
    app.get('/api/test/me', { preHandler: requireUser }, async () => ({ secret: 'mine' }));
    app.get('/api/test/admin', { preHandler: requireRole('ADMIN') }, async () => ({ secret: 'admin' }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const attempts: [string, Record<string, string>][] = [
    ['no credentials', {}],
    ['an x-wallet-address header', { 'x-wallet-address': ADMIN }],
    ['the admin address as a bearer token', { authorization: `Bearer ${ADMIN}` }],
    ['both', { 'x-wallet-address': ADMIN, authorization: `Bearer ${ADMIN.toLowerCase()}` }],
  ];

  for (const [what, headers] of attempts) {
    it(`answers 401 to ${what}`, async () => {
      for (const url of ['/api/test/me', '/api/test/admin']) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(401);
        expect(response.json(), url).toEqual({ message: 'Sign in required' });
      }
    });
  }
});
