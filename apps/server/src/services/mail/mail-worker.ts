import { createHash, randomUUID } from 'node:crypto';
import { EMAIL_KIND_INFO, type EmailKind } from '@crowdvault/shared/api/email';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { ChainRegistry } from '../../chain/registry';
import { type Database, rowsOf } from '../../db/client';
import type { Job } from '../../infra/jobs/job-runner';
import { headerText } from './header-text';
import { queueYearlyStatements } from './kinds/yearly-statement';
import type { MailKind } from './mail-content';
import { MAIL_TYPES } from './mail-kinds';
import { renderMail } from './mail-layout';
import { createMailTransport, isPermanentSmtpFailure } from './mail-transport';
import type { OutboxRow, RenderResult } from './mail-types';
import { claimDueMails, settleMail } from './outbox';
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from './unsubscribe-link';

/** Waits before the 2nd, 3rd… attempt: a server down for a minute or an hour loses nothing; after
 *  the last (about a day in all) the row is marked failed. */
export const DEFAULT_RETRY_DELAYS_MS = [
  10_000, 30_000, 60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000,
];

export interface MailWorkerOptions {
  db: Database;
  chains: ChainRegistry;
  smtpUrl: string;
  from: string;
  publicUrl: string;
  /** Signs the unsubscribe links (the JWT secret; a key is derived from it). */
  secret: string;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  retryDelaysMs?: readonly number[];
  /** The worker's clock (tests move it forward instead of waiting). */
  now?: () => Date;
  logger?: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

type UserRow = {
  id: number;
  username: string;
  email: string | null;
  email_verified: boolean;
  email_undeliverable_at: unknown;
  email_preferences: Record<string, boolean> | string;
  locale: Locale | null;
};

/**
 * Sends the outbox (decision 093). Any number of workers, in one process or many, may run on the
 * same database: each claims due rows under a lease, so a row is sent by one of them; a row whose
 * worker died before sending comes back when its lease ends, so none is dropped. The API only
 * writes rows; nothing here runs in a request. A job of every instance (the leases share the work).
 */
export class MailWorker implements Job {
  readonly name = 'mail';
  readonly scope = 'every instance';
  readonly intervalMs: number;
  private readonly transport: Transporter;
  private readonly now: () => Date;
  private readonly retryDelays: readonly number[];
  private lastStatementCheck = 0;

  constructor(private readonly options: MailWorkerOptions) {
    this.transport = createMailTransport(options.smtpUrl);
    this.now = options.now ?? (() => new Date());
    this.retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.intervalMs = options.pollMs ?? 1_000;
  }

  close(): void {
    this.transport.close();
  }

  /** Sends what is due now, one claim of up to `batchSize` rows; returns how many rows it settled. */
  async tick(): Promise<number> {
    const now = this.now();
    const { db } = this.options;
    if (now.getTime() - this.lastStatementCheck > 3_600_000) {
      this.lastStatementCheck = now.getTime();
      await queueYearlyStatements(db, now);
    }
    const leaseToken = randomUUID();
    const rows = await claimDueMails(db, {
      now,
      leaseMs: this.options.leaseMs ?? 120_000,
      limit: this.options.batchSize ?? 20,
      leaseToken,
    });
    let settled = 0;
    for (const row of rows) {
      if (await this.deliver(row, leaseToken)) settled += 1;
    }
    return settled;
  }

