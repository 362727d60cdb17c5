import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

// Issue 14, item 9: logout used to leave the access token working for up to 15 minutes.
describe('revoked sessions', () => {
  const fixture = useTestApp();

  const me = (accessToken: string) =>
    fixture.app.inject({ url: '/api/auth/me', headers: bearer({ accessToken }) });
  const post = (url: string, refreshToken: string) =>
    fixture.app.inject({ method: 'POST', url, payload: { refreshToken } });

  it('refuses the access token at once after logout, and every older one of that session', async () => {
    const first = await signIn(fixture.app, DEV_ACCOUNTS[7]!.privateKey);
    const refreshed = (await post('/api/auth/refresh', first.refreshToken)).json();
    expect((await me(first.accessToken)).statusCode).toBe(200);
    expect((await me(refreshed.accessToken)).statusCode).toBe(200);

    expect((await post('/api/auth/logout', refreshed.refreshToken)).statusCode).toBe(204);

    expect((await me(refreshed.accessToken)).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
    const write = await fixture.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(refreshed),
      payload: {},
    });
    expect(write.statusCode).toBe(401);
  });

  it('keeps the other sessions of the same user', async () => {
    const laptop = await signIn(fixture.app, DEV_ACCOUNTS[8]!.privateKey);
    const phone = await signIn(fixture.app, DEV_ACCOUNTS[8]!.privateKey);
    await post('/api/auth/logout', laptop.refreshToken);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
    expect((await me(phone.accessToken)).statusCode).toBe(200);
  });

  it('ends the access token when a replayed refresh token revokes its session', async () => {
    const session = await signIn(fixture.app, DEV_ACCOUNTS[9]!.privateKey);
    const rotated = (await post('/api/auth/refresh', session.refreshToken)).json();
    // Past the grace window in which a second use gets the same pair (decision 045).
    await fixture.context.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 minute'` })
      .where(isNotNull(refreshTokens.rotatedAt));
    expect((await post('/api/auth/refresh', session.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
  });
});
