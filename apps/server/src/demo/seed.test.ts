import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import {
  allOrNothingVaultAbi,
  campaignFactoryAbi,
  testUsdtAbi,
} from '@crowdvault/contracts/generated/artifacts';
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryOf } from '../chain/registry';
import { campaignFollows, campaigns, campaignUpdates, donations, notifications, users } from '../db/schema';
import { startOwnChain } from '../test/own-chain';
import { createTestContext } from '../test/test-app';
import { seedDemoData } from './seed';
import { SEED_ALL_OR_NOTHING_CAMPAIGNS, SEED_CAMPAIGNS, SEED_FOLLOWS, SEED_UPDATES } from './seed-data';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const total = (campaign: (typeof SEED_CAMPAIGNS)[number]) =>
  campaign.donations.reduce((sum, [, whole]) => sum + Number(whole), 0);

describe('seedDemoData', () => {
  let context: Context;
  let ownChain: Awaited<ReturnType<typeof startOwnChain>>;
  let rows: (typeof campaigns.$inferSelect)[];
  const now = new Date();

  beforeAll(async () => {
    // This file sends from the dev accounts in bulk: a chain of its own (test/own-chain.ts).
    ownChain = await startOwnChain();
    context = await createTestContext(ownChain.overrides);
    const result = await seedDemoData(context.database.db, registryOf(context.chain), { now });
    expect(result).toMatchObject({
      seeded: true,
      campaigns: SEED_CAMPAIGNS.length + SEED_ALL_OR_NOTHING_CAMPAIGNS.length,
    });
    rows = await context.database.db.select().from(campaigns).orderBy(campaigns.id);
    // Photos processed and some eighty transactions sent and mined, one after another.
  }, 180_000);
  afterAll(async () => {
    await context.close();
    await ownChain.stop();
  });

  it('creates at least 12 campaigns over several categories', () => {
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(['USDT', 'USDC', 'DAI']));
  });

  it('covers every status, one active campaign past its end date, and two pending review', () => {
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of ['active', 'paused', 'completed', 'flagged']) expect(statuses).toContain(status);
    const endedButActive = rows.filter((row) => row.status === 'active' && row.endDate < now);
    expect(endedButActive).toHaveLength(1);
    expect(rows.filter((row) => !row.isApproved)).toHaveLength(2);
    expect(rows.filter((row) => row.isFeatured).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.location === null)).toBe(true);
    // Issue 31: every demo campaign has a stored cover photo (generated, never downloaded), and
    // the first two a gallery.
    expect(rows.every((row) => row.imageUrl === null && row.coverImageId !== null)).toBe(true);
    expect(rows.filter((row) => row.galleryImageIds.length === 3)).toHaveLength(2);
    expect(rows.every((row) => row.story.includes('\n\n'))).toBe(true);
  });

  it('gives every campaign a creator with a username and a bio', async () => {
    const creators = await context.database.db.select().from(users);
    expect(creators.length).toBeGreaterThanOrEqual(5);
    const devAddresses = DEV_ACCOUNTS.slice(3).map((account) => account.address.toLowerCase());
    for (const creator of creators) {
      expect(creator.bio).toBeTruthy();
      expect(devAddresses).toContain(creator.walletAddress);
    }
    const creatorIds = new Set(creators.map((creator) => creator.id));
    expect(rows.every((row) => creatorIds.has(row.creatorId))).toBe(true);
  });

  it("stores the factory's predicted vault address for each campaign", async () => {
    const db = context.database.db;
    for (const row of rows.filter((candidate) => candidate.fundingModel === 'keep')) {
      const [creator] = await db.select().from(users).where(eq(users.id, row.creatorId));
      const predicted = await context.chain.client.readContract({
        address: context.chain.deployment.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'predictVaultAddress',
        args: [BigInt(row.id), getAddress(creator!.walletAddress)],
      });
      expect(row.vaultAddress).toBe(predicted.toLowerCase());
    }
  });

  it('deploys the all-or-nothing vaults and gives through them: one still funding, one that reached its goal', async () => {
    const read = async (vault: string, functionName: 'state' | 'countedTotal' | 'goal') =>
      context.chain.client.readContract({
        address: getAddress(vault),
        abi: allOrNothingVaultAbi,
        functionName,
      });
    const aon = rows.filter((row) => row.fundingModel === 'all_or_nothing');
    expect(aon.map((row) => row.title)).toEqual(
      SEED_ALL_OR_NOTHING_CAMPAIGNS.map((campaign) => campaign.title),
    );
    const [funding, succeeded] = aon;
    expect(await read(funding!.vaultAddress!, 'state')).toBe(0);
    expect(await read(funding!.vaultAddress!, 'countedTotal')).toBe(770_500_000_000_000_000_000n);
    expect(await read(succeeded!.vaultAddress!, 'state')).toBe(1);
    expect(await read(succeeded!.vaultAddress!, 'countedTotal')).toBe(
      await read(succeeded!.vaultAddress!, 'goal'),
    );
    // The vault closes at the end of its last day (UTC), the campaign's end date to the second.
    for (const row of aon) expect(BigInt(row.endDate.getTime() / 1000)).toBe(row.aonDeadline);
  });

  it('sends real token transfers into the vaults and records no donation by hand', async () => {
    const flood = rows.find((row) => row.title.startsWith('Flood relief'))!;
    const usdt = context.chain.deployment.tokens.find((token) => token.symbol === 'USDT')!;
    const balance = await context.chain.client.readContract({
      address: usdt.address,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [getAddress(flood.vaultAddress!)],
    });
    expect(balance).toBeGreaterThanOrEqual(flood.goalAmount);
    expect(await context.database.db.select().from(donations)).toEqual([]);
    expect(rows.every((row) => row.raisedAmount === 0n)).toBe(true);
  });

  it('posts demo updates, dated over the weeks, to campaigns with followers who were told of them', async () => {
    const { db } = context.database;
    const updates = await db.select().from(campaignUpdates);
    expect(updates).toHaveLength(SEED_UPDATES.length);
    const oldest = Math.min(...updates.map((update) => update.createdAt.getTime()));
    expect(now.getTime() - oldest).toBeGreaterThan(30 * 86_400_000);
    expect(await db.select().from(campaignFollows)).toHaveLength(SEED_FOLLOWS.length);
    const told = await db.select().from(notifications);
    expect(told.length).toBeGreaterThan(0);
    expect(told.some((notice) => notice.readAt === null)).toBe(true);
    // The most funded active campaign keeps an empty Updates tab (campaign-detail.spec expects it).
    const active = rows.filter((row) => row.status === 'active' && row.isApproved);
    const funded = SEED_CAMPAIGNS.filter((c) => active.some((row) => row.title === c.title)).sort(
      (a, b) => total(b) - total(a),
    )[0]!;
    expect(
      updates.some((update) => update.campaignId === rows.find((row) => row.title === funded.title)!.id),
    ).toBe(false);
  });

  it('does nothing when campaigns exist already', async () => {
    const again = await seedDemoData(context.database.db, registryOf(context.chain));
    expect(again).toEqual({ seeded: false, campaigns: 0, transfers: 0, sent: [] });
    expect(await context.database.db.select().from(campaigns)).toHaveLength(rows.length);
  });
});
