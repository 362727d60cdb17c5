import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@crowdvault/shared/i18n/locales';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app';
import { registryOf } from '../chain/registry';
import type { Database } from '../db/client';
import type { users } from '../db/schema';
import { resolveSecrets } from '../secrets';
import { DevMailbox, type DevMailboxOptions } from '../services/mail/dev-mailbox';
import type { MailContent, MailRecipient } from '../services/mail/mail-content';
import type { MailType, RenderContext } from '../services/mail/mail-types';
import { MailWorker, type MailWorkerOptions } from '../services/mail/mail-worker';
import { insertUser } from './campaign-fixtures';
import type { TestContext } from './test-app';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The embedded SMTP server, an app that lists it, and workers on a clock the test moves: real
 *  SMTP end to end, no mock. */
export async function createMailKit(context: TestContext, mailboxOptions: DevMailboxOptions = {}) {
  const mailbox = new DevMailbox(mailboxOptions);
  await mailbox.start();
  const secrets = await resolveSecrets(context.env, context.chain.local);
  const chains = registryOf(context.chain);
  const app: FastifyInstance = await buildApp({
    env: context.env,
    db: context.database.db,
    chains,
    secrets,
    devMailbox: mailbox,
  });
  let offsetMs = 0;
  const workers: MailWorker[] = [];
  const kit = {
    app,
    mailbox,
    secrets,
    now: () => new Date(Date.now() + offsetMs),
    /** Moves every worker's clock forward. */
    advance(ms: number) {
      offsetMs += ms;
    },
    worker(options: Partial<MailWorkerOptions> = {}): MailWorker {
      const worker = new MailWorker({
        db: context.database.db,
        chains,
        smtpUrl: mailbox.url,
        from: 'CrowdVault <no-reply@crowdvault.test>',
        publicUrl: TEST_PUBLIC_URL,
        secret: secrets.jwtSecret,
        now: kit.now,
        ...options,
      });
      workers.push(worker);
      return worker;
    },
    /** Ticks until nothing due is left (what the polling loop does, without waiting on it). */
    async drain(worker: MailWorker): Promise<void> {
      for (let round = 0; round < 50 && (await worker.tick()) > 0; round += 1);
    },
    async close() {
      for (const worker of workers) worker.close();
      await app.close();
      await mailbox.stop();
    },
  };
  return kit;
}

/** The link of a mail's plain-text part that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.?]/g, '\\$&')}[^\\s]+`));
  if (!match) throw new Error(`No link starting ${prefix} in:\n${text}`);
  return match[0];
}

/** A user `username` (at `username`@example.org) who chose `locale`, or no language when null, and
 *  the recipient the mail worker would read for them. */
export async function mailRecipient(
  db: Database,
  username: string,
  locale: Locale | null,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: typeof users.$inferSelect; recipient: MailRecipient }> {
  const email = `${username}@example.org`;
  const user = await insertUser(db, { ...values, username, email, locale });
  // No locale at all for null: the kinds must fall back to English on their own.
  return { user, recipient: { id: user.id, username, email, ...(locale ? { locale } : {}) } };
}

/** The context the mail worker renders `recipient`'s mail with, on the suite's chain. */
export function mailRenderContext(context: TestContext, recipient: MailRecipient): RenderContext {
  return {
    db: context.database.db,
    chains: registryOf(context.chain),
    publicUrl: 'https://crowdvault.example',
    secret: 'a test secret of at least thirty-two characters',
    recipient,
  };
}

/** What `kind` writes to `recipient` for `payload`, rendered as the worker renders it; fails the
 *  test when the kind would send nothing. */
export async function renderMailContent(
  context: TestContext,
  kind: MailType,
  recipient: MailRecipient,
  payload: Record<string, unknown>,
): Promise<MailContent> {
  const mail = await kind.render(mailRenderContext(context, recipient), payload);
  if (!mail) throw new Error(`no ${kind.kind} mail for ${recipient.username}`);
  return mail.content;
}

/** Every word a mail shows (subject, heading, blocks, footer reason), links left out. */
function mailWords(mail: MailContent): string {
  const blocks = mail.blocks.map((block) => {
    if (block.type === 'figures') return block.rows.map((row) => `${row.label} ${row.value}`).join('\n');
    if (block.type === 'button') return block.label;
    return block.text;
  });
  return [mail.subject, mail.heading, ...blocks, mail.reason].join('\n');
}

const MAILS_CATALOGUES = fileURLToPath(
  new URL('../../../../packages/shared/src/i18n/locales', import.meta.url),
);

/** The mails catalogue's texts of two words or more with no placeholder that `locale` writes
 *  otherwise: none of them may appear in English in a mail to a reader of `locale`. */
function englishTextsTranslatedIn(locale: Locale): string[] {
  const entries = readFileSync(`${MAILS_CATALOGUES}/${locale}/mails.po`, 'utf8').matchAll(
    /^msgid "((?:\\.|[^"\\])*)"\nmsgstr "((?:\\.|[^"\\])*)"$/gm,
  );
  return [...entries]
    .filter(([, id = '', text]) => id !== text && !id.includes('{') && id.trim().includes(' '))
    .map(([, id = '']) => id.replace(/\\(.)/g, '$1'));
}

/**
 * Issue 43's "every e-mail kind in all six locales": `render` writes the same mail to a reader of
 * each locale; each must be in its language — its own subject and heading, not English's, and no
 * text of the mails catalogue left in English.
 */
export async function expectWrittenInEveryLocale(
  render: (locale: Locale, index: number) => Promise<MailContent>,
  /** What the mail takes from a person's own words (an update's title), the same in every language. */
  theirWords: Array<'subject' | 'heading'> = [],
): Promise<void> {
  const english = await render('en', 0);
  for (const [index, locale] of LOCALES.entries()) {
    if (locale === 'en') continue;
    const mail = await render(locale, index);
    for (const part of ['subject', 'heading'] as const) {
      if (!theirWords.includes(part)) expect(mail[part], `${locale}: ${part}`).not.toBe(english[part]);
    }
    const words = mailWords(mail);
    for (const text of englishTextsTranslatedIn(locale))
      expect(words, `${locale}: "${text}"`).not.toContain(text);
  }
}
