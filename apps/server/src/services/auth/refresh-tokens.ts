import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
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
  await insertToken(db, userId, familyId, token);
  return token;
}

async function insertToken(db: Executor, userId: number, familyId: string, token: string) {
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
  });
}

export type RotationResult =
  | { ok: true; userId: number; refreshToken: string; familyId: string }
  | { ok: false };

/**
 * How long a just-rotated token still answers with the pair it was traded for (decision 045).
 * Two tabs (or a retried request) that offer the same token within this window get the same new
 * refresh token, so they stay one session; after it, a second use is a replay.
 */
export const REFRESH_GRACE_SECONDS = 10;

// The successor token is kept sealed under a key only the old token's holder can derive: the
// table stores hashes, and a copy of it alone must not yield a usable token.
const SEAL_LABEL = 'crowdvault refresh-token successor\0';
const sealKey = (token: string) => createHash('sha256').update(SEAL_LABEL).update(token).digest();

function sealSuccessor(token: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function openSuccessor(token: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const storedToken = (db: Executor, token: string) =>
  db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      successorSealed: refreshTokens.successorSealed,
      // Judged by the database clock, the one that wrote rotated_at.
      inGrace: sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS}), false)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1)
    .then((rows) => rows[0]);

/** Trades a live token for a new one in the same family. A token already rotated within the
 *  grace window answers with the same successor; after it, its use is a replay: the whole family
 *  is revoked, so neither the thief nor the owner keeps a session. */
export async function rotateRefreshToken(db: Database, token: string): Promise<RotationResult> {
  const stored = await storedToken(db, token);
  if (!stored || stored.revokedAt) return { ok: false };
  if (stored.rotatedAt) return answerRotatedToken(db, token, stored);
  if (stored.expiresAt.getTime() <= Date.now()) return { ok: false };
  const successor = randomBytes(32).toString('base64url');
  // The conditional update is the lock: of two concurrent uses, exactly one rotates; the other
  // waits for its commit and then finds the sealed successor.
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()`, successorSealed: sealSuccessor(token, successor) })
      .where(
        and(
          eq(refreshTokens.id, stored.id),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (rows.length === 0) return false;
    await insertToken(tx, stored.userId, stored.familyId, successor);
    return true;
  });
  if (!claimed) {
    const again = await storedToken(db, token);
    if (!again || again.revokedAt) return { ok: false };
    return answerRotatedToken(db, token, again);
  }
  return { ok: true, userId: stored.userId, refreshToken: successor, familyId: stored.familyId };
}

async function answerRotatedToken(
  db: Database,
  token: string,
  stored: NonNullable<Awaited<ReturnType<typeof storedToken>>>,
): Promise<RotationResult> {
  const successor =
    stored.inGrace && stored.successorSealed ? openSuccessor(token, stored.successorSealed) : null;
  if (successor) {
    const next = await storedToken(db, successor);
    // The successor must still be the family's live token: if it was traded in turn, the holder
    // of the older token is behind by two rotations, and that is a replay.
    if (next && !next.revokedAt && !next.rotatedAt) {
      return { ok: true, userId: stored.userId, refreshToken: successor, familyId: stored.familyId };
    }
  }
  await revokeFamily(db, stored.familyId);
  return { ok: false };
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
