import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { insertCampaign, insertDonation, insertUser } from '../../test/campaign-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { dashboardSummary } from './dashboard-summary';

describe('dashboardSummary', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('adds 6- and 18-decimal stablecoins exactly at face value, keeps the native coin apart, counts campaigns', async () => {
    const db = handle.db;
    const creator = await insertUser(db);
    const other = await insertUser(db);
    const usdtCampaign = await insertCampaign(db, { creatorId: creator.id });
    const daiCampaign = await insertCampaign(db, {
      creatorId: creator.id,
      currency: 'DAI',
      status: 'paused',
    });
    const othersCampaign = await insertCampaign(db, { creatorId: other.id });
    await insertDonation(db, { campaignId: usdtCampaign, amount: 1_500_000n });
    await insertDonation(db, {
      campaignId: daiCampaign,
      amount: 2_000_000_000_000_000_001n,
      currency: 'DAI',
    });
    await insertDonation(db, { campaignId: daiCampaign, amount: 10n ** 17n, currency: 'ETH' });
    // Given by the creator: twice to one campaign, once to another.
    await insertDonation(db, {
      campaignId: othersCampaign,
      amount: 250_000n,
      donorAddress: creator.walletAddress,
    });
    await insertDonation(db, {
      campaignId: othersCampaign,
      amount: 750_000n,
      donorAddress: creator.walletAddress,
    });
    await insertDonation(db, { campaignId: usdtCampaign, amount: 1n, donorAddress: creator.walletAddress });

    const summary = await dashboardSummary(db, { id: creator.id, walletAddress: creator.walletAddress });
    expect(summary).toEqual({
      totalRaised: {
        stablecoinTotal: '3.500001000000000001',
        byCurrency: [
          { currency: 'DAI', amount: '2.000000000000000001' },
          { currency: 'ETH', amount: '0.1' },
          { currency: 'USDT', amount: '1.500001' },
        ],
      },
      activeCampaigns: 1,
      totalDonated: { stablecoinTotal: '1.000001', byCurrency: [{ currency: 'USDT', amount: '1.000001' }] },
      campaignsSupported: 2,
    });
  });

  it('answers zeros for a user with nothing', async () => {
    const nobody = await insertUser(handle.db);
    expect(await dashboardSummary(handle.db, { id: nobody.id, walletAddress: nobody.walletAddress })).toEqual(
      {
        totalRaised: { stablecoinTotal: '0', byCurrency: [] },
        activeCampaigns: 0,
        totalDonated: { stablecoinTotal: '0', byCurrency: [] },
        campaignsSupported: 0,
      },
    );
  });
});
