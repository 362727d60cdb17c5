import { createHash } from 'node:crypto';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { bearer, signIn } from '../../test/sign-in';
import { createTestApp, createTestContext } from '../../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const ACCOUNT = DEV_ACCOUNTS[3]!;

describe('refresh tokens', () => {
  let context: Context;
  let app: FastifyInstance;
  beforeAll(async () => {
    context = await createTestContext();
    app = await createTestApp(context);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const logout = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });

  it('trades a refresh token for a new pair that works', async () => {
    const session = await signIn(app, ACCOUNT.privateKey);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.user.id).toBe(session.user.id);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(next) })).statusCode).toBe(200);
  });

  it('stores only a sha256 hash of the token', async () => {
    const { refreshToken } = await signIn(app, ACCOUNT.privateKey);
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    const [row] = await context.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    expect(row).toBeDefined();
    const all = await context.database.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(all.map((stored) => stored.tokenHash)).not.toContain(refreshToken);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const session = await signIn(app, ACCOUNT.privateKey);
    const rotated = (await refresh(session.refreshToken)).json();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('leaves the same user’s other sessions alone when one family is revoked', async () => {
    const stolen = await signIn(app, ACCOUNT.privateKey);
    const other = await signIn(app, ACCOUNT.privateKey);
    await refresh(stolen.refreshToken);
    await refresh(stolen.refreshToken);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const session = await signIn(app, ACCOUNT.privateKey);
    const rotated = (await refresh(session.refreshToken)).json();
    expect((await logout(rotated.refreshToken)).statusCode).toBe(204);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
    const session = await signIn(app, ACCOUNT.privateKey);
    const hash = createHash('sha256').update(session.refreshToken).digest('hex');
    await context.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hash));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});