  private async deliver(row: OutboxRow, leaseToken: string): Promise<boolean> {
    const { db } = this.options;
    const type = MAIL_TYPES[row.kind as MailKind];
    if (!type) return this.settle(row, leaseToken, { state: 'failed', error: `No mail type ${row.kind}` });
    const [user] = rowsOf<UserRow>(
      await db.execute(sql`
        select id, username, email, email_verified, email_undeliverable_at, email_preferences, locale
        from users where id = ${row.userId}`),
    );
    const refusal = user ? whyNotSend(row, user, type.switchable) : 'The user no longer exists';
    if (refusal || !user) return this.settle(row, leaseToken, { state: 'skipped', error: refusal ?? '' });

    let rendered: RenderResult | null;
    try {
      rendered = await type.render(
        {
          db,
          chains: this.options.chains,
          publicUrl: this.options.publicUrl,
          secret: this.options.secret,
          recipient: {
            id: user.id,
            username: user.username,
            email: row.toAddress,
            locale: user.locale ?? 'en',
          },
        },
        row.payload,
      );
    } catch (error) {
      return this.retryOrFail(row, leaseToken, error);
    }
    if (!rendered)
      return this.settle(row, leaseToken, { state: 'skipped', error: 'Nothing to tell any more' });

    const { secret, publicUrl } = this.options;
    const kind = row.kind as EmailKind;
    const { html, text } = renderMail(
      rendered.content,
      {
        settingsUrl: `${publicUrl}/dashboard/settings`,
        unsubscribeUrl: type.switchable ? unsubscribePageUrl(publicUrl, secret, user.id, kind) : undefined,
      },
      user.locale ?? 'en',
    );
    const messageId = `<cv-${row.id}.${createHash('sha256').update(row.dedupeKey).digest('hex').slice(0, 12)}@${senderDomain(this.options.from)}>`;
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: { name: headerText(user.username, 60), address: row.toAddress },
        subject: headerText(rendered.content.subject),
        text,
        html,
        // The same id on every attempt: a receiver that got a message whose acknowledgement was
        // lost can drop the repeat.
        messageId,
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(type.switchable
            ? {
                'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, secret, user.id, kind)}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              }
            : {}),
        },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      if (isPermanentSmtpFailure(error)) {
        return this.settle(row, leaseToken, { state: 'failed', error: messageOf(error) }, true);
      }
      return this.retryOrFail(row, leaseToken, error);
    }
    return this.settle(row, leaseToken, {
      state: 'sent',
      messageId,
      payload: { ...row.payload, ...rendered.saved },
    });
  }

  private retryOrFail(row: OutboxRow, leaseToken: string, error: unknown): Promise<boolean> {
    const delay = this.retryDelays[row.attempts - 1];
    this.options.logger?.warn(
      { mailId: row.id, attempts: row.attempts, err: messageOf(error) },
      'mail not sent',
    );
    if (delay === undefined)
      return this.settle(row, leaseToken, { state: 'failed', error: messageOf(error) });
    return this.settle(row, leaseToken, {
      state: 'queued',
      error: messageOf(error),
      nextAttemptAt: new Date(this.now().getTime() + delay),
    });
  }

  /** Settles the row and runs its kind's follow-up in one transaction; a hard bounce also marks
   *  the address undeliverable so nothing more is queued for it. */
  private async settle(
    row: OutboxRow,
    leaseToken: string,
    outcome:
      | { state: 'sent'; messageId: string; payload: Record<string, unknown> }
      | { state: 'skipped' | 'failed'; error: string }
      | { state: 'queued'; error: string; nextAttemptAt: Date },
    undeliverable = false,
  ): Promise<boolean> {
    const type = MAIL_TYPES[row.kind as MailKind];
    return this.options.db.transaction(async (tx) => {
      const payload = 'payload' in outcome ? outcome.payload : row.payload;
      const done = await settleMail(tx, row, leaseToken, { ...outcome, payload });
      if (!done) return false;
      if (undeliverable) {
        await tx.execute(sql`update users set email_undeliverable_at = now()
          where id = ${row.userId} and lower(email) = lower(${row.toAddress})`);
      }
      if (outcome.state !== 'queued') await type?.onSettled?.(tx, { ...row, payload });
      return true;
    });
  }
}

function whyNotSend(row: OutboxRow, user: UserRow, switchable: boolean): string | null {
  if (user.email === null || user.email.toLowerCase() !== row.toAddress.toLowerCase()) {
    return 'The address changed since the mail was queued';
  }
  if (user.email_undeliverable_at) return 'The address is marked undeliverable';
  // The link goes to an address not yet proven; everything else only to a verified one.
  if (row.kind === 'verify_email') return user.email_verified ? 'The address is already verified' : null;
  if (!user.email_verified) return 'The address is not verified';
  if (!switchable) return null;
  const preferences =
    typeof user.email_preferences === 'string' ? JSON.parse(user.email_preferences) : user.email_preferences;
  const kind = row.kind as EmailKind;
  const wanted = preferences?.[kind] ?? EMAIL_KIND_INFO[kind]?.defaultOn ?? false;
  return wanted ? null : 'The user turned this kind of mail off';
}

function senderDomain(from: string): string {
  return /@([^\s>]+)>?$/.exec(from)?.[1] ?? 'crowdvault.localhost';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
