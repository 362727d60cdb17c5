import {
  EMAIL_KIND_INFO,
  EMAIL_KINDS,
  EMAIL_MESSAGES,
  type EmailKind,
  type EmailPreferencesUpdate,
  type EmailSettings,
  type UnsubscribeQuery,
} from '@crowdvault/shared/api/email';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/client';
import { AppError } from '../../errors';
import { isValidUnsubscribeSignature } from './unsubscribe-link';

/** Each kind's setting: the user's choice, else the kind's default. */
export function emailPreferencesOf(stored: Record<string, boolean>): Record<EmailKind, boolean> {
  return Object.fromEntries(
    EMAIL_KINDS.map((kind) => [kind, stored[kind] ?? EMAIL_KIND_INFO[kind].defaultOn]),
  ) as Record<EmailKind, boolean>;
}

export async function getEmailSettings(db: Executor, userId: number): Promise<EmailSettings> {
  const [row] = rowsOf<{
    email: string | null;
    email_verified: boolean;
    email_undeliverable_at: unknown;
    email_preferences: Record<string, boolean> | string;
    sent_at: string | Date | null;
  }>(
    await db.execute(sql`
      select u.email, u.email_verified, u.email_undeliverable_at, u.email_preferences,
        (select max(v.created_at) from email_verifications v
          where v.user_id = u.id and v.used_at is null and v.expires_at > now()) as sent_at
      from users u where u.id = ${userId}`),
  );
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  const stored =
    typeof row.email_preferences === 'string' ? JSON.parse(row.email_preferences) : row.email_preferences;
  return {
    email: row.email,
    emailVerified: row.email_verified,
    undeliverable: row.email_undeliverable_at !== null,
    verificationSentAt: row.sent_at && !row.email_verified ? new Date(row.sent_at).toISOString() : null,
    preferences: emailPreferencesOf(stored ?? {}),
  };
}

/** Turns kinds on or off; the others keep what they were. */
export async function updateEmailPreferences(
  db: Database,
  userId: number,
  update: EmailPreferencesUpdate,
): Promise<EmailSettings> {
  await db.execute(sql`update users set email_preferences = email_preferences || ${JSON.stringify(update)}::jsonb
    where id = ${userId}`);
  return getEmailSettings(db, userId);
}

/** The signed one-click link (RFC 8058): turns the kind off for that user, no session needed.
 *  Unsubscribing twice answers the same. */
export async function unsubscribeByLink(
  db: Database,
  secret: string,
  query: UnsubscribeQuery,
): Promise<{ kind: EmailKind; label: string; unsubscribed: true }> {
  const userId = Number(query.u);
  if (!isValidUnsubscribeSignature(secret, userId, query.k, query.s)) {
    throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.unsubscribeInvalid);
  }
  const updated = rowsOf(
    await db.execute(sql`update users set email_preferences = email_preferences || ${JSON.stringify({ [query.k]: false })}::jsonb
      where id = ${userId} returning id`),
  );
  if (updated.length === 0) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.unsubscribeInvalid);
  return { kind: query.k, label: EMAIL_KIND_INFO[query.k].label, unsubscribed: true };
}
