import { EMAIL_KIND_INFO, type EmailKind } from '@crowdvault/shared/api/email';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import type { OutboxRow } from './mail-types';

/**
 * Queues one mail per row of `source` (columns user_id, dedupe_key, payload jsonb, not_before
 * timestamptz or null) for users who can receive `kind`: a verified address not marked
 * undeliverable, and the kind on in their preferences. Runs in the caller's transaction, so the
 * mail exists exactly when the fact it tells of does; the unique dedupe key makes a repeated write
 * (a re-read range, a retried transaction) a no-op.
 */
export async function queueMails(tx: Executor, kind: EmailKind, source: SQL): Promise<void> {
  const defaultOn = EMAIL_KIND_INFO[kind].defaultOn;
  await tx.execute(sql`
    insert into email_outbox (user_id, kind, to_address, dedupe_key, payload, next_attempt_at)
    select u.id, ${kind}, u.email, s.dedupe_key, s.payload, coalesce(s.not_before, now())
    from (${source}) as s(user_id, dedupe_key, payload, not_before)
      join users u on u.id = s.user_id
    where u.email is not null and u.email_verified and u.email_undeliverable_at is null
      and coalesce((u.email_preferences ->> ${kind})::boolean, ${defaultOn})
    on conflict (dedupe_key) do nothing`);
}

/** Queues the verification mail to an address that is not verified yet (the one exception). */
export async function queueVerificationMail(
  tx: Executor,
  mail: { userId: number; email: string; verificationId: number; token: string },
): Promise<void> {
  await tx.execute(sql`
    insert into email_outbox (user_id, kind, to_address, dedupe_key, payload)
    values (${mail.userId}, 'verify_email', ${mail.email}, ${`verify:${mail.verificationId}`},
      ${JSON.stringify({ verificationId: mail.verificationId, token: mail.token })}::jsonb)
    on conflict (dedupe_key) do nothing`);
}

type RawRow = {
  id: number;
  user_id: number;
  kind: string;
  to_address: string;
  dedupe_key: string;
  payload: Record<string, unknown> | string;
  attempts: number;
};

/**
 * Claims up to `limit` due rows for `leaseMs`: another worker (this process or another instance)
 * skips rows under a live lease, and rows a crashed worker held come back once it ends. SKIP
 * LOCKED keeps two claims from waiting on each other on PostgreSQL; PGlite runs one statement at a
 * time, which is the same guarantee.
 */
export async function claimDueMails(
  tx: Executor,
  options: { now: Date; leaseMs: number; limit: number; leaseToken: string },
): Promise<OutboxRow[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const result = await tx.execute(sql`
    update email_outbox set lease_until = ${leaseUntil}::timestamptz, lease_token = ${options.leaseToken},
      attempts = attempts + 1
    where id in (
      select id from email_outbox
      where state = 'queued' and next_attempt_at <= ${now}::timestamptz
        and (lease_until is null or lease_until < ${now}::timestamptz)
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked)
    returning id, user_id, kind, to_address, dedupe_key, payload, attempts`);
  return rowsOf<RawRow>(result)
    .map((row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      kind: row.kind,
      toAddress: row.to_address,
      dedupeKey: row.dedupe_key,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Settles a claimed row, if this worker still holds it (a lease that ran out may have passed it
 *  to another worker: then that one decides). Returns whether it did. */
export async function settleMail(
  tx: Executor,
  row: OutboxRow,
  leaseToken: string,
  outcome: {
    state: 'sent' | 'skipped' | 'failed' | 'queued';
    error?: string;
    messageId?: string;
    /** Retry time of a row left queued. */
    nextAttemptAt?: Date;
    /** The payload to keep (a renderer's saved values merged in). */
    payload?: Record<string, unknown>;
  },
): Promise<boolean> {
  const result = await tx.execute(sql`
    update email_outbox set
      state = ${outcome.state},
      lease_until = null,
      lease_token = null,
      last_error = ${outcome.error?.slice(0, 500) ?? null},
      message_id = ${outcome.messageId ?? null},
      sent_at = ${outcome.state === 'sent' ? sql`now()` : sql`null`},
      next_attempt_at = ${outcome.nextAttemptAt ? sql`${outcome.nextAttemptAt.toISOString()}::timestamptz` : sql`next_attempt_at`},
      payload = ${outcome.payload ? sql`${JSON.stringify(outcome.payload)}::jsonb` : sql`payload`}
    where id = ${row.id} and lease_token = ${leaseToken}
    returning id`);
  return rowsOf(result).length === 1;
}
