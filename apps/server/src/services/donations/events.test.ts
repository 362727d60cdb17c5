import type { DonationEvent } from '@crowdvault/shared/api/donation';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainContext } from '../../chain/context';
import { connectChains } from '../../chain/registry';
import { donations } from '../../db/schema';
import { insertCampaign, insertDonation, insertUser } from '../../test/campaign-fixtures';
import { testEnv } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { DONATION_CHANNEL, DonationEvents, loadDonationEvents } from './events';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

// Two instances sharing one PostgreSQL: only there does LISTEN/NOTIFY carry events between them.
describe.skipIf(!process.env.TEST_DATABASE_URL)('donation events shared through PostgreSQL', () => {
  let database: TestDatabase;
  let chain: ChainContext;
  let leader: DonationEvents;
  let follower: DonationEvents;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ primary: chain } = await connectChains(testEnv('/tmp/cv-events-test').chains, { bootCheck: false }));
    const shared = { databaseUrl: database.url!, db: database.db, deployment: chain.deployment };
    leader = new DonationEvents(shared);
    follower = new DonationEvents(shared);
    await Promise.all([leader.start(), follower.start()]);
  });
  afterAll(async () => {
    await Promise.all([leader?.close(), follower?.close()]);
    await database?.close();
  });

  async function recordDonation(campaignId: number): Promise<DonationEvent> {
    await insertDonation(database.db, { campaignId, amount: 2_500_000n });
    const [row] = await database.db
      .select()
      .from(donations)
      .where(eq(donations.campaignId, campaignId))
      .orderBy(donations.id);
    const [event] = await loadDonationEvents(database.db, chain.deployment, [row!.id]);
    return event!;
  }

  const nextEvent = (events: DonationEvents) =>
    new Promise<DonationEvent>((resolve) => {
      const stop = events.subscribe((event) => {
        stop();
        resolve(event);
      });
    });

  it('delivers a donation recorded on one instance to the streams of another, read from the rows', async () => {
    const creator = await insertUser(database.db);
    const campaignId = await insertCampaign(database.db, { creatorId: creator.id });
    const event = await recordDonation(campaignId);
    const received = nextEvent(follower);
    // Only the id travels: the follower reads the row and the campaign's totals itself.
    leader.emit(event);
    expect(await received).toEqual(event);
    expect(event.donation.amount).toBe('2.5');
  });

  it('tells the streams to catch up after the listener lost its connection', async () => {
    const resynced = new Promise<void>((resolve) => {
      const stop = follower.onResync(() => {
        stop();
        resolve();
      });
    });
    // An administrator (or a failover) ends the listening session.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike $1',
      [`listen%${DONATION_CHANNEL}%`],
    );
    await admin.end();
    await resynced;
    expect(follower.connected).toBe(true);

    // Live again: the next donation arrives as before.
    const creator = await insertUser(database.db);
    const campaignId = await insertCampaign(database.db, { creatorId: creator.id });
    const event = await recordDonation(campaignId);
    const received = nextEvent(follower);
    leader.emit(event);
    expect((await received).donation.id).toBe(event.donation.id);
  });
});

describe('donation events in one process', () => {
  it('hands events to subscribers directly, with no database', () => {
    const events = new DonationEvents();
    const seen: number[] = [];
    const stop = events.subscribe((event) => seen.push(event.donation.id));
    expect(events.hasAudience).toBe(true);
    events.emit({ donation: { id: 7 }, campaign: { id: 1 } } as DonationEvent);
    stop();
    expect(events.hasAudience).toBe(false);
    expect(seen).toEqual([7]);
  });
});
