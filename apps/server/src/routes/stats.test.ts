import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCampaign, insertDonation, insertUser } from '../test/campaign-fixtures';
import { createTestApp } from '../test/test-app';
import { useTestContext } from '../test/use-test-app';

describe('GET /api/stats', () => {
  const fixture = useTestContext();
  // Its own app rather than the fixture's: a test builds a fresh one to see figures uncached.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(fixture.context);
  });
  afterAll(async () => {
    await app.close();
  });

  const stats = async () => (await app.inject({ method: 'GET', url: '/api/stats' })).json();
  /** A new app: the figures are cached for a few seconds per process. */
  const freshStats = async () => {
    await app.close();
    app = await createTestApp(fixture.context);
    return stats();
  };

  it('answers zeros on an empty platform', async () => {
    expect(await stats()).toEqual({ totalRaised: '0', activeCampaigns: 0, totalDonors: 0, countries: 0 });
  });

  it('sums every currency exactly in USD and counts approved campaigns only', async () => {
    const { db } = fixture.context.database;
    const creator = await insertUser(db);
    const usdt = await insertCampaign(db, {
      creatorId: creator.id,
      currency: 'USDT',
      raisedAmount: 1_500_250_000n, // 1500.25
      location: 'Lagos, Nigeria',
    });
    const dai = await insertCampaign(db, {
      creatorId: creator.id,
      currency: 'DAI',
      raisedAmount: 10n ** 18n / 100n + 1n, // 0.010000000000000001
      location: 'Abuja, Nigeria',
    });
    await insertCampaign(db, {
      creatorId: creator.id,
      currency: 'USDC',
      status: 'completed',
      raisedAmount: 1_000_000n, // 1
      location: null,
    });
    await insertCampaign(db, { creatorId: creator.id, endsInDays: -1, location: '  Porto, Portugal ' });
    const pending = await insertCampaign(db, {
      creatorId: creator.id,
      isApproved: false,
      raisedAmount: 99_000_000n,
      location: 'Tokyo, Japan',
    });
    const shared = '0x00000000000000000000000000000000000000d1';
    await insertDonation(db, { campaignId: usdt, amount: 1n, donorAddress: shared });
    await insertDonation(db, { campaignId: dai, amount: 1n, donorAddress: shared, currency: 'DAI' });
    await insertDonation(db, { campaignId: usdt, amount: 1n });
    await insertDonation(db, { campaignId: pending, amount: 1n });

    // Still the cached figures of the first call.
    expect((await stats()).totalRaised).toBe('0');
    expect(await freshStats()).toEqual({
      totalRaised: '1501.260000000000000001',
      // The ended one is still 'active' by status but no longer running.
      activeCampaigns: 2,
      totalDonors: 2,
      // Nigeria (twice), Global (no location), Portugal; Japan is pending review.
      countries: 3,
    });
  });

  it("counts the same active campaigns as Discover's Active filter (one definition: running, not ended)", async () => {
    const discover = await app.inject({
      method: 'GET',
      url: '/api/campaigns',
      query: { status: 'active', limit: '50' },
    });
    const home = await freshStats();
    expect(Number(discover.headers['x-total-count'])).toBe(home.activeCampaigns);
    expect(discover.json().every((campaign: { daysLeft: number }) => campaign.daysLeft > 0)).toBe(true);
  });
});
