import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { registryOf } from '../chain/registry';
import { resolveSecrets } from '../secrets';
import { DevMailbox, type DevMailboxOptions } from '../services/mail/dev-mailbox';
import { MailWorker, type MailWorkerOptions } from '../services/mail/mail-worker';
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
