import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';

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

export type RotationResult = { ok: true; userId: number; refreshToken: string } | { ok: false };

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
  return { ok: true, userId: stored.userId, refreshToken };
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

async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
