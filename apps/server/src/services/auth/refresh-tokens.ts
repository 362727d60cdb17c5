import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new random token (only its hash) in `familyId`, or in a new family. */
export async function issueRefreshToken(
  db: Database,
  userId: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
  });
  return token;
}

export type RotationResult =
  | { ok: true; userId: number; refreshToken: string; familyId: string }
  | { ok: false };

/** Trades a live token for a new one in the same family. A token that was already rotated is a
 *  replay: the whole family is revoked, so neither the thief nor the owner keeps a session. */
export async function rotateRefreshToken(db: Database, token: string): Promise<RotationResult> {
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!stored || stored.revokedAt) return { ok: false };
  if (stored.rotatedAt) {
    await revokeFamily(db, stored.familyId);
    return { ok: false };
  }
  if (stored.expiresAt.getTime() <= Date.now()) return { ok: false };
  // The conditional update is the lock: of two concurrent uses, exactly one rotates.
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, stored.familyId);
    return { ok: false };
  }
  const refreshToken = await issueRefreshToken(db, stored.userId, stored.familyId);
  return { ok: true, userId: stored.userId, refreshToken, familyId: stored.familyId };
}

/** Ends the session the token belongs to (its whole family). Unknown tokens are ignored. */
export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  const [stored] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (stored) await revokeFamily(db, stored.familyId);
}

/**
 * The user an access token names, unless its session (refresh-token family) was revoked: by
 * logout, or by a replayed refresh token. One query, the same round trip the guard always made
 * to read role and status, so revocation costs no extra trip (decision 015).
 */
export async function findUserOfLiveSession(db: Database, userId: number, familyId: string) {
  const revoked = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)));
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), notExists(revoked)))
    .limit(1);
  return row;
}

async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
