import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Fixed claims: a token signed for anything else, or with another algorithm, is refused. */
export const ACCESS_TOKEN = {
  algorithm: 'HS256',
  issuer: 'crowdvault',
  audience: 'crowdvault-api',
  lifetimeSeconds: 15 * 60,
} as const;

export interface AccessTokenKeys {
  key: Uint8Array;
}

export function accessTokenKeys(jwtSecret: string): AccessTokenKeys {
  return { key: new TextEncoder().encode(jwtSecret) };
}

/** What a valid access token names: the user, and the session (refresh-token family) it was
 *  issued in, whose revocation ends the token at once (decision 015). */
export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
}

/** A 15-minute access token whose subject is the user id and `sid` the session. Role and status
 *  are not in it: the guards read them from the database on every request, so a suspension
 *  applies at once. */
export async function signAccessToken(
  keys: AccessTokenKeys,
  { userId, sessionId }: AccessTokenClaims,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN.lifetimeSeconds)
    .sign(keys.key);
}

/** The claims of a valid token, else null (bad signature, algorithm, issuer, audience, expiry,
 *  or no session: tokens from before sessions were named are refused, and the client refreshes). */
export async function verifyAccessToken(
  keys: AccessTokenKeys,
  token: string,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.key, {
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      requiredClaims: ['sub', 'exp', 'iat', 'sid'],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    return typeof sessionId === 'string' && sessionId.length > 0 ? { userId, sessionId } : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
