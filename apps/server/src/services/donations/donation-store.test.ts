import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { donations } from '../../db/schema';
import { insertCampaign, insertUser } from '../../test/campaign-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { type NewDonation, recomputeCampaignTotals, upsertDonations } from './donation-store';

const DONOR = '0x00000000000000000000000000000000000000d1';

describe('upsertDonations', () => {
  let handle: DatabaseHandle;
  let campaignId: number;
  let userId: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    userId = (await insertUser(handle.db, { walletAddress: DONOR })).id;
    campaignId = await insertCampaign(handle.db, { creatorId: userId });
  });
  afterAll(() => handle.close());

  function transfer(txHash: string, logIndex: number, block: bigint, seconds: number): NewDonation {
    return {
      campaignId,
      chainId: 31337,
      donorAddress: DONOR,
      tokenAddress: '0x00000000000000000000000000000000000000e1',
      currency: 'USDT',
      amount: 2_500_000n,
      tokenDecimals: 6,
      countedAmount: 2_500_000n,
      txHash,
      logIndex,
      blockNumber: block,
      blockHash: `0x${block.toString(16).padStart(64, '0')}`,
      createdAt: new Date(seconds * 1000),
      isAnonymous: true,
    };
  }

  it('inserts new transfers once, and a known one moves with its block instead of doubling', async () => {
    const hash = `0x${'a1'.repeat(32)}`;
    const first = await upsertDonations(handle.db, [
      transfer(hash, 0, 10n, 1_700_000_000),
      transfer(hash, 1, 10n, 1_700_000_000),
    ]);
    expect(first.map((row) => row.inserted)).toEqual([true, true]);
    expect(new Set(first.map((row) => row.id)).size).toBe(2);

    // The same transaction re-included in another block after a reorganisation.
    const again = await upsertDonations(handle.db, [transfer(hash, 0, 12n, 1_700_000_024)]);
    expect(again[0]).toMatchObject({ id: first[0]!.id, inserted: false, blockNumber: 12n });
    const stored = await handle.db.select().from(donations).where(eq(donations.txHash, hash));
    expect(stored).toHaveLength(2);
    const moved = stored.find((row) => row.logIndex === 0)!;
    expect(moved.blockNumber).toBe(12n);
    expect(moved.createdAt.toISOString()).toBe(new Date(1_700_000_024_000).toISOString());
  });

  it('attaches a claim, and a later indexer pass keeps the message it does not know', async () => {
    const hash = `0x${'b2'.repeat(32)}`;
    await upsertDonations(handle.db, [transfer(hash, 0, 20n, 1_700_000_100)]);
    const claimed = await upsertDonations(handle.db, [transfer(hash, 0, 20n, 1_700_000_100)], {
      donorUserId: userId,
      message: "For the kids' library",
      isAnonymous: false,
    });
    expect(claimed[0]).toMatchObject({ inserted: false, donorUserId: userId, isAnonymous: false });
    expect(claimed[0]!.message).toBe("For the kids' library");

    const reindexed = await upsertDonations(handle.db, [transfer(hash, 0, 20n, 1_700_000_100)]);
    expect(reindexed[0]).toMatchObject({
      inserted: false,
      donorUserId: userId,
      isAnonymous: false,
      message: "For the kids' library",
    });
  });

  it('writes thousands of rows in one call with amounts intact, and the totals follow', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) =>
      transfer(`0xc${i.toString(16).padStart(63, '0')}`, i % 3, 100n + BigInt(i % 50), 1_700_001_000 + i),
    );
    rows[7] = {
      ...rows[7]!,
      amount: 123_456_789_012_345_678_901n,
      countedAmount: 123_456_789_012_345_678_901n,
    };
    const written = await upsertDonations(handle.db, rows);
    expect(written.filter((row) => row.inserted)).toHaveLength(3_000);
    const [big] = await handle.db.select().from(donations).where(eq(donations.id, written[7]!.id));
    expect(big!.amount).toBe(123_456_789_012_345_678_901n);

    const [totals] = await recomputeCampaignTotals(handle.db, [campaignId]);
    // Two earlier transfers of 2.5 USDT (one moved, none doubled) + one claimed + these.
    expect(totals!.raisedAmount).toBe(3n * 2_500_000n + 2_999n * 2_500_000n + 123_456_789_012_345_678_901n);
    expect(totals!.donorCount).toBe(1);
  });

  it('counts as donors only those whose donations count toward the total (not the native coin)', async () => {
    const otherCampaign = await insertCampaign(handle.db, { creatorId: userId });
    const stable = {
      ...transfer(`0xd${'1'.padStart(63, '0')}`, 0, 300n, 1_700_002_000),
      campaignId: otherCampaign,
    };
    const native: NewDonation = {
      ...transfer(`0xd${'2'.padStart(63, '0')}`, 0, 301n, 1_700_002_001),
      campaignId: otherCampaign,
      donorAddress: '0x00000000000000000000000000000000000000d2',
      tokenAddress: null,
      currency: 'ETH',
      amount: 10n ** 16n,
      tokenDecimals: 18,
      countedAmount: 0n,
    };
    await upsertDonations(handle.db, [stable, native]);
    const [totals] = await recomputeCampaignTotals(handle.db, [otherCampaign]);
    expect(totals!.raisedAmount).toBe(2_500_000n);
    expect(totals!.donorCount).toBe(1);
  });

  it('writes nothing for an empty list', async () => {
    expect(await upsertDonations(handle.db, [])).toEqual([]);
  });
});
