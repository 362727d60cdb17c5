import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSecrets } from '../../secrets';
import { signIn } from '../../test/sign-in';
import { useTestApp } from '../../test/use-test-app';
import { ACCESS_TOKEN } from './access-token';

describe('access tokens', () => {
  let secret: Uint8Array;
  let userId: number;
  let sessionId: string;
  const fixture = useTestApp();
  beforeAll(async () => {
    const secrets = await resolveSecrets(fixture.context.env, fixture.context.chain.local);
    secret = new TextEncoder().encode(secrets.jwtSecret);
    const session = await signIn(fixture.app, DEV_ACCOUNTS[0]!.privateKey);
    userId = session.user.id;
    sessionId = String(decodeJwt(session.accessToken).sid);
  });

  const me = (token: string) =>
    fixture.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  /** A token like ours, with some claims or the header changed. */
  function token(
    overrides: { iss?: string; aud?: string; exp?: number; alg?: string; key?: Uint8Array; sid?: null } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(overrides.sid === null ? {} : { sid: sessionId })
      .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
      .setSubject(String(userId))
      .setIssuer(overrides.iss ?? ACCESS_TOKEN.issuer)
      .setAudience(overrides.aud ?? ACCESS_TOKEN.audience)
      .setIssuedAt(now - 60)
      .setExpirationTime(overrides.exp ?? now + 600)
      .sign(overrides.key ?? secret);
  }

  it('accepts a token signed as the server signs them', async () => {
    expect((await me(await token())).statusCode).toBe(200);
  });

  it("refuses alg 'none'", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sub: String(userId),
      iss: ACCESS_TOKEN.issuer,
      aud: ACCESS_TOKEN.audience,
      iat: now,
      exp: now + 600,
    })}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const other = new TextEncoder().encode('another-secret-that-is-at-least-32-characters-long');
    expect((await me(await token({ key: other }))).statusCode).toBe(401);
  });

  it('refuses another algorithm, even with the right secret', async () => {
    expect((await me(await token({ alg: 'HS512' }))).statusCode).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    expect((await me(await token({ aud: 'some-other-api' }))).statusCode).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    expect((await me(await token({ iss: 'someone-else' }))).statusCode).toBe(401);
  });

  it('refuses a token that names no session (issued before sessions could be revoked)', async () => {
    expect((await me(await token({ sid: null }))).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    expect((await me(await token({ exp: Math.floor(Date.now() / 1000) - 1 }))).statusCode).toBe(401);
  });
});
