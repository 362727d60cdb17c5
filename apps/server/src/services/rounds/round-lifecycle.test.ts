import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { matchingPoolAddress } from '@crowdvault/contracts/matching-pool-address';
import { type RoundPage, roundPageSchema } from '@crowdvault/shared/api/rounds';
import { canonicalJson } from '@crowdvault/shared/rounds/canonical-json';
import { recomputeRoundFile } from '@crowdvault/shared/rounds/round-publication';
import { eq } from 'drizzle-orm';
import { type Address, erc20Abi, type Hex, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../../chain/deployment';
import { registryOf } from '../../chain/registry';
import { campaigns } from '../../db/schema';
import { insertUser } from '../../test/campaign-fixtures';
import { createCampaign, dealToken, indexUpTo, sendToken } from '../../test/chain-kit';
import { fundedAccount } from '../../test/ledger-kit';
import { startOwnChain } from '../../test/own-chain';
import { openRoundCalendar } from '../../test/round-kit';
import { createTestContext, type TestContext } from '../../test/test-app';
import { freezeRound } from './freeze-round';
import { applyToRound, decideRoundApplication } from './round-applications';
import { RoundCloser } from './round-closer';
import { estimateGift } from './round-estimates';
import { excludeFromRound } from './round-exclusions';
import { roundPage, roundResultFile } from './round-page';
import { POOL_GRACE_SECONDS } from './round-pool';
import { createRound, type RoundDeps, updateRound } from './round-settings';

// A round from creation to its published result on a chain of this file's own, so that moving its
// clock past the donation window disturbs no other file (the suite's anvil is shared, and other
// files move its clock by days). Every gift is a real transfer, recorded by the real indexer.

const USDT = (amount: string) => parseUnits(amount, 6);
const HOUR = 3_600;
const root = fileURLToPath(new URL('../../../../../', import.meta.url));

describe('a matching round from creation to a published result anyone can recompute', () => {
  let ownChain: Awaited<ReturnType<typeof startOwnChain>>;
  let context: TestContext & { close(): Promise<void> };
  let kit: ReturnType<typeof devChainClients>;
  let deps: RoundDeps;
  /** The server's clock, kept on the chain's: the test moves both. */
  let clock: Date;
  const dir = mkdtempSync(join(tmpdir(), 'round-lifecycle-'));

  beforeAll(async () => {
    ownChain = await startOwnChain();
    context = await createTestContext(ownChain.overrides);
    kit = devChainClients(context.chain.rpcUrls[0]!);
    deps = { db: context.database.db, chains: registryOf(context.chain), now: () => clock };
  });
  afterAll(async () => {
    await context?.close();
    await ownChain?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function chainNow(): Promise<number> {
    return Number((await kit.publicClient.getBlock()).timestamp);
  }

  async function page(roundId: number): Promise<RoundPage> {
    // Through the response schema, as the route answers it.
    return roundPageSchema.parse(await roundPage(deps, roundId));
  }

  const matchOf = (view: RoundPage, campaignId: number) =>
    view.campaigns.find((campaign) => campaign.campaignId === campaignId)!.match;

  function recompute(file: string) {
    const path = join(dir, `round-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(path, file);
    return spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/round-recompute.ts', path], {
      cwd: root,
      encoding: 'utf8',
    });
  }

  it('estimates from real gifts as they land, freezes once the window has closed and every gift is recorded, and publishes a file that recomputes to the same bytes', async () => {
    const db = context.database.db;
    await kit.testClient.mine({ blocks: 1 });
    clock = new Date((await chainNow()) * 1000);
    const at = (seconds: number) => new Date(clock.getTime() + seconds * 1000).toISOString();

    // Campaign A's creator gives to it too: a self-gift, which must not count.
    const creatorA = await fundedAccount(kit, context, { usdt: USDT('100') });
    const a = await createCampaign(db, context.chain, { owner: creatorA.address });
    const b = await createCampaign(db, context.chain);
    const creatorOf = async (campaignId: number) =>
      (await db.select({ id: campaigns.creatorId }).from(campaigns).where(eq(campaigns.id, campaignId)))[0]!;
    const admin = await insertUser(db);
    const moderator = await insertUser(db, { role: 'MODERATOR' });

    // Pool 1,000 USDT, a campaign gets at most half of it, gifts count from 1 USDT per donor.
    const round = await createRound(deps, admin.id, {
      name: 'Open source, spring',
      description: 'Matching for small gifts',
      sponsorAddress: creatorA.address,
      chainId: context.chain.chainId,
      currency: 'USDT',
      ...openRoundCalendar(at),
      matchingCapBps: 5_000,
      minimumGift: '1',
      pairwiseThreshold: '25',
      challengeHours: 72,
      poolAmount: '1000',
    });
    for (const campaign of [a, b]) {
      const application = await applyToRound(deps, await creatorOf(campaign.id), round.id, {
        campaignId: campaign.id,
      });
      await decideRoundApplication(deps, moderator.id, round.id, application.id, { accepted: true });
    }
    // Made with no operator: no pool contract, the admin's figure is the pool.
    expect(await page(round.id)).toMatchObject({
      phase: 'donations',
      acceptedCampaigns: 2,
      poolSource: 'admin',
      poolAddress: null,
      estimate: { gifts: 0, matched: '0', unallocated: '1000' },
    });

    const [d1, d2, d3, d4, d5] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => fundedAccount(kit, context, { usdt: USDT('100') })),
    );
    const usdt = d1!.usdt;
    const give = (from: { key: Hex }, to: Address, amount: string) =>
      sendToken(kit, from.key, usdt, to, USDT(amount));

    await give(d1!, a.vault, '4');
    await give(d2!, a.vault, '9');
    await give(creatorA, a.vault, '50');
    await give(d3!, b.vault, '1');
    // Below the minimum for d1 in B: their sum there is 0.5.
    await give(d1!, b.vault, '0.5');
    await indexUpTo(context);

    // Only A has two counting donors: it takes its cap, half the pool; nothing can go to B yet.
    let view = await page(round.id);
    expect(view.estimate).toEqual({ gifts: 5, matched: '500', unallocated: '500' });
    expect(view.campaigns).toEqual([
      expect.objectContaining({ campaignId: a.id, donors: 2, counted: '13', match: '500', capped: true }),
      expect.objectContaining({ campaignId: b.id, donors: 1, counted: '1', match: '0', capped: false }),
    ]);

    // The donation panel: a new donor's 1 USDT gives B a second donor, and B the rest of the pool.
    const newDonor = await estimateGift(deps, round.id, { campaignId: b.id, amount: '1' });
    expect(newDonor).toEqual({
      campaignId: b.id,
      amount: '1',
      currentMatch: '0',
      matchWithGift: '500',
      addedMatch: '500',
      excludedBecause: null,
    });
    // d1's 0.5 more to B brings their sum there to the minimum: the same.
    expect(
      await estimateGift(deps, round.id, { campaignId: b.id, amount: '0.5', donor: d1!.address }),
    ).toMatchObject({ addedMatch: '500', excludedBecause: null });
    // The creator's own gift adds nothing, and says why.
    expect(
      await estimateGift(deps, round.id, { campaignId: a.id, amount: '10', donor: creatorA.address }),
    ).toMatchObject({ addedMatch: '0', excludedBecause: 'self_gift' });

    // d4 gives what the panel quoted for; a USDC gift to B is in another token and does not count.
    await give(d4!, b.vault, '1');
    const usdc = findToken(context.chain.deployment, 'USDC')!.address;
    await dealToken(kit, usdc, d2!.address, USDT('5'));
    await sendToken(kit, d2!.key, usdc, b.vault, USDT('5'));
    await indexUpTo(context);
    view = await page(round.id);
    expect(matchOf(view, b.id)).toBe(newDonor.matchWithGift);
    expect(view.estimate).toEqual({ gifts: 6, matched: '1000', unallocated: '0' });

    // The window closes on the chain; a gift after it does not count.
    await kit.testClient.increaseTime({ seconds: 2 * HOUR });
    clock = new Date(clock.getTime() + 2 * HOUR * 1000 + 1000);
    await give(d5!, b.vault, '3');
    await expect(estimateGift(deps, round.id, { campaignId: b.id, amount: '1' })).rejects.toMatchObject({
      statusCode: 409,
    });

    // The indexer has not read past the window's end: no result yet, and the job waits.
    const closer = new RoundCloser({
      db,
      chains: deps.chains,
      chainId: context.chain.chainId,
      now: () => clock,
    });
    await expect(freezeRound(deps, round.id, admin.id)).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringContaining('the result would miss gifts'),
    });
    expect(await closer.tick()).toBe(0);
    expect((await page(round.id)).phase).toBe('counting');

    await indexUpTo(context);
    expect(await closer.tick()).toBe(1);
    expect(await closer.tick()).toBe(0);

    view = await page(round.id);
    expect(view).toMatchObject({
      phase: 'challenge',
      estimate: null,
      publication: { version: 1, matched: '1000', unallocated: '0' },
    });
    expect(view.campaigns.map((campaign) => [campaign.campaignId, campaign.match])).toEqual([
      [a.id, '500'],
      [b.id, '500'],
    ]);
    expect(view.excludedGifts.map((gift) => [gift.campaignId, gift.donor, gift.amount, gift.reason])).toEqual(
      expect.arrayContaining([
        [a.id, creatorA.address, '50', 'self_gift'],
        [b.id, d1!.address, '0.5', 'below_minimum'],
      ]),
    );
    expect(view.excludedGifts).toHaveLength(2);

    // The file: the six gifts in USDT inside the window, none in USDC, none after close.
    const { publication } = await roundResultFile(deps, round.id);
    const raw = JSON.parse(publication.file);
    expect(raw.input.gifts).toHaveLength(6);
    expect(raw.input.gifts.map((gift: { donor: string }) => gift.donor)).not.toContain(
      d5!.address.toLowerCase(),
    );
    expect(raw.input.campaigns[0].ownAddresses).toContain(creatorA.address.toLowerCase());
    expect(recomputeRoundFile(publication.file)).toMatchObject({ matches: true, differences: [] });
    const run = recompute(publication.file);
    expect(run.stderr).toContain('Matches');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(canonicalJson(raw.output));

    // A moderator excludes d4 in the challenge window: B is back to one donor, republished.
    await excludeFromRound(deps, moderator.id, round.id, {
      donor: d4!.address,
      reason: { code: 'fraud_or_scam', text: 'Bought with a borrowed wallet' },
    });
    view = await page(round.id);
    expect(view.publication).toMatchObject({ version: 2, matched: '500', unallocated: '500' });
    expect(view.publication!.challengeEndsAt).toBe(
      new Date(clock.getTime() + 72 * HOUR * 1000).toISOString(),
    );
    expect(view.excludedGifts).toContainEqual(
      expect.objectContaining({ donor: d4!.address, amount: '1', reason: 'excluded_by_moderator' }),
    );
    const second = (await roundResultFile(deps, round.id)).publication;
    expect(JSON.parse(second.file).input.excludedDonors).toEqual([
      { donor: d4!.address.toLowerCase(), reason: 'Fraud or scam: Bought with a borrowed wallet' },
    ]);
    const rerun = recompute(second.file);
    expect(rerun.status).toBe(0);
    expect(rerun.stdout).toBe(canonicalJson(JSON.parse(second.file).output));
    // The first version stays published as it was.
    expect((await roundResultFile(deps, round.id, 1)).publication.file).toBe(publication.file);
  }, 120_000);

  it('shows the pool contract a sponsor funds, and shares its balance at close: every top-up before it, none after', async () => {
    const db = context.database.db;
    await kit.testClient.mine({ blocks: 1 });
    clock = new Date((await chainNow()) * 1000);
    const at = (seconds: number) => new Date(clock.getTime() + seconds * 1000).toISOString();
    const operator = privateKeyToAccount(generatePrivateKey()).address;
    const poolDeps: RoundDeps = { ...deps, operatorAddress: operator };

    const campaign = await createCampaign(db, context.chain);
    const creator = (
      await db.select({ id: campaigns.creatorId }).from(campaigns).where(eq(campaigns.id, campaign.id))
    )[0]!;
    const admin = await insertUser(db);
    const moderator = await insertUser(db, { role: 'MODERATOR' });
    const sponsor = await fundedAccount(kit, context, { usdt: USDT('2000') });
    const donationsCloseAt = at(2 * HOUR);
    const round = await createRound(poolDeps, admin.id, {
      name: 'Sponsored by a pool contract',
      description: 'The pool is what the sponsor sent before close',
      sponsorAddress: sponsor.address,
      chainId: context.chain.chainId,
      currency: 'USDT',
      applicationsOpenAt: at(-60),
      applicationsCloseAt: at(HOUR),
      donationsOpenAt: at(-60),
      donationsCloseAt,
      matchingCapBps: null,
      minimumGift: '1',
      pairwiseThreshold: '25',
      challengeHours: 48,
      // What the sponsor says they will send: only an estimate's figure for a round with a pool.
      poolAmount: '500',
    });

    // The address the contracts package predicts from the round's terms, operator and all.
    const expected = matchingPoolAddress(
      BigInt(round.id),
      context.chain.deployment.matchingPoolFactoryAddress!,
      {
        token: sponsor.usdt,
        sponsor: sponsor.address,
        operator,
        closesAt: BigInt(Date.parse(donationsCloseAt) / 1000),
        challengePeriod: BigInt(48 * HOUR),
        gracePeriod: BigInt(POOL_GRACE_SECONDS),
      },
    );
    let view = await page(round.id);
    expect(view).toMatchObject({ poolSource: 'chain', poolAddress: expected, pool: '500' });
    // Its terms are in the address: once donations are open the sponsor cannot change.
    await expect(
      updateRound(poolDeps, admin.id, round.id, { sponsorAddress: operator }),
    ).rejects.toMatchObject({ statusCode: 409 });

    const application = await applyToRound(poolDeps, creator, round.id, { campaignId: campaign.id });
    await decideRoundApplication(poolDeps, moderator.id, round.id, application.id, { accepted: true });

    // The pool contract is never created here: plain transfers to its address are the pool.
    await sendToken(kit, sponsor.key, sponsor.usdt, expected, USDT('600'));
    const [d1, d2] = await Promise.all([1, 2].map(() => fundedAccount(kit, context, { usdt: USDT('10') })));
    await sendToken(kit, d1!.key, d1!.usdt, campaign.vault, USDT('4'));
    await sendToken(kit, d2!.key, d2!.usdt, campaign.vault, USDT('9'));
    await sendToken(kit, sponsor.key, sponsor.usdt, expected, USDT('150.000001'));

    // The window closes; a top-up mined after it, before the indexer has even read that far, is
    // on the pool's balance but not in the result.
    await kit.testClient.increaseTime({ seconds: 2 * HOUR });
    clock = new Date(clock.getTime() + 2 * HOUR * 1000 + 1000);
    await sendToken(kit, sponsor.key, sponsor.usdt, expected, USDT('99'));
    await indexUpTo(context);
    await freezeRound(poolDeps, round.id, admin.id);

    const held = await kit.publicClient.readContract({
      address: sponsor.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [expected],
    });
    expect(held).toBe(USDT('849.000001'));
    const { publication } = await roundResultFile(poolDeps, round.id);
    const input = JSON.parse(publication.file).input;
    expect(input).toMatchObject({
      pool: USDT('750.000001').toString(),
      poolSource: 'chain',
      poolAddress: expected.toLowerCase(),
    });
    // The block named holds exactly that, for anyone who reads it again.
    const atBlock = await kit.publicClient.readContract({
      address: sponsor.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [expected],
      blockNumber: BigInt(input.poolBlock),
    });
    expect(atBlock).toBe(USDT('750.000001'));
    view = await page(round.id);
    expect(view).toMatchObject({
      pool: '750.000001',
      poolSource: 'chain',
      poolAddress: expected,
      publication: { version: 1, matched: '750.000001', unallocated: '0' },
    });
    expect(recomputeRoundFile(publication.file)).toMatchObject({ matches: true });
  }, 120_000);
});
