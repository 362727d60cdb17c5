import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { insertCampaign, insertUser, randomAddress } from '../../test/campaign-fixtures';
import { createMailKit } from '../../test/mail-kit';
import { useTestContext } from '../../test/use-test-app';
import { lockCampaigns, upsertDonations } from '../donations/donation-store';
import { claimDueMails } from './outbox';

type Kit = Awaited<ReturnType<typeof createMailKit>>;
const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;
let logIndex = 0;

describe('the mail worker over the embedded SMTP server', () => {
  let kit: Kit;

  /** Records a donation the way the indexer and POST /api/donations do, in its own transaction. */
  async function donate(campaignId: number, amount: bigint, donorUserId?: number) {
    await fixture.context.database.db.transaction(async (tx) => {
      await lockCampaigns(tx, [campaignId]);
      logIndex += 1;
      await upsertDonations(
        tx,
        [
          {
            campaignId,
            donorAddress: randomAddress(),
            chainId: 31337,
            currency: 'USDT',
            amount,
            tokenDecimals: 6,
            countedAmount: amount,
            txHash: hex(32),
            logIndex,
            blockNumber: 1n,
            blockHash: hex(32),
          },
        ],
        donorUserId ? { donorUserId, message: null, isAnonymous: false } : undefined,
      );
    });
  }
  const outbox = async (userId: number) =>
    rowsOf<{ kind: string; state: string; attempts: number; last_error: string | null }>(
      await fixture.context.database.db.execute(
        sql`select kind, state, attempts, last_error from email_outbox where user_id = ${userId} order by id`,
      ),
    );
  /** A donor with the verified address `email`, and a campaign (titled `title`) of someone else's. */
  async function donorAndCampaign(email: string, title: string) {
    const { db } = fixture.context.database;
    const donor = await insertUser(db, { email, emailVerified: true });
    const creator = await insertUser(db);
    return { donor, campaignId: await insertCampaign(db, { creatorId: creator.id, title }) };
  }
  const mailTo = (address: string) => kit.mailbox.list().filter((mail) => mail.envelopeTo.includes(address));

  const fixture = useTestContext();
  beforeAll(async () => {
    kit = await createMailKit(fixture.context, {
      rejectRecipient: (address) => address.startsWith('bounce@'),
    });
  });
  afterAll(async () => {
    await kit?.close();
  });
  beforeEach(() => kit.mailbox.clear());

  it('gives the creator one mail with the exact sum for a burst of 20 donations, then at most one an hour', async () => {
    const worker = kit.worker();
    const creator = await insertUser(fixture.context.database.db, {
      email: 'creator@example.org',
      emailVerified: true,
    });
    const campaignId = await insertCampaign(fixture.context.database.db, {
      creatorId: creator.id,
      title: 'Seeds for Tamale',
    });
    for (let i = 0; i < 19; i += 1) await donate(campaignId, 1_500_000n);
    await donate(campaignId, 1n);

    await kit.drain(worker);
    expect(mailTo('creator@example.org')).toHaveLength(0); // a minute to gather the burst
    kit.advance(61_000);
    await kit.drain(worker);
    const mails = mailTo('creator@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('28.500001 USDT received for Seeds for Tamale');
    expect(mails[0]!.text).toContain('Total in USDT: 28.500001 USDT');
    expect(mails[0]!.text).toContain('Donations: 20');

    await donate(campaignId, 2_000_000n);
    kit.advance(10 * 60_000);
    await kit.drain(worker);
    expect(mailTo('creator@example.org')).toHaveLength(1);
    kit.advance(60 * 60_000);
    await kit.drain(worker);
    const next = mailTo('creator@example.org');
    expect(next).toHaveLength(2);
    expect(next[0]!.subject).toBe('2.00 USDT received for Seeds for Tamale');
  });

  it('sends a message exactly once when its worker died after claiming it, and with two workers at once', async () => {
    const { donor, campaignId } = await donorAndCampaign('donor@example.org', 'Library roof');
    for (let i = 0; i < 6; i += 1) await donate(campaignId, 5_000_000n, donor.id);

    // A worker claims every due row and is killed before it sends any.
    const dead = await claimDueMails(fixture.context.database.db, {
      now: kit.now(),
      leaseMs: 120_000,
      limit: 100,
      leaseToken: randomUUID(),
    });
    expect(dead.filter((row) => row.userId === donor.id)).toHaveLength(6);

    // After the restart, two workers (two instances) tick together.
    const first = kit.worker();
    const second = kit.worker();
    await Promise.all([kit.drain(first), kit.drain(second)]);
    expect(mailTo('donor@example.org')).toHaveLength(0); // the dead worker's lease still holds
    kit.advance(121_000);
    await Promise.all([kit.drain(first), kit.drain(second)]);
    await Promise.all([kit.drain(first), kit.drain(second)]);
    const receipts = mailTo('donor@example.org');
    expect(receipts).toHaveLength(6);
    expect(
      new Set(receipts.map((mail) => mail.headers.find((h) => h.name === 'Message-ID')?.value)).size,
    ).toBe(6);
    expect(receipts[0]!.subject).toBe('Your receipt: 5.00 USDT to Library roof');
    expect((await outbox(donor.id)).every((row) => row.state === 'sent')).toBe(true);
  });

  it('loses nothing while the SMTP server is down for a minute', async () => {
    const worker = kit.worker();
    const { donor, campaignId } = await donorAndCampaign('patient@example.org', 'Night school');
    const port = kit.mailbox.listeningPort;
    await kit.mailbox.stop();
    await donate(campaignId, 7_250_000n, donor.id);

    // Every attempt for a minute finds the server down; each is put off by the retry schedule.
    for (let elapsed = 0; elapsed <= 60_000; elapsed += 10_000) {
      await worker.tick();
      kit.advance(10_000);
    }
    const [waiting] = await outbox(donor.id);
    expect(waiting).toMatchObject({ state: 'queued' });
    expect(waiting!.attempts).toBeGreaterThanOrEqual(3);
    expect(waiting!.last_error).toMatch(/ECONNREFUSED|connect/i);

    await kit.mailbox.start(port);
    kit.advance(5 * 60_000);
    await kit.drain(worker);
    const mails = mailTo('patient@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your receipt: 7.25 USDT to Night school');
    expect((await outbox(donor.id))[0]).toMatchObject({ state: 'sent' });
  });

  it('marks an address the server refuses for good undeliverable and queues nothing more for it', async () => {
    const worker = kit.worker();
    const { donor, campaignId } = await donorAndCampaign('bounce@example.org', 'Bus to the coast');
    await donate(campaignId, 1_000_000n, donor.id);
    await kit.drain(worker);
    expect(await outbox(donor.id)).toMatchObject([{ state: 'failed', attempts: 1 }]);
    const [user] = rowsOf<{ undeliverable: boolean }>(
      await fixture.context.database.db.execute(
        sql`select email_undeliverable_at is not null as undeliverable from users where id = ${donor.id}`,
      ),
    );
    expect(user?.undeliverable).toBe(true);
    await donate(campaignId, 1_000_000n, donor.id);
    expect(await outbox(donor.id)).toHaveLength(1);
  });
});
