import { SIGN_IN_MESSAGE_TTL_MS } from '@crowdvault/shared/api/auth';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { generateSiweNonce } from 'viem/siwe';
import type { Database } from '../../db/client';
import { authNonces } from '../../db/schema';

export interface IssuedNonce {
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** A fresh random nonce, valid for 10 minutes. Expired ones are swept on the way. */
export async function issueNonce(db: Database, now = new Date()): Promise<IssuedNonce> {
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + SIGN_IN_MESSAGE_TTL_MS);
  await db.delete(authNonces).where(lt(authNonces.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(authNonces).values({ nonce, createdAt: now, expiresAt });
  return { nonce, issuedAt: now, expiresAt };
}

/** Marks the nonce used if we issued it, it is unused and unexpired; true when it was. One
 *  statement, so two requests racing with the same message cannot both succeed. */
export async function consumeNonce(db: Database, nonce: string): Promise<boolean> {
  const used = await db
    .update(authNonces)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authNonces.nonce, nonce), isNull(authNonces.usedAt), gt(authNonces.expiresAt, sql`now()`)))
    .returning({ nonce: authNonces.nonce });
  return used.length === 1;
}
