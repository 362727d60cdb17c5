import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_MESSAGES } from '@crowdvault/shared/api/email';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/client';
import { AppError } from '../../errors';
import { queueAddressInUseMail } from './kinds/address-in-use';
import { queueVerificationMail } from './outbox';

/** A user may ask for a new link once a minute (each one is a mail to an address not yet proven). */
const RESEND_INTERVAL_SECONDS = 60;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Counts one mail about an unproven address against the limits (verification-mail-limits.ts);
 *  throws 429 when over them. */
export type VerificationMailGate = (email: string) => Promise<void>;

/**
 * Sends a fresh link to `email` for `userId`, in the caller's transaction. Earlier links of the
 * user stop working: only the newest proves the address now on the account. When another account
 * has the address verified, the link is made but never sent (so the account looks exactly as for
 * a free address: nothing tells whose address it is), and that account's owner is told instead
 * (decision 114).
 */
export async function startEmailVerification(tx: Executor, userId: number, email: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.execute(sql`update email_verifications set expires_at = least(expires_at, now())
    where user_id = ${userId} and used_at is null`);
  const [created] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into email_verifications (user_id, email, token_hash, expires_at)
      values (${userId}, ${email}, ${hashToken(token)}, now() + interval '24 hours')
      returning id`),
  );
  if (await isVerifiedElsewhere(tx, userId, email)) await queueAddressInUseMail(tx, email);
  else await queueVerificationMail(tx, { userId, email, verificationId: Number(created!.id), token });
}

async function isVerifiedElsewhere(tx: Executor, userId: number, email: string): Promise<boolean> {
  const [taken] = rowsOf(
    await tx.execute(sql`select 1 from users
      where lower(email) = lower(${email}) and email_verified and id <> ${userId} limit 1`),
  );
  return taken !== undefined;
}

/** Throws 409 when another account already verified this address (any letter case): only when a
 *  link is followed, by whoever holds the mailbox, who may know. */
async function assertAddressFree(tx: Executor, userId: number, email: string): Promise<void> {
  if (await isVerifiedElsewhere(tx, userId, email))
    throw new AppError('CONFLICT', EMAIL_MESSAGES.addressTaken);
}

/**
 * Follows a link: single use, within its lifetime, for the address still on the account. The
 * address becomes verified and a PENDING_VERIFICATION account ACTIVE. No session needed: the
 * token proves the mailbox, and the link may be opened on another device.
 */
export async function verifyEmailToken(db: Database, token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const [link] = rowsOf<{
      id: number;
      user_id: number;
      email: string;
      used: boolean;
      expired: boolean;
      current_email: string | null;
    }>(
      await tx.execute(sql`
        select v.id, v.user_id, v.email, v.used_at is not null as used, v.expires_at <= now() as expired,
          u.email as current_email
        from email_verifications v join users u on u.id = v.user_id
        where v.token_hash = ${hashToken(token)}
        for update of v`),
    );
    if (!link) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.linkInvalid);
    if (link.used) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.linkUsed);
    if (link.expired) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.linkExpired);
    if (link.current_email !== link.email) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.linkStale);
    await assertAddressFree(tx, Number(link.user_id), link.email);
    await tx.execute(sql`update email_verifications set used_at = now() where id = ${link.id}`);
    try {
      await tx.execute(sql`
        update users set email_verified = true, email_undeliverable_at = null,
          status = case when status = 'PENDING_VERIFICATION' then 'ACTIVE'::user_status else status end
        where id = ${link.user_id}`);
    } catch (error) {
      // Two accounts verifying one address at the same moment: the unique index lets one win.
      if (hasCode(error, '23505')) throw new AppError('CONFLICT', EMAIL_MESSAGES.addressTaken);
      throw error;
    }
    return { email: link.email };
  });
}

/** Sends a new link to the unverified address on the account (once a minute, and within the
 *  limits `admitMail` counts). */
export async function resendVerification(
  db: Database,
  userId: number,
  admitMail: VerificationMailGate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = rowsOf<{ email: string | null; email_verified: boolean; recent: boolean }>(
      await tx.execute(sql`
        select u.email, u.email_verified, exists(
          select 1 from email_verifications v where v.user_id = u.id
            and v.created_at > now() - make_interval(secs => ${RESEND_INTERVAL_SECONDS})) as recent
        from users u where u.id = ${userId} for update`),
    );
    if (!user?.email) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.noAddress);
    if (user.email_verified) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.alreadyVerified);
    if (user.recent)
      throw new AppError('TOO_MANY_REQUESTS', 'A link was sent less than a minute ago: check your inbox');
    await admitMail(user.email);
    await startEmailVerification(tx, userId, user.email);
  });
}

/** What a change of address does to the account, in the profile update's transaction: the new
 *  address is unverified (and the account PENDING_VERIFICATION until it is), a link goes to it; a
 *  cleared address leaves nothing pending. */
export async function onEmailChanged(tx: Executor, userId: number, email: string | null): Promise<void> {
  await tx.execute(sql`
    update users set email_undeliverable_at = null, status = case
      when ${email === null} and status = 'PENDING_VERIFICATION' then 'ACTIVE'::user_status
      when ${email !== null} and status = 'ACTIVE' then 'PENDING_VERIFICATION'::user_status
      else status end
    where id = ${userId}`);
  if (email === null) {
    await tx.execute(sql`update email_verifications set expires_at = least(expires_at, now())
      where user_id = ${userId} and used_at is null`);
    return;
  }
  await startEmailVerification(tx, userId, email);
}

function hasCode(error: unknown, code: string): boolean {
  for (
    let cause: unknown = error;
    cause && typeof cause === 'object';
    cause = (cause as { cause?: unknown }).cause
  ) {
    if ((cause as { code?: string }).code === code) return true;
  }
  return false;
}
