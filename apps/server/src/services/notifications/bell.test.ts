import { PLEDGE_PERIODS } from '@crowdvault/shared/api/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { insertCampaign, insertPledge, insertUser } from '../../test/campaign-fixtures';
import { useTestContext } from '../../test/use-test-app';
import { notifyPledge } from '../pledges/pledge-notices';
import { listNotifications } from './bell';

const SECRET = 'a test secret of at least thirty-two characters';
// 2027-01-15 08:00 UTC.
const START = 1_800_000_000n;

describe("the bell's pledge notices", () => {
  let campaignId: number;

  const fixture = useTestContext();
  beforeAll(async () => {
    const { db } = fixture.context.database;
    campaignId = await insertCampaign(db, { creatorId: (await insertUser(db)).id });
  });

  async function pledgeOf(userId: number, periodSeconds: number) {
    return insertPledge(fixture.context.database.db, {
      userId,
      campaignId,
      chainId: fixture.context.chain.chainId,
      tokenAddress: fixture.context.chain.deployment.tokens[0]!.address,
      periodSeconds,
      startAt: START,
    });
  }

  it("carry a weekly pledge's period, and a reminder the date of the collection it announces", async () => {
    const { db } = fixture.context.database;
    const donor = await insertUser(db);
    const pledge = await pledgeOf(donor.id, PLEDGE_PERIODS.weekly);
    // As the worker words them (pledge-worker.ts), oldest first.
    await notifyPledge(db, pledge, 'collected', 'collected:1');
    await notifyPledge(db, pledge, 'failed_balance', 'failed:2', 2);
    await notifyPledge(db, pledge, 'reminder', 'reminder:3', 3);
    await notifyPledge(db, pledge, 'lapsed', 'lapsed');
    await notifyPledge(db, pledge, 'cancelled', 'cancelled');
    const { items } = await listNotifications(db, donor.id, 20, SECRET);
    expect(items.map((item) => [item.detail, item.pledgeCadence, item.collectsAt])).toEqual([
      ['cancelled', 'weekly', null],
      ['lapsed', 'weekly', null],
      // Period 3 of a weekly pledge: three weeks after its start, whenever the reminder was sent.
      ['reminder', 'weekly', '2027-02-05T08:00:00.000Z'],
      ['failed_balance', 'weekly', null],
      ['collected', 'weekly', null],
    ]);
  });

  it("carry a monthly pledge's period and its reminder's date; other kinds carry neither", async () => {
    const { db } = fixture.context.database;
    const donor = await insertUser(db);
    const pledge = await pledgeOf(donor.id, PLEDGE_PERIODS.monthly);
    await notifyPledge(db, pledge, 'reminder', 'reminder:1', 1);
    await db.insert(notifications).values({ userId: donor.id, campaignId, kind: 'goal', sourceKey: 'goal' });
    const { items } = await listNotifications(db, donor.id, 20, SECRET);
    expect(items.map((item) => [item.kind, item.pledgeCadence, item.collectsAt])).toEqual([
      ['goal', null, null],
      // 30 days after the start.
      ['pledge', 'monthly', '2027-02-14T08:00:00.000Z'],
    ]);
  });
});
