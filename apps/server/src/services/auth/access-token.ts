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

/** A 15-minute access token whose subject is the user id. Role and status are not in it: the
 *  guards read them from the database on every request, so a suspension applies at once. */
export async function signAccessToken(
  keys: AccessTokenKeys,
  userId: number,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN.lifetimeSeconds)
    .sign(keys.key);
}

/** The user id of a valid token, else null (bad signature, algorithm, issuer, audience, expiry). */
export async function verifyAccessToken(keys: AccessTokenKeys, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, keys.key, {
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
