// The matching-round simulation of issue 44 (decision 141): a round on a local anvil of its own,
// run by the server's own services and job, with a kill -9 in the middle of the payout. Prints what
// it checked and the figures (engine time for the round, payout gas per campaign); exits 1 when a
// check fails.
//   npx tsx bench/rounds/run.ts [--campaigns 20] [--gifts 2000] [--donors 500] [--seed 44] [--batch 2]
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { matchingPoolAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { predictVaultAddress } from '@crowdvault/server/chain/vault-address';
import { type DatabaseHandle, openDatabase } from '@crowdvault/server/db/client';
import { campaigns, donations, roundPayouts, rounds, users } from '@crowdvault/server/db/schema';
import { DonationIndexer } from '@crowdvault/server/services/indexer/donation-indexer';
import { applyToRound, decideRoundApplication } from '@crowdvault/server/services/rounds/round-applications';
import { roundPoolAddress } from '@crowdvault/server/services/rounds/round-pool';
import { latestPublication, parseRoundFile } from '@crowdvault/server/services/rounds/round-publications';
import { createRound, type RoundDeps } from '@crowdvault/server/services/rounds/round-settings';
import { dealToken } from '@crowdvault/server/test/deal-token';
import { computeMatches } from '@crowdvault/shared/rounds/compute-matches';
import { eq } from 'drizzle-orm';
import { type Address, formatUnits, type Hex, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startBenchChain } from '../indexer/bench-chain';
import { formatTable } from '../support';
import { connectRoundChains, type RoundJobChain, roundJobOf } from './round-job';

const { values } = parseArgs({
  options: {
    campaigns: { type: 'string', default: '20' },
    gifts: { type: 'string', default: '2000' },
    donors: { type: 'string', default: '500' },
    seed: { type: 'string', default: '44' },
    batch: { type: 'string', default: '2' },
  },
});
const CAMPAIGNS = Number(values.campaigns);
const GIFTS = Number(values.gifts);
const DONORS = Number(values.donors);
const BATCH = Number(values.batch);
const DAY = 86_400;
const WINDOW_DAYS = 21;
const USDT = (amount: string) => parseUnits(amount, 6);
const POOL = USDT('10000');
const TOP_UP = USDT('5000');
const LATE_TOP_UP = USDT('750');

/** mulberry32: the same round for the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const checks: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail = '') => checks.push({ name, ok, detail });
const log = (line: string) => console.info(line);

log('starting anvil and deploying');
const { anvil, dir, deploymentFile } = await startBenchChain();
let database: DatabaseHandle | undefined;
try {
  const relayerKey = generatePrivateKey();
  const relayerAddress = privateKeyToAccount(relayerKey).address;
  const jobChain: RoundJobChain = { dir, rpcUrl: anvil.rpcUrl, deploymentFile, relayerKey, batchSize: BATCH };
  const chains = await connectRoundChains(jobChain);
  const chain = chains.primary;
  const dbDir = join(dir, 'pglite');
  database = await openDatabase({ pgliteDir: dbDir });
  const kit = devChainClients(anvil.rpcUrl);
  const token = chain.deployment.tokens.find((candidate) => candidate.symbol === 'USDT')!.address as Address;
  await kit.testClient.setBalance({ address: relayerAddress, value: parseEther('100') });
  const chainTime = async () => Number((await kit.publicClient.getBlock()).timestamp);
  let clock = new Date((await chainTime()) * 1000);
  const depsOf = (db: DatabaseHandle['db']): RoundDeps => ({
    db,
    chains,
    operatorAddress: relayerAddress,
    now: () => clock,
  });
  const closerOf = (db: DatabaseHandle['db']) =>
    roundJobOf(jobChain, chains, db, { now: () => clock, log: (line) => log(`job: ${line}`) });
  const indexToHead = async (db: DatabaseHandle['db']) => {
    const indexer = new DonationIndexer({
      db,
      chainId: chain.chainId,
      deployment: chain.deployment,
      rpcUrl: anvil.rpcUrl,
      confirmations: 0,
      pollIntervalMs: 50,
    });
    indexer.start();
    try {
      await indexer.waitForBlock(await kit.publicClient.getBlockNumber({ cacheTime: 0 }), 300_000);
    } finally {
      await indexer.stop();
    }
  };
  const deal = (holder: Address, amount: bigint) => dealToken(kit, token, holder, amount);
  const transfer = (key: Hex, to: Address, amount: bigint) =>
    kit.mined(
      kit.walletFor(key).writeContract({
        address: token,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [to, amount],
      }),
    );
  const balanceOf = (holder: Address) =>
    kit.publicClient.readContract({
      address: token,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [holder],
    });

  // ---------------------------------------------------------------- the round and its campaigns
  let db = database.db;
  const [admin] = await db
    .insert(users)
    .values({
      walletAddress: privateKeyToAccount(generatePrivateKey()).address.toLowerCase(),
      username: 'admin',
      role: 'ADMIN',
    })
    .returning();
  const [moderator] = await db
    .insert(users)
    .values({
      walletAddress: privateKeyToAccount(generatePrivateKey()).address.toLowerCase(),
      username: 'moderator',
      role: 'MODERATOR',
    })
    .returning();
  const sponsorKey = generatePrivateKey();
  const sponsor = privateKeyToAccount(sponsorKey).address;
  await kit.testClient.setBalance({ address: sponsor, value: parseEther('10') });
  await deal(sponsor, POOL + TOP_UP + LATE_TOP_UP);
  const at = (seconds: number) => new Date(clock.getTime() + seconds * 1000).toISOString();
  const round = await createRound(depsOf(db), admin!.id, {
    name: 'bench/rounds',
    description: `${CAMPAIGNS} campaigns, ${GIFTS} gifts from ${DONORS} donors`,
    sponsorAddress: sponsor,
    chainId: chain.chainId,
    currency: 'USDT',
    applicationsOpenAt: at(-60),
    applicationsCloseAt: at(3_600),
    donationsOpenAt: at(-60),
    donationsCloseAt: at(WINDOW_DAYS * DAY),
    matchingCapBps: 1_500,
    minimumGift: '1',
    pairwiseThreshold: '25',
    challengeHours: 72,
    poolAmount: formatUnits(POOL, 6),
  });
  const pool = roundPoolAddress(round, chain.deployment)!;
  const vaults: Address[] = [];
  const campaignIds: number[] = [];
  for (let index = 0; index < CAMPAIGNS; index += 1) {
    const owner = privateKeyToAccount(generatePrivateKey()).address;
    const [creator] = await db
      .insert(users)
      .values({ walletAddress: owner.toLowerCase(), username: `creator_${index}` })
      .returning();
    const [campaign] = await db
      .insert(campaigns)
      .values({
        creatorId: creator!.id,
        title: `Round campaign ${index + 1}`,
        description: 'd',
        story: 's',
        category: 'Community',
        currency: 'USDT',
        goalAmount: USDT('100000'),
        isApproved: true,
        endDate: new Date(clock.getTime() + 60 * DAY * 1000),
      })
      .returning();
    const vault = await predictVaultAddress(chain, campaign!.id, owner);
    await db
      .update(campaigns)
      .set({ vaultAddress: vault.toLowerCase() })
      .where(eq(campaigns.id, campaign!.id));
    const application = await applyToRound(depsOf(db), creator!, round.id, { campaignId: campaign!.id });
    await decideRoundApplication(depsOf(db), moderator!.id, round.id, application.id, { accepted: true });
    vaults.push(vault);
    campaignIds.push(campaign!.id);
  }
  await transfer(sponsorKey, pool, POOL);
  log(
    `round ${round.id}: ${CAMPAIGNS} campaigns accepted, pool ${pool} funded with ${formatUnits(POOL, 6)} USDT`,
  );

  // ---------------------------------------------------------------- gifts over the window
  const next = random(Number(values.seed));
  const donors = Array.from({ length: DONORS }, () => generatePrivateKey());
  for (const key of donors) {
    const address = privateKeyToAccount(key).address;
    await kit.testClient.setBalance({ address, value: parseEther('1') });
    await deal(address, USDT('2000'));
  }
  const given = new Map<Address, bigint>(vaults.map((vault) => [vault, 0n]));
  const started = performance.now();
  const perDay = Math.ceil(GIFTS / (WINDOW_DAYS - 1));
  for (let gift = 0; gift < GIFTS; gift += 1) {
    // Popularity skewed: some campaigns draw many small donors, others a few large ones.
    const campaign = Math.floor(next() ** 1.6 * CAMPAIGNS);
    const amount = USDT((0.5 + Math.floor(next() * 80) / 2).toFixed(1));
    const vault = vaults[campaign]!;
    await transfer(donors[Math.floor(next() * DONORS)]!, vault, amount);
    given.set(vault, given.get(vault)! + amount);
    if ((gift + 1) % perDay === 0) await kit.testClient.increaseTime({ seconds: DAY });
    if (gift + 1 === Math.floor(GIFTS / 2)) {
      await transfer(sponsorKey, pool, TOP_UP);
      log(`mid-round top-up of ${formatUnits(TOP_UP, 6)} USDT after ${gift + 1} gifts`);
    }
  }
  log(`${GIFTS} gifts sent in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // ---------------------------------------------------------------- close, freeze, publish
  await kit.testClient.increaseTime({ seconds: WINDOW_DAYS * DAY });
  await kit.testClient.mine({ blocks: 1 });
  clock = new Date((await chainTime()) * 1000);
  await transfer(sponsorKey, pool, LATE_TOP_UP);
  await indexToHead(db);
  const frozenAt = performance.now();
  const published = await closerOf(db).tick();
  const freezeMs = performance.now() - frozenAt;
  check('the job froze and published the round', published === 1, `published ${published}`);
  const publication = (await latestPublication(db, round.id))!;
  const file = parseRoundFile(publication.file);
  const engineRuns = [0, 1, 2].map(() => {
    const t0 = performance.now();
    computeMatches(file.input);
    return performance.now() - t0;
  });
  const engineMs = engineRuns.sort((x, y) => x - y)[1]!;
  check(
    'the pool at close is the funding and the mid-round top-up, not the late one',
    file.output.pool === POOL + TOP_UP,
    `${formatUnits(file.output.pool, 6)} USDT`,
  );
  check(
    "the result's matches and what is unallocated sum to the pool",
    file.output.matched + file.output.unallocated === file.output.pool,
    `${formatUnits(file.output.matched, 6)} + ${formatUnits(file.output.unallocated, 6)}`,
  );
  const matchOf = new Map(file.output.campaigns.map((result) => [result.campaignId, result.match]));
  const finalizeAt = await kit.publicClient.readContract({
    address: pool,
    abi: matchingPoolAbi,
    functionName: 'finalizeAt',
  });
  check('the root is on the pool', finalizeAt > 0n);

  // ---------------------------------------------------------------- payout, killed mid-way
  await kit.testClient.increaseTime({ seconds: Number(finalizeAt) - (await chainTime()) + 1 });
  await kit.testClient.mine({ blocks: 1 });
  clock = new Date((await chainTime()) * 1000);
  await database.close();
  database = undefined;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./payout-child.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        ROUND_PAYOUT_CHILD: JSON.stringify({ ...jobChain, dbDir }),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const paidEvents = () =>
    kit.publicClient.getContractEvents({
      address: pool,
      abi: matchingPoolAbi,
      eventName: 'MatchPaid',
      fromBlock: 0n,
    });
  const deadline = Date.now() + 120_000;
  while ((await paidEvents()).length === 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  const paidAtKill = (await paidEvents()).length;
  const matched = [...matchOf.values()].filter((match) => match > 0n).length;
  log(`kill -9 after ${paidAtKill} of ${matched} entries paid`);
  check(
    'the kill -9 came during the payout',
    paidAtKill > 0 && paidAtKill < matched,
    `${paidAtKill} of ${matched}`,
  );

  database = await openDatabase({ pgliteDir: dbDir });
  db = database.db;
  const resumed = closerOf(db);
  for (let turn = 0; turn < 5; turn += 1) {
    if ((await resumed.payPools()) > 0) break;
  }
  await indexToHead(db);

  // ---------------------------------------------------------------- what was paid
  const events = await paidEvents();
  const perVault = new Map<string, bigint[]>();
  for (const event of events) {
    const list = perVault.get(event.args.vault!.toLowerCase()) ?? [];
    list.push(event.args.amount!);
    perVault.set(event.args.vault!.toLowerCase(), list);
  }
  let exact = true;
  let balancesOk = true;
  const rows: Record<string, string | number>[] = [];
  const receipts = new Map<Hex, { gasUsed: bigint; entries: number }>();
  for (const event of events) {
    const entry = receipts.get(event.transactionHash);
    if (entry) entry.entries += 1;
    else {
      const receipt = await kit.publicClient.getTransactionReceipt({ hash: event.transactionHash });
      receipts.set(event.transactionHash, { gasUsed: receipt.gasUsed, entries: 1 });
    }
  }
  for (const [index, campaignId] of campaignIds.entries()) {
    const vault = vaults[index]!;
    const match = matchOf.get(campaignId) ?? 0n;
    const paid = perVault.get(vault.toLowerCase()) ?? [];
    if (!(match === 0n ? paid.length === 0 : paid.length === 1 && paid[0] === match)) exact = false;
    const balance = await balanceOf(vault);
    if (balance !== given.get(vault)! + match) balancesOk = false;
    const payment = events.find((event) => event.args.vault!.toLowerCase() === vault.toLowerCase());
    const batch = payment ? receipts.get(payment.transactionHash)! : null;
    rows.push({
      campaign: campaignId,
      donors: file.output.campaigns.find((result) => result.campaignId === campaignId)?.donors ?? 0,
      gifts: formatUnits(given.get(vault)!, 6),
      match: formatUnits(match, 6),
      paid: paid.map((amount) => formatUnits(amount, 6)).join(' + ') || '-',
      'gas (share of batch)': batch ? String(batch.gasUsed / BigInt(batch.entries)) : '-',
    });
  }
  log(`\n${formatTable(rows)}\n`);
  const paidTotal = events.reduce((sum, event) => sum + event.args.amount!, 0n);
  check('every campaign was paid exactly its published match, once', exact);
  check('every vault holds its gifts plus its match', balancesOk);
  check(
    'the matches paid sum to the published result',
    paidTotal === file.output.matched,
    formatUnits(paidTotal, 6),
  );
  check(
    'the matches paid sum to the pool at close (less what the caps left unallocated, returned)',
    paidTotal === file.output.pool - file.output.unallocated,
    `${formatUnits(paidTotal, 6)} of ${formatUnits(file.output.pool, 6)} (unallocated ${formatUnits(file.output.unallocated, 6)})`,
  );
  const [after] = await db.select().from(rounds).where(eq(rounds.id, round.id));
  const leftover = LATE_TOP_UP + file.output.unallocated;
  check(
    'the round is paid and the leftover (the late top-up and anything unallocated) returned',
    after?.status === 'paid' && after.leftoverAmount === leftover,
    `${after?.status} ${formatUnits(after?.leftoverAmount ?? 0n, 6)}`,
  );
  check('the pool is empty', (await balanceOf(pool)) === 0n);
  const recorded = await db.select().from(roundPayouts).where(eq(roundPayouts.roundId, round.id));
  check(
    "the indexer recorded each match as the round's payout",
    recorded.length === matched,
    `${recorded.length}`,
  );
  const fromPool = await db.select().from(donations).where(eq(donations.donorAddress, pool.toLowerCase()));
  check('no match was recorded as a donation', fromPool.length === 0, `${fromPool.length}`);

  const gas = [...receipts.values()];
  const gasTotal = gas.reduce((sum, batch) => sum + batch.gasUsed, 0n);
  for (const item of checks)
    log(`${item.ok ? 'PASS' : 'FAIL'}  ${item.name}${item.detail ? ` (${item.detail})` : ''}`);
  log('');
  log(`gifts in the frozen input: ${file.input.gifts.length}`);
  log(`engine time for the round (computeMatches, median of 3): ${engineMs.toFixed(1)} ms`);
  log(
    `freeze and publish (the job's turn: read, compute, store, create the pool, publish the root): ${freezeMs.toFixed(0)} ms`,
  );
  log(
    `payout: ${gas.length} payoutMany transactions of up to ${BATCH} entries, ${gasTotal} gas, ${gasTotal / BigInt(Math.max(1, events.length))} gas per campaign`,
  );
} finally {
  await database?.close();
  await anvil.stop();
  await rm(dir, { recursive: true, force: true });
}
process.exit(checks.every((item) => item.ok) ? 0 : 1);
