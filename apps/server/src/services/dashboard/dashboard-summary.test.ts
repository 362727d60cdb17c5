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
          { currency: 'DAI', chainId: 31337, amount: '2.000000000000000001' },
          { currency: 'ETH', chainId: 31337, amount: '0.1' },
          { currency: 'USDT', chainId: 31337, amount: '1.500001' },
        ],
      },
      activeCampaigns: 1,
      totalDonated: {
        stablecoinTotal: '1.000001',
        byCurrency: [{ currency: 'USDT', chainId: 31337, amount: '1.000001' }],
      },
      campaignsSupported: 2,
    });
  });

  it('names the network of each amount: one token on two chains is two lines, added once in the total', async () => {
    const db = handle.db;
    const creator = await insertUser(db);
    const campaign = await insertCampaign(db, { creatorId: creator.id });
    await insertDonation(db, { campaignId: campaign, amount: 1_740_500_000n });
    // The second chain's USDT has 18 decimals: not to be summed in units with the first's.
    await insertDonation(db, {
      campaignId: campaign,
      amount: 28n * 10n ** 18n,
      chainId: 31338,
      tokenDecimals: 18,
    });
    const summary = await dashboardSummary(db, { id: creator.id, walletAddress: creator.walletAddress });
    expect(summary.totalRaised).toEqual({
      stablecoinTotal: '1768.5',
      byCurrency: [
        { currency: 'USDT', chainId: 31337, amount: '1740.5' },
        { currency: 'USDT', chainId: 31338, amount: '28' },
      ],
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
