import { createHash } from 'node:crypto';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { bearer, signIn } from '../../test/sign-in';
import { useTestApp } from '../../test/use-test-app';
import { REFRESH_GRACE_SECONDS } from './refresh-tokens';

const ACCOUNT = DEV_ACCOUNTS[3]!;

describe('refresh tokens', () => {
  const fixture = useTestApp();

  const refresh = (refreshToken: string) =>
    fixture.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const logout = (refreshToken: string) =>
    fixture.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });

  it('trades a refresh token for a new pair that works', async () => {
    const session = await signIn(fixture.app, ACCOUNT.privateKey);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.user.id).toBe(session.user.id);
    expect((await fixture.app.inject({ url: '/api/auth/me', headers: bearer(next) })).statusCode).toBe(200);
  });

  it('stores only a sha256 hash of the token', async () => {
    const { refreshToken } = await signIn(fixture.app, ACCOUNT.privateKey);
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    const [row] = await fixture.context.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    expect(row).toBeDefined();
    const all = await fixture.context.database.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens);
    expect(all.map((stored) => stored.tokenHash)).not.toContain(refreshToken);
  });

  // Moves every rotation back past the grace window, as if the second use came later.
  const pastTheGraceWindow = () =>
    fixture.context.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1})` })
      .where(isNotNull(refreshTokens.rotatedAt));

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const session = await signIn(fixture.app, ACCOUNT.privateKey);
    const rotated = (await refresh(session.refreshToken)).json();
    await pastTheGraceWindow();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('gives two concurrent uses of one token the same new refresh token, and both keep working', async () => {
    const session = await signIn(fixture.app, ACCOUNT.privateKey);
    const [first, second] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().refreshToken).toBe(first.json().refreshToken);
    expect(first.json().refreshToken).not.toBe(session.refreshToken);
    for (const answer of [first, second]) {
      expect(
        (await fixture.app.inject({ url: '/api/auth/me', headers: bearer(answer.json()) })).statusCode,
      ).toBe(200);
    }
    // One session goes on: the shared successor rotates normally.
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(200);
  });

  it('answers a second use within the grace window with the same pair, without the successor readable in the table', async () => {
    const session = await signIn(fixture.app, ACCOUNT.privateKey);
    const first = (await refresh(session.refreshToken)).json();
    const again = await refresh(session.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().refreshToken).toBe(first.refreshToken);
    const rows = await fixture.context.database.db.select().from(refreshTokens);
    expect(JSON.stringify(rows)).not.toContain(first.refreshToken);
  });

  it('treats a token two rotations behind as a replay even within the grace window', async () => {
    const session = await signIn(fixture.app, ACCOUNT.privateKey);
    const first = (await refresh(session.refreshToken)).json();
    const second = (await refresh(first.refreshToken)).json();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const session = await signIn(fixture.app, ACCOUNT.privateKey);
    const rotated = (await refresh(session.refreshToken)).json();
    expect((await logout(rotated.refreshToken)).statusCode).toBe(204);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
    const session = await signIn(fixture.app, ACCOUNT.privateKey);
    const hash = createHash('sha256').update(session.refreshToken).digest('hex');
    await fixture.context.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hash));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});
