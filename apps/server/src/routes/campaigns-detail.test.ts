import { getAddress } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { recomputeCampaignTotals, upsertDonations } from '../services/donations/donation-store';
import { insertCampaign, insertUser } from '../test/campaign-fixtures';
import { useTestApp } from '../test/use-test-app';

const HOUR_MS = 3_600_000;

describe('GET /api/campaigns/:id', () => {
  let creatorAddress: string;
  let vault: string;
  const ids: Record<string, number> = {};

  const fixture = useTestApp();
  beforeAll(async () => {
    const { db } = fixture.context.database;
    const creator = await insertUser(db, { username: 'maker', bio: 'I make things' });
    creatorAddress = creator.walletAddress;
    vault = '0x00000000000000000000000000000000000000ab';
    ids.running = await insertCampaign(db, {
      creatorId: creator.id,
      title: 'Running',
      story: 'Line one\nLine two',
      currency: 'USDC',
      goalAmount: 25_000_500_000n,
      raisedAmount: 1_234_560_000n,
      donorCount: 7,
      vaultAddress: vault,
      endsInDays: 10,
      location: 'Leeds, United Kingdom',
    });
    ids.ended = await insertCampaign(db, { creatorId: creator.id, title: 'Ended', endsInDays: -5 });
    ids.pending = await insertCampaign(db, { creatorId: creator.id, title: 'Pending', isApproved: false });
    ids.halfDay = await insertCampaign(db, {
      creatorId: creator.id,
      title: 'Half a day',
      endDate: new Date(Date.now() + 12 * HOUR_MS),
    });
  });

  const get = (id: string | number) => fixture.app.inject({ method: 'GET', url: `/api/campaigns/${id}` });

  it('answers the campaign with its creator, vault and exact amounts', async () => {
    const response = await get(ids.running!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.running,
      title: 'Running',
      story: 'Line one\nLine two',
      currency: 'USDC',
      goalAmount: '25000.5',
      raisedAmount: '1234.56',
      donorCount: 7,
      daysLeft: 10,
      location: 'Leeds, United Kingdom',
      status: 'active',
      isApproved: true,
      isFeatured: false,
      isWithdrawable: true,
      walletAddress: getAddress(vault),
      creator: { username: 'maker', bio: 'I make things', walletAddress: getAddress(creatorAddress) },
    });
  });

  it('counts days left in whole days, rounded up, never negative', async () => {
    expect((await get(ids.ended!)).json().daysLeft).toBe(0);
    expect((await get(ids.halfDay!)).json().daysLeft).toBe(1);
  });

  it('answers a campaign pending review by its link', async () => {
    const response = await get(ids.pending!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Pending', isApproved: false });
  });

  it.each(['999999', 'abc', '1.5', '-1', '0', '99999999999', '1e3', '%27'])(
    'answers 404 with a message for %s',
    async (id) => {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Campaign not found' });
    },
  );

  it('splits the raised amount by network, exactly, across decimals (6-decimal USDT on one chain, 18 on the other)', async () => {
    const { db } = fixture.context.database;
    const creator = await insertUser(db, { username: 'twochains' });
    const id = await insertCampaign(db, { creatorId: creator.id, title: 'Two chains', currency: 'USDT' });
    const usdt = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
    const gift = (
      chainId: number,
      amount: bigint,
      tokenDecimals: number,
      countedAmount: bigint,
      n: number,
    ) => ({
      campaignId: id,
      donorAddress: '0x00000000000000000000000000000000000000d1',
      chainId,
      tokenAddress: usdt,
      currency: 'USDT',
      amount,
      tokenDecimals,
      countedAmount,
      txHash: `0x${String(n).padStart(64, '0')}`,
      logIndex: 0,
      blockNumber: BigInt(n),
      blockHash: `0x${String(n).padStart(64, 'f')}`,
    });
    await db.transaction(async (tx) => {
      await upsertDonations(tx, [
        gift(31_337, 10_000_001n, 6, 10_000_001n, 1),
        // 12.5 USDT and 1 wei of dust at 18 decimals: the dust does not count (decision 060).
        gift(31_338, 12_500_000_000_000_000_001n, 18, 12_500_000n, 2),
      ]);
      await recomputeCampaignTotals(tx, [id]);
    });
    const body = (await get(id)).json();
    expect(body.raisedAmount).toBe('22.500001');
    expect(body.raisedByChain).toEqual([
      { chainId: 31_337, raisedAmount: '10.000001' },
      { chainId: 31_338, raisedAmount: '12.5' },
    ]);
    expect(body.raisedByToken).toEqual([
      { currency: 'USDT', amount: '22.500001000000000001', countsTowardGoal: true },
    ]);
  });
});
