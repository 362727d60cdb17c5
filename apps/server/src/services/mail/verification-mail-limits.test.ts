import { sql } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { MemoryHitCounter } from '../../infra/limits/hit-counter';
import { createMailKit } from '../../test/mail-kit';
import { bearer, signIn } from '../../test/sign-in';
import { useTestContext } from '../../test/use-test-app';
import type { MailWorker } from './mail-worker';
import { admitVerificationMail, VERIFICATION_MAIL_LIMITS } from './verification-mail-limits';

type Kit = Awaited<ReturnType<typeof createMailKit>>;
type Headers = Record<string, string>;

describe('verification mails are limited per address, per account and per IP (issue 38, item 7)', () => {
  let kit: Kit;
  let worker: MailWorker;
  let nextIp = 1;

  const fixture = useTestContext({ AUTH_RATE_LIMIT: '0' });
  beforeAll(async () => {
    kit = await createMailKit(fixture.context);
    worker = kit.worker();
  });
  afterAll(async () => {
    await kit?.close();
  });
  beforeEach(() => kit.mailbox.clear());

  /** A fresh wallet signed in, asking from an address of its own unless told. */
  async function freshAccount(ip = `198.51.100.${nextIp++}`) {
    return { headers: bearer(await signIn(kit.app, generatePrivateKey())), ip };
  }
  function enter(account: { headers: Headers; ip: string }, email: string | null) {
    return kit.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: account.headers,
      remoteAddress: account.ip,
      payload: { email },
    });
  }
  const mailsTo = (address: string) =>
    kit.mailbox.list().filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === address));

  it('sends one address at most three links an hour, whoever asks and from wherever; the fourth is 429 and changes nothing', async () => {
    const victim = 'victim@example.org';
    const attacker = await freshAccount();
    // The attack: re-entering the address, every few seconds, from one account (the worker
    // sending each link before the next change)…
    for (const email of [victim, null, victim, null, victim]) {
      expect((await enter(attacker, email)).statusCode).toBe(200);
      await kit.drain(worker);
    }
    // …and from fresh wallets elsewhere.
    const other = await freshAccount();
    const refused = await enter(other, 'Victim@Example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many verification e-mails were asked for: try again in (60|59) minutes$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const profile = await kit.app.inject({ method: 'GET', url: '/api/users/me', headers: other.headers });
    expect(profile.json().email).toBeNull();
    await kit.drain(worker);
    expect(mailsTo(victim)).toHaveLength(3);
  });

  it('sends one account at most five mails an hour, through a change of address or a resend alike', async () => {
    const account = await freshAccount();
    for (const n of [1, 2, 3, 4])
      expect((await enter(account, `mine-${n}@example.org`)).statusCode).toBe(200);
    // The resend route counts too (its once-a-minute rule moved out of the way).
    await fixture.context.database.db.execute(
      sql`update email_verifications set created_at = now() - interval '2 minutes'`,
    );
    const resend = () =>
      kit.app.inject({
        method: 'POST',
        url: '/api/users/me/email/resend',
        headers: account.headers,
        remoteAddress: account.ip,
      });
    await kit.drain(worker);
    expect((await resend()).statusCode).toBe(200);
    await kit.drain(worker);
    const sixth = await enter(account, 'mine-6@example.org');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    await fixture.context.database.db.execute(
      sql`update email_verifications set created_at = now() - interval '2 minutes'`,
    );
    expect((await resend()).statusCode).toBe(429);
    await kit.drain(worker);
    expect(mailsTo('mine-4@example.org')).toHaveLength(2);
    expect(mailsTo('mine-6@example.org')).toHaveLength(0);
  });

  it('counts every account behind one client IP together, and another IP apart', async () => {
    const counter = new MemoryHitCounter();
    const ask = (n: number, ip: string) =>
      admitVerificationMail(counter, { userId: n, email: `person-${n}@example.org`, ip });
    for (let n = 0; n < VERIFICATION_MAIL_LIMITS.perIp; n += 1) await ask(n, '203.0.113.9');
    const over = await ask(100, '203.0.113.9').catch((error: unknown) => error);
    expect(over).toBeInstanceOf(AppError);
    expect(over).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3600 });
    await expect(ask(101, '203.0.113.10')).resolves.toBeUndefined();
  });
});
