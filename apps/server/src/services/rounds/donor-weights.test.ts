import { computeMatches } from '@crowdvault/shared/rounds/compute-matches';
import { publishRoundFile, recomputeRoundFile } from '@crowdvault/shared/rounds/round-publication';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundApplications } from '../../db/schema';
import { insertCampaign, insertUser, randomAddress } from '../../test/campaign-fixtures';
import { insertRound, insertRoundGift } from '../../test/round-kit';
import { createTestDatabase } from '../../test/test-database';
import { donorWeights, FULL_WEIGHT_BPS, UNPROVEN_WEIGHT_BPS } from './donor-weights';
import { loadRoundInput } from './round-input';
import type { RoundRow } from './round-settings';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const HOUR_MS = 3_600_000;
const USDT = (whole: number) => BigInt(whole) * 1_000_000n;
const CHAIN = 31337;
const TOKEN = randomAddress() as `0x${string}`;

// The first local identity signal (decision 143): a verified e-mail on the donor's account, or a
// gift recorded before the round opened, counts a donor fully; anyone else at half.
describe('donor weights of a matching round', () => {
  let database: TestDatabase;
  let round: RoundRow;
  const opens = new Date(Date.now() - HOUR_MS);

  beforeAll(async () => {
    database = await createTestDatabase();
    const admin = await insertUser(database.db);
    round = await insertRound(
      database.db,
      { chainId: CHAIN, deployment: { tokens: [{ symbol: 'USDT', address: TOKEN, decimals: 6 }] } },
      {
        name: 'Weights',
        applicationsOpenAt: new Date(opens.getTime() - HOUR_MS),
        applicationsCloseAt: opens,
        donationsOpenAt: opens,
        // So large that no pair is damped: each campaign's score is its pair's √(cᵢcⱼ), by hand.
        pairwiseThreshold: 10n ** 40n,
        poolAmount: USDT(900),
        createdBy: admin.id,
      },
    );
  });
  afterAll(async () => {
    await database.close();
  });

  async function gift(
    campaignId: number,
    donorAddress: string,
    amount: bigint,
    at: Date,
    values: { isSample?: boolean; tokenAddress?: string } = {},
  ): Promise<void> {
    await insertRoundGift(database.db, {
      campaignId,
      chainId: CHAIN,
      tokenAddress: values.tokenAddress ?? TOKEN,
      amount,
      at,
      donorAddress,
      isSample: values.isSample,
    });
  }

  it('counts a verified e-mail or a gift before the round fully, others at half, and publishes the weights', async () => {
    const db = database.db;
    const creator = await insertUser(db);
    const elsewhere = await insertCampaign(db, { creatorId: creator.id });
    const [first, second] = [
      await insertCampaign(db, { creatorId: creator.id }),
      await insertCampaign(db, { creatorId: creator.id }),
    ];
    for (const campaignId of [first!, second!]) {
      await db.insert(roundApplications).values({
        roundId: round.id,
        campaignId,
        status: 'accepted',
        appliedBy: creator.id,
      });
    }
    const verified = await insertUser(db, { email: 'v@example.org', emailVerified: true });
    const unverified = await insertUser(db, { email: 'u@example.org', emailVerified: false });
    const veteran = randomAddress();
    const sampled = randomAddress();
    const newcomer = randomAddress();
    const inWindow = new Date(Date.now() - 10 * 60_000);
    // History before the window, in any token: the veteran's real gift, and an admin's sample
    // transfer from `sampled`, which is no history.
    await gift(elsewhere, veteran, 1n, new Date(opens.getTime() - 24 * HOUR_MS), {
      tokenAddress: randomAddress(),
    });
    await gift(elsewhere, sampled, USDT(5), new Date(opens.getTime() - 24 * HOUR_MS), { isSample: true });
    // The first campaign: two donors with a signal; the second: two without.
    await gift(first!, verified.walletAddress, USDT(4), inWindow);
    await gift(first!, veteran, USDT(4), inWindow);
    await gift(second!, unverified.walletAddress, USDT(4), inWindow);
    await gift(second!, sampled, USDT(4), inWindow);

    expect(
      await donorWeights(db, round, [
        verified.walletAddress,
        veteran,
        unverified.walletAddress,
        sampled,
        newcomer,
        veteran.toUpperCase().replace('0X', '0x'),
      ]),
    ).toEqual(
      [verified.walletAddress, veteran].sort().map((donor) => ({ donor, weightBps: FULL_WEIGHT_BPS })),
    );

    const input = await loadRoundInput(db, round, [newcomer]);
    expect(input.defaultWeightBps).toBe(UNPROVEN_WEIGHT_BPS);
    expect(input.donorWeights.map((entry) => entry.donor)).toEqual([verified.walletAddress, veteran].sort());
    // Scores √(4·4) = 4 against √(2·2) = 2: the pool of 900 shared 600 / 300, but for the one unit
    // the floors leave, which goes to the larger share (decision 134's dust).
    const output = computeMatches(input);
    expect(output.campaigns.map((campaign) => [campaign.campaignId, campaign.match])).toEqual([
      [first, USDT(600) + 1n],
      [second, USDT(300) - 1n],
    ]);

    // The file carries the weights: recomputing it needs neither signal and gives the same bytes.
    const file = publishRoundFile(input);
    expect(JSON.parse(file).input).toMatchObject({
      defaultWeightBps: UNPROVEN_WEIGHT_BPS,
      donorWeights: [verified.walletAddress, veteran].sort().map((donor) => ({ donor, weightBps: 10_000 })),
    });
    expect(recomputeRoundFile(file)).toMatchObject({ matches: true });
  });

  it('weighs nobody when there is nobody to weigh', async () => {
    expect(await donorWeights(database.db, round, [])).toEqual([]);
  });
});
