import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { EMAIL_MESSAGES } from '@crowdvault/shared/api/email';
import { sql } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { campaignFollows } from '../db/schema';
import type { MailWorker } from '../services/mail/mail-worker';
import { insertCampaign, insertUser } from '../test/campaign-fixtures';
import { createMailKit, linkIn, TEST_PUBLIC_URL } from '../test/mail-kit';
import { bearer, signIn } from '../test/sign-in';
import { useTestContext } from '../test/use-test-app';

type Kit = Awaited<ReturnType<typeof createMailKit>>;
type Headers = Record<string, string>;

const header = (mail: { headers: { name: string; value: string }[] }, name: string) =>
  mail.headers.filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);

describe('e-mail over the embedded SMTP server', () => {
  let kit: Kit;
  let worker: MailWorker;
  let creator: Headers;
  let creatorId: number;
  let donor: Headers;
  let donorId: number;
  let campaignId: number;

  async function verifiedUser(email: string, username?: string) {
    return insertUser(fixture.context.database.db, {
      email,
      emailVerified: true,
      ...(username ? { username } : {}),
    });
  }
  async function follow(userId: number) {
    await fixture.context.database.db.insert(campaignFollows).values({ userId, campaignId });
  }
  async function postUpdate(title: string) {
    const response = await kit.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/updates`,
      headers: creator,
      payload: { title, body: `Body of ${title}\nsecond line` },
    });
    expect(response.statusCode).toBe(201);
  }
  // Nodemailer writes the domain in lower case (it is case-blind); the local part stays as typed.
  const mailTo = (address: string) =>
    kit.mailbox
      .list()
      .filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase()));

  const fixture = useTestContext();
  beforeAll(async () => {
    kit = await createMailKit(fixture.context);
    worker = kit.worker();
    const creatorSession = await signIn(kit.app, DEV_ACCOUNTS[4]!.privateKey);
    creator = bearer(creatorSession);
    creatorId = creatorSession.user.id;
    const donorSession = await signIn(kit.app, DEV_ACCOUNTS[5]!.privateKey);
    donor = bearer(donorSession);
    donorId = donorSession.user.id;
    campaignId = await insertCampaign(fixture.context.database.db, {
      creatorId,
      title: 'Clean water for Sylhet',
    });
  });
  afterAll(async () => {
    await kit?.close();
  });
  beforeEach(() => kit.mailbox.clear());

  it('greets by the chosen name, and plainly while the name is still the generated user_0x…', async () => {
    const unnamed = bearer(await signIn(kit.app, generatePrivateKey()));
    const named = bearer(await signIn(kit.app, generatePrivateKey()));
    for (const [headers, payload] of [
      [unnamed, { email: 'unnamed@example.org' }],
      [named, { email: 'named@example.org', username: 'maya_okafor_2' }],
    ] as const) {
      const patched = await kit.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload });
      expect(patched.statusCode).toBe(200);
    }
    await kit.drain(worker);
    const [plain] = mailTo('unnamed@example.org');
    expect(plain!.text).toContain('Hello, someone (we hope you) added this address');
    expect(plain!.text).not.toContain('user_0x');
    const [greeted] = mailTo('named@example.org');
    expect(greeted!.text).toContain('Hello maya_okafor_2, someone (we hope you) added this address');
  });

  it('sends a single-use link that verifies the address', async () => {
    const patched = await kit.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: donor,
      payload: { email: 'Donor@Example.org' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ email: 'Donor@Example.org', emailVerified: false });
    const [pending] = rowsOf<{ status: string }>(
      await fixture.context.database.db.execute(sql`select status from users where id = ${donorId}`),
    );
    expect(pending?.status).toBe('PENDING_VERIFICATION');
    // The API answered before any SMTP traffic: nothing was sent yet.
    expect(kit.mailbox.list()).toHaveLength(0);

    await kit.drain(worker);
    const [mail] = mailTo('Donor@Example.org');
    expect(mail?.subject).toBe('Confirm your e-mail address for CrowdVault');
    expect(header(mail!, 'List-Unsubscribe')).toEqual([]);
    expect(mail!.html).toContain('Confirm this address');
    const link = linkIn(mail!.text, `${TEST_PUBLIC_URL}/verify-email?token=`);
    const token = new URL(link).searchParams.get('token')!;

    const verified = await kit.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: 'Donor@Example.org', emailVerified: true });
    const again = await kit.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_MESSAGES.linkUsed);

    const settings = await kit.app.inject({ method: 'GET', url: '/api/users/me/email', headers: donor });
    expect(settings.json()).toMatchObject({
      emailVerified: true,
      verificationSentAt: null,
      undeliverable: false,
    });
    const [active] = rowsOf<{ status: string }>(
      await fixture.context.database.db.execute(sql`select status from users where id = ${donorId}`),
    );
    expect(active?.status).toBe('ACTIVE');
  });

  it('answers an address another account verified exactly as a free one, sends it no link, and tells its owner once a day (issue 38, item 8)', async () => {
    const owner = await verifiedUser('Owner@Example.org', 'owner');
    const first: Headers = bearer(await signIn(kit.app, generatePrivateKey()));
    const second: Headers = bearer(await signIn(kit.app, generatePrivateKey()));
    const enter = (headers: Headers, email: string) =>
      kit.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { email } });
    const emailSettings = async (headers: Headers) =>
      (await kit.app.inject({ method: 'GET', url: '/api/users/me/email', headers })).json();

    // Any letter case of the owner's address, and a free address: the same answer.
    const taken = await enter(first, 'owner@example.ORG');
    const free = await enter(second, 'nobody-has-this@example.org');
    expect([taken.statusCode, free.statusCode]).toEqual([200, 200]);
    expect(taken.json()).toMatchObject({ email: 'owner@example.ORG', emailVerified: false });
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    const [takenSettings, freeSettings] = [await emailSettings(first), await emailSettings(second)];
    expect(takenSettings).toMatchObject({ emailVerified: false, verificationSentAt: expect.any(String) });
    expect(freeSettings).toMatchObject({ emailVerified: false, verificationSentAt: expect.any(String) });

    await kit.drain(worker);
    const toOwner = mailTo('owner@example.org');
    expect(toOwner.map((mail) => mail.subject)).toEqual([
      'Someone entered your address in another CrowdVault account',
    ]);
    expect(toOwner[0]!.envelopeTo).toEqual(['Owner@example.org']);
    expect(toOwner[0]!.text).toContain('It stays yours');
    expect(toOwner[0]!.text).not.toContain('/verify-email?token=');
    expect(mailTo('nobody-has-this@example.org').map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for CrowdVault',
    ]);

    // Asking again (a resend, another account) is answered the same, and the owner is not told twice today.
    await fixture.context.database.db.execute(
      sql`update email_verifications set created_at = now() - interval '2 minutes'`,
    );
    const resent = await kit.app.inject({
      method: 'POST',
      url: '/api/users/me/email/resend',
      headers: first,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await enter(second, 'OWNER@example.org')).statusCode).toBe(200);
    await kit.drain(worker);
    expect(mailTo('owner@example.org')).toHaveLength(1);
    const [ownerRow] = rowsOf<{ email_verified: boolean }>(
      await fixture.context.database.db.execute(sql`select email_verified from users where id = ${owner.id}`),
    );
    expect(ownerRow?.email_verified).toBe(true);
  });

  it('refuses an expired link, a forged one and a link to an address no longer on the account', async () => {
    await kit.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: creator,
      payload: { email: 'old@example.org' },
    });
    await kit.drain(worker);
    const oldToken = new URL(
      linkIn(mailTo('old@example.org')[0]!.text, `${TEST_PUBLIC_URL}/verify-email?token=`),
    ).searchParams.get('token')!;
    await kit.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: creator,
      payload: { email: 'new@example.org' },
    });
    const stale = await kit.app.inject({
      method: 'POST',
      url: '/api/email/verify',
      payload: { token: oldToken },
    });
    expect(stale.statusCode).toBe(400);
    expect([EMAIL_MESSAGES.linkExpired, EMAIL_MESSAGES.linkStale]).toContain(stale.json().message);

    await kit.drain(worker);
    const newToken = new URL(
      linkIn(mailTo('new@example.org')[0]!.text, `${TEST_PUBLIC_URL}/verify-email?token=`),
    ).searchParams.get('token')!;
    await fixture.context.database.db.execute(
      sql`update email_verifications set expires_at = now() - interval '1 second' where user_id = ${creatorId}`,
    );
    const expired = await kit.app.inject({
      method: 'POST',
      url: '/api/email/verify',
      payload: { token: newToken },
    });
    expect(expired.json().message).toBe(EMAIL_MESSAGES.linkExpired);
    const forged = await kit.app.inject({
      method: 'POST',
      url: '/api/email/verify',
      payload: { token: 'A'.repeat(43) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(EMAIL_MESSAGES.linkInvalid);
    const settings = await kit.app.inject({ method: 'GET', url: '/api/users/me/email', headers: creator });
    expect(settings.json().emailVerified).toBe(false);
  });

  it('sends nothing but the link to an unverified address', async () => {
    const unverified = await insertUser(fixture.context.database.db, { email: 'unverified@example.org' });
    const verified = await verifiedUser('follower@example.org');
    await follow(unverified.id);
    await follow(verified.id);
    await postUpdate('First week');
    await kit.drain(worker);
    expect(mailTo('unverified@example.org')).toHaveLength(0);
    const [mail] = mailTo('follower@example.org');
    expect(mail?.subject).toBe('Clean water for Sylhet: First week');
    expect(mail?.text).toContain('> Body of First week');
    expect(mail?.text).toContain('because you follow Clean water for Sylhet');
    const [row] = rowsOf<{ n: number }>(
      await fixture.context.database.db.execute(
        sql`select count(*)::int as n from email_outbox where user_id = ${unverified.id}`,
      ),
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('unsubscribes with the one-click POST of List-Unsubscribe, without a session, and no forged link works', async () => {
    const reader = await verifiedUser('reader@example.org');
    await follow(reader.id);
    await postUpdate('Second week');
    await kit.drain(worker);
    const [mail] = mailTo('reader@example.org');
    expect(header(mail!, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    const [listUnsubscribe] = header(mail!, 'List-Unsubscribe');
    const url = new URL(/^<([^>]+)>$/.exec(listUnsubscribe!)![1]!);
    expect(url.pathname).toBe('/api/email/unsubscribe');
    // The footer's link leads to the page that confirms with a button, never a GET that acts.
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/email/unsubscribe?`);

    const forgedQuery = new URLSearchParams(url.search);
    forgedQuery.set('u', String(donorId));
    const forged = await kit.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?${forgedQuery}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(EMAIL_MESSAGES.unsubscribeInvalid);

    const oneClick = await kit.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ kind: 'campaign_update', unsubscribed: true });

    kit.mailbox.clear();
    await postUpdate('Third week');
    await kit.drain(worker);
    expect(mailTo('reader@example.org')).toHaveLength(0);
    // The donor whose id the forged link named still gets updates.
    const donorSettings = await kit.app.inject({ method: 'GET', url: '/api/users/me/email', headers: donor });
    expect(donorSettings.json().preferences.campaign_update).toBe(true);
  });

  it('lets no username add a header, even one with CR/LF written straight into the database', async () => {
    const eve = await verifiedUser('eve@example.org', 'eve\r\nBcc: victim@example.org\r\nX-Injected: yes');
    await follow(eve.id);
    await postUpdate('Fourth week');
    await kit.drain(worker);
    const [mail] = mailTo('eve@example.org');
    expect(mail).toBeDefined();
    expect(mail!.envelopeTo).toEqual(['eve@example.org']);
    expect(header(mail!, 'Bcc')).toEqual([]);
    expect(header(mail!, 'X-Injected')).toEqual([]);
    expect(kit.mailbox.list().some((m) => m.envelopeTo.includes('victim@example.org'))).toBe(false);
  });

  it("tells the creator by mail that a moderator rejected the campaign, with the moderator's reason", async () => {
    const maker = await verifiedUser('maker@example.org');
    const rejected = await insertCampaign(fixture.context.database.db, {
      creatorId: maker.id,
      title: 'Too good to be true',
    });
    const admin = bearer(await signIn(kit.app, DEV_ACCOUNTS[0]!.privateKey));
    const response = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${rejected}/approve`,
      headers: admin,
      payload: {
        approved: false,
        reason: { code: 'misleading_information', text: 'The goal does not match the story.' },
      },
    });
    expect(response.statusCode).toBe(200);
    await kit.drain(worker);
    const [mail] = mailTo('maker@example.org');
    expect(mail?.subject).toBe('Too good to be true was not approved');
    expect(mail?.text).toContain('Reason: Misleading information');
    expect(mail?.text).toContain('> The goal does not match the story.');
    expect(mail?.html).toContain('The goal does not match the story.');
  });

  it('changes the kinds a user gets from settings, strictly', async () => {
    const setPreferences = (payload: Record<string, boolean>) =>
      kit.app.inject({ method: 'PATCH', url: '/api/users/me/email/preferences', headers: donor, payload });
    const off = await setPreferences({ donation_receipt: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().preferences).toMatchObject({ donation_receipt: false, campaign_update: true });
    const unknown = await setPreferences({ marketing: true });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await kit.app.inject({ method: 'GET', url: '/api/users/me/email' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the caught mail at /api/dev/mailbox, marked as the development mailbox', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json().notice).toMatch(/^Development mailbox/);
  });
});
