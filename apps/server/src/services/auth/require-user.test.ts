import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, signIn } from '../../test/sign-in';
import { createTestApp, createTestContext } from '../../test/test-app';
import { optionalUser, requireActiveUser, requireRole, requireUser } from './require-user';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const [ADMIN, ALICE, BOB] = DEV_ACCOUNTS as [
  (typeof DEV_ACCOUNTS)[0],
  (typeof DEV_ACCOUNTS)[0],
  (typeof DEV_ACCOUNTS)[0],
];

describe('requireUser and requireRole', () => {
  let context: Context;
  let app: FastifyInstance;
  beforeAll(async () => {
    context = await createTestContext();
    app = await createTestApp(context);
    app.get('/api/test/me', { preHandler: requireUser }, async (request) => ({ user: request.user }));
    app.post('/api/test/write', { preHandler: requireActiveUser }, async () => ({ done: true }));
    app.post('/api/test/moderate', { preHandler: requireRole('MODERATOR') }, async () => ({ done: true }));
    app.get('/api/test/admin', { preHandler: requireRole('ADMIN') }, async () => ({ secret: 'admin' }));
    app.get('/api/test/maybe', { preHandler: optionalUser }, async (request) => ({
      id: request.user?.id ?? null,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const setUser = (id: number, values: Partial<typeof users.$inferInsert>) =>
    context.database.db.update(users).set(values).where(eq(users.id, id));

  const protectedRoutes = [
    ['GET', '/api/test/me'],
    ['POST', '/api/test/write'],
    ['POST', '/api/test/moderate'],
    ['GET', '/api/test/admin'],
    ['GET', '/api/auth/me'],
  ] as const;

  const attempts: [string, Record<string, string>][] = [
    ['no credentials', {}],
    ['an x-wallet-address header', { 'x-wallet-address': ADMIN.address }],
    ['the admin address as a bearer token', { authorization: `Bearer ${ADMIN.address}` }],
    ['both', { 'x-wallet-address': ADMIN.address, authorization: `Bearer ${ADMIN.address.toLowerCase()}` }],
  ];

  for (const [what, headers] of attempts) {
    it(`answers 401 to ${what} on every protected route`, async () => {
      for (const [method, url] of protectedRoutes) {
        const response = await app.inject({ method, url, headers });
        expect(response.statusCode, url).toBe(401);
        expect(response.json(), url).toEqual({ message: 'Sign in required' });
      }
    });
  }

  it('answers 401 to header-only credentials on every guarded route of the app', async () => {
    const routes = app.auth.guardedRoutes;
    expect(routes.map((route) => route.url)).toContain('/api/auth/me');
    for (const [, headers] of attempts) {
      for (const { method, url } of routes) {
        const path = url.replace(/:(\w+)/g, '1').replace('*', 'x');
        const response = await app.inject({ method: method as 'GET', url: path, headers, payload: {} });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('treats a header-only request as a visitor on routes that take an optional user', async () => {
    const response = await app.inject({
      url: '/api/test/maybe',
      headers: { 'x-wallet-address': ADMIN.address },
    });
    expect(response.json()).toEqual({ id: null });
  });

  it('hands the signed-in user to the route, address checksummed', async () => {
    const session = await signIn(app, ALICE.privateKey);
    const response = await app.inject({ url: '/api/test/me', headers: bearer(session) });
    expect(response.json().user).toMatchObject({
      id: session.user.id,
      walletAddress: ALICE.address,
      role: 'USER',
      status: 'ACTIVE',
      isAdmin: false,
    });
    const maybe = await app.inject({ url: '/api/test/maybe', headers: bearer(session) });
    expect(maybe.json()).toEqual({ id: session.user.id });
  });

  it('lets the configured admin through the admin guard', async () => {
    const session = await signIn(app, ADMIN.privateKey);
    expect(session.user).toMatchObject({ role: 'ADMIN', isAdmin: true });
    const response = await app.inject({ url: '/api/test/admin', headers: bearer(session) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a plain user on moderator and admin routes with 403', async () => {
    const session = await signIn(app, BOB.privateKey);
    for (const [method, url] of [
      ['POST', '/api/test/moderate'],
      ['GET', '/api/test/admin'],
    ] as const) {
      const response = await app.inject({ method, url, headers: bearer(session) });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('lets a moderator moderate but not administer', async () => {
    const session = await signIn(app, BOB.privateKey);
    await setUser(session.user.id, { role: 'MODERATOR' });
    const moderate = await app.inject({
      method: 'POST',
      url: '/api/test/moderate',
      headers: bearer(session),
    });
    expect(moderate.statusCode).toBe(200);
    const admin = await app.inject({ url: '/api/test/admin', headers: bearer(session) });
    expect(admin.statusCode).toBe(403);
    await setUser(session.user.id, { role: 'USER' });
  });

  it('lets a suspended user read but not write, from the next request on', async () => {
    const session = await signIn(app, ALICE.privateKey);
    await setUser(session.user.id, { status: 'SUSPENDED' });
    const read = await app.inject({ url: '/api/test/me', headers: bearer(session) });
    expect(read.statusCode).toBe(200);
    const write = await app.inject({ method: 'POST', url: '/api/test/write', headers: bearer(session) });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toMatch(/suspended/);
    await setUser(session.user.id, { status: 'ACTIVE' });
  });

  it('refuses a suspended moderator on the moderator guard', async () => {
    const session = await signIn(app, BOB.privateKey);
    await setUser(session.user.id, { role: 'MODERATOR', status: 'SUSPENDED' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/moderate',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(403);
    await setUser(session.user.id, { role: 'USER', status: 'ACTIVE' });
  });
});
