import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { type AnvilHandle, findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import { pledgeCollectorAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import {
  cancelPledgeTypedData,
  pledgeTermsOf,
  pledgeTypedData,
} from '@crowdvault/contracts/pledge-signature';
import { PERMIT_TYPES } from '@crowdvault/shared/api/gasless-donation';
import { PLEDGE_PERIODS, type PledgeChoice } from '@crowdvault/shared/api/pledge';
import { formatUnits } from '@crowdvault/shared/format';
import { eq, sql } from 'drizzle-orm';
import {
  type Address,
  encodeAbiParameters,
  getAddress,
  type Hex,
  keccak256,
  pad,
  parseAbiItem,
  parseEther,
  parseGwei,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { connectChains } from '../chain/registry';
import { predictVaultAddress } from '../chain/vault-address';
import { type DatabaseHandle, openDatabase, rowsOf } from '../db/client';
import { campaigns, pledges, users } from '../db/schema';
import { loadEnv } from '../env';
import { SoleLeadership } from '../infra/jobs/leader-lock';
import { Lanes } from '../infra/lanes/chain-lane';
import { Relayer } from '../infra/relayer/relayer';
import type { AuthUser } from '../services/auth/users';
import { PLEDGE_WORKER_DEFAULTS, PledgeWorker, type TickReport } from '../services/pledges/pledge-worker';
import { cancelPledge, createPledge, type PledgeDeps, quotePledge } from '../services/pledges/pledges';

/**
 * The monthly-giving simulation of issue 32 (decision 106), shared by `bench/pledges/run.ts`
 * (200 pledges × 12 periods) and its smoke test (20 × 4). Everything real: its own anvil with the
 * platform's contracts, the server's pledge services and worker, a migrated database, donors who
 * sign with their own keys. The chain's clock is set pass by pass; the worker's pass is called
 * directly. Beside it runs a model of the rules (decision 102) that knows every injected fault; at
 * the end the chain's events, the database and the bell are checked against the model and the
 * signed terms.
 */

const DAY = 86_400n;
const HOUR = 3_600n;
/** Worker passes within each period, in chain seconds after the period's start: one at once,
 *  three retries 7 h apart (above the 6 h retry spacing), one after a 3-day outage, one inside the
 *  reminder's 3 days before the next period. */
const PASS_OFFSETS = [60n, 7n * HOUR, 14n * HOUR, 21n * HOUR, 4n * DAY, 27n * DAY + 12n * HOUR];
/** Where a late event (a cancellation at the very end of a period) happens. */
const LATE_OFFSET = 29n * DAY + 20n * HOUR;
const TOKENS = ['USDC', 'USDT', 'DAI'] as const;
const RELAYER_CEILING = parseGwei('200');
const SPIKE_BASE_FEE = parseGwei('2000');

type Fault =
  | 'none'
  | 'low_once'
  | 'low_recovered'
  | 'low_lapse'
  | 'revoked'
  | 'cancel_signed'
  | 'cancel_chain';
type Reason = 'balance' | 'allowance' | 'relayer' | 'gas_price';
type Status = 'running' | 'lapsed' | 'cancelled' | 'completed' | 'stopped';

export interface SimulationOptions {
  pledges: number;
  periods: number;
  seed?: number;
  /** Periods in which the worker does not run at all (the relayer stopped). */
  stoppedPeriods?: number[];
  /** The period whose first 3 days the relayer has no gas money. */
  drainedPeriod?: number;
  /** The period whose first day fees stay above the relayer's ceiling. */
  spikePeriod?: number;
  /** The period in which one campaign ends (its pledges stop). */
  endPeriod?: number;
  /** A migrated database to use (the smoke test's); else PGlite in memory. */
  database?: DatabaseHandle;
  log?: (line: string) => void;
  /** Fail with the last steps taken when the run has not ended after this long (a stalled wait
   *  then names itself instead of ending as a bare test timeout). */
  stallAfterMs?: number;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface SimulationResult {
  checks: Check[];
  figures: Record<string, string | number>;
  /** Per period: collected, missed by reason, deferrals, failed attempts. */
  perPeriod: Record<string, string | number>[];
}

interface SimPledge {
  index: number;
  key: Hex;
  donor: Address;
  user: AuthUser;
  campaign: number;
  token: (typeof TOKENS)[number];
  tokenAddress: Address;
  decimals: number;
  amount: bigint;
  periods: number;
  fault: Fault;
  /** The period the fault starts in; for cancellations with the slot (pass index, 6 = late). */
  faultPeriod: number;
  faultSlot: number;
  id: Hex;
  rowId: number;
  terms: Parameters<typeof pledgeTypedData>[2];
  signature: Hex;
  permit: boolean;
  // The model
  status: Status;
  balanceOk: boolean;
  allowanceOk: boolean;
  cancelledAt: bigint | null;
  periodsState: Map<
    number,
    { collected: boolean; attempts: number; reason: Reason | null; notified: boolean }
  >;
  expectedNotices: Set<string>;
}

/** A small seeded generator (mulberry32), so a run can be repeated exactly. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** The run did not end within `stallAfterMs`: a wait on the chain or the database never ended. */
export class SimulationStalled extends Error {}

export async function runPledgeSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const trail: string[] = [];
  const run = simulate(options, (step) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${step}`);
    if (trail.length > 16) trail.shift();
  });
  if (!options.stallAfterMs) return run;
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SimulationStalled(`the simulation stalled; its last steps:\n${trail.join('\n')}`)),
      options.stallAfterMs,
    );
  });
  try {
    return await Promise.race([run, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

async function simulate(options: SimulationOptions, step: (what: string) => void): Promise<SimulationResult> {
  const started = Date.now();
  const load = [loadavg()];
  const log = options.log ?? (() => undefined);
  const P = options.periods;
  const random = rng(options.seed ?? 32);
  const stopped = new Set(options.stoppedPeriods ?? (P >= 12 ? [4, 5, 6] : [Math.min(2, P - 1)]));
  const drainedPeriod = options.drainedPeriod ?? 1;
  const spikePeriod = options.spikePeriod ?? (P >= 12 ? 8 : P - 1);
  const endPeriod = options.endPeriod ?? (P >= 12 ? 9 : P - 1);
  const period = BigInt(PLEDGE_PERIODS.monthly);
  const { maxAttempts, lapseAfter } = PLEDGE_WORKER_DEFAULTS;

  const dir = await mkdtemp(join(tmpdir(), 'cv-pledge-sim-'));
  let anvil: AnvilHandle | undefined;
  let database: DatabaseHandle | undefined;
  try {
    step('starting anvil');
    anvil = await startAnvil({ port: await findFreePort(), quiet: true });
    step('deploying');
    const deploymentFile = join(dir, 'deployment.json');
    await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file: deploymentFile });
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      CHAIN_RPC_URL: anvil.rpcUrl,
      DEPLOYMENT_FILE: deploymentFile,
    });
    const chains = await connectChains(env.chains, { bootCheck: false });
    const chain = chains.primary;
    database = options.database ?? (await openDatabase({ memory: true }));
    const { db } = database;
    const kit = devChainClients(anvil.rpcUrl);
    const collector = chain.deployment.pledgeCollectorAddress!;
    const relayerKey = generatePrivateKey();
    const relayerAddress = privateKeyToAccount(relayerKey).address;
    const relayerFunds = parseEther('100');
    await kit.testClient.setBalance({ address: relayerAddress, value: relayerFunds });
    const relayer = new Relayer({
      rpcUrl: anvil.rpcUrl,
      chainId: chain.chainId,
      privateKey: relayerKey,
      maxGasPrice: RELAYER_CEILING,
      minBalance: env.relayerMinBalance,
      perOwnerPerHour: 0,
    });
    const deps: PledgeDeps = {
      db,
      chains,
      lanes: new Lanes(chains, [{ chain, relayer, leadership: new SoleLeadership() }]),
    };
    const traceLog = (fields: Record<string, unknown>, message: string) =>
      step(`worker: ${message} ${JSON.stringify(fields, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`);
    const worker = new PledgeWorker({
      db,
      chain,
      relayer,
      ...env.pledges,
      logger: { info: traceLog, warn: traceLog },
    });
    step('setting up campaigns and donors');
    const setupDone = Date.now();

    // Campaigns: keep-what-you-raise, open for years of wall time; one ends in `endPeriod`.
    const campaignCount = Math.max(2, Math.ceil(options.pledges / 20));
    const campaignIds: number[] = [];
    const vaults = new Map<number, Address>();
    for (let i = 0; i < campaignCount; i++) {
      const owner = privateKeyToAccount(generatePrivateKey()).address;
      const [creator] = await db
        .insert(users)
        .values({ walletAddress: owner.toLowerCase(), username: `sim_creator_${i}` })
        .returning({ id: users.id });
      const [row] = await db
        .insert(campaigns)
        .values({
          creatorId: creator!.id,
          title: `Simulated campaign ${i + 1}`,
          description: 'd',
          story: 's',
          category: 'Community',
          currency: 'USDC',
          goalAmount: 10n ** 15n,
          isApproved: true,
          endDate: new Date(Date.now() + 5 * 365 * 86_400_000),
        })
        .returning({ id: campaigns.id });
      const vault = await predictVaultAddress(chain, row!.id, owner);
      await db.update(campaigns).set({ vaultAddress: vault.toLowerCase() }).where(eq(campaigns.id, row!.id));
      campaignIds.push(row!.id);
      vaults.set(row!.id, vault);
    }
    const endingCampaign = campaignIds[campaignIds.length - 1]!;

    // Donors, funded by writing balances (no transactions), each with one pledge.
    const slots = new Map<Address, bigint>();
    const tokenOf = (symbol: string) => chain.deployment.tokens.find((token) => token.symbol === symbol)!;
    for (const symbol of TOKENS) {
      slots.set(
        getAddress(tokenOf(symbol).address),
        await balanceSlot(kit, getAddress(tokenOf(symbol).address)),
      );
    }
    const deal = (token: Address, holder: Address, amount: bigint) =>
      kit.testClient.setStorageAt({
        address: token,
        index: keccak256(
          encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, slots.get(token)!]),
        ),
        value: pad(toHex(amount), { size: 32 }),
      });

    const faults: [Fault, number][] = [
      ['low_once', 0.12],
      ['low_recovered', 0.12],
      ['low_lapse', 0.06],
      ['revoked', 0.06],
      ['cancel_signed', 0.1],
      ['cancel_chain', 0.06],
    ];
    const sims: SimPledge[] = [];
    for (let i = 0; i < options.pledges; i++) {
      const key = generatePrivateKey();
      const donor = privateKeyToAccount(key).address;
      const [user] = await db
        .insert(users)
        .values({ walletAddress: donor.toLowerCase(), username: `sim_donor_${i}` })
        .returning({ id: users.id });
      const token = TOKENS[i % TOKENS.length]!;
      const info = tokenOf(token);
      let fault: Fault = 'none';
      let roll = random();
      for (const [kind, share] of faults) {
        if (roll < share) {
          fault = kind;
          break;
        }
        roll -= share;
      }
      // A fifth of the pledges are for fewer periods than the run (they complete).
      const periods = random() < 0.2 ? Math.max(1, Math.ceil(P / 2)) : P;
      const amount = BigInt(5 + Math.floor(random() * 46)) * 100n + BigInt(Math.floor(random() * 100));
      sims.push({
        index: i,
        key,
        donor,
        user: {
          id: user!.id,
          walletAddress: donor,
          username: `sim_donor_${i}`,
          role: 'USER',
          status: 'ACTIVE',
          isAdmin: false,
        },
        campaign: campaignIds[i % campaignIds.length]!,
        token,
        tokenAddress: getAddress(info.address),
        decimals: info.decimals,
        amount: amount * 10n ** BigInt(info.decimals - 2),
        periods,
        fault,
        faultPeriod: Math.floor(random() * Math.max(1, P - 1)),
        faultSlot: Math.floor(random() * (PASS_OFFSETS.length + 1)),
        id: '0x',
        rowId: 0,
        terms: undefined as never,
        signature: '0x',
        permit: false,
        status: 'running',
        balanceOk: true,
        allowanceOk: true,
        cancelledAt: null,
        periodsState: new Map(),
        expectedNotices: new Set(),
      });
    }
    const fullBalance = (s: SimPledge) => s.amount * BigInt(s.periods) * 2n;
    for (const s of sims) {
      await kit.testClient.setBalance({ address: s.donor, value: parseEther('1') });
      await deal(s.tokenAddress, s.donor, fullBalance(s));
    }

    // Each donor signs once: the pledge, and a permit for its allowance (an approve for USDT).
    await pool(sims, 4, async (s) => {
      step(`signing pledge ${s.index}`);
      const choice: PledgeChoice = {
        campaignId: s.campaign,
        token: s.token,
        amount: formatUnits(s.amount, s.decimals),
        cadence: 'monthly',
        periods: s.periods,
      };
      const quote = await quotePledge(deps, s.user, choice);
      const account = privateKeyToAccount(s.key);
      const terms = pledgeTermsOf(quote.terms);
      const signature = await account.signTypedData(pledgeTypedData(quote.chainId, collector, terms));
      let permit: { deadline: string; signature: Hex } | undefined;
      if (quote.permit) {
        permit = {
          deadline: quote.permit.deadline,
          signature: await account.signTypedData({
            domain: { ...quote.permit.domain, chainId: quote.chainId, verifyingContract: terms.token },
            types: PERMIT_TYPES,
            primaryType: 'Permit',
            message: {
              owner: s.donor,
              spender: collector,
              value: BigInt(quote.allowance),
              nonce: BigInt(quote.permit.nonce),
              deadline: BigInt(quote.permit.deadline),
            },
          }),
        };
      } else {
        await kit.mined(
          kit.walletFor(s.key).writeContract({
            address: terms.token,
            abi: testUsdtAbi,
            functionName: 'approve',
            args: [collector, BigInt(quote.allowance)],
          }),
        );
      }
      const view = await createPledge(deps, s.user, {
        choice,
        start: quote.terms.start,
        salt: quote.terms.salt,
        signature,
        permit,
        cancelSignature: await account.signTypedData(
          cancelPledgeTypedData(quote.chainId, collector, quote.pledgeId as Hex),
        ),
      });
      s.id = view.pledgeId as Hex;
      s.permit = permit !== undefined;
      s.terms = terms;
      s.signature = signature;
    });
    const rows = await db.select({ id: pledges.id, pledgeId: pledges.pledgeId }).from(pledges);
    const rowIds = new Map(rows.map((row) => [row.pledgeId, row.id]));
    for (const s of sims) s.rowId = rowIds.get(s.id)!;
    const starts = sims.map((s) => s.terms.start);
    const firstStart = starts.reduce((a, b) => (a < b ? a : b));
    const lastStart = starts.reduce((a, b) => (a > b ? a : b));
    const endsAt = lastStart + BigInt(endPeriod) * period + 15n * HOUR;
    await db
      .update(campaigns)
      .set({ endDate: new Date(Number(endsAt) * 1000) })
      .where(eq(campaigns.id, endingCampaign));
    const signedDone = Date.now();
    log(
      `${sims.length} pledges signed in ${((signedDone - setupDone) / 1000).toFixed(1)} s (starts spread over ${lastStart - firstStart} s)`,
    );

    // The model's rules, applied to one pledge at one pass of the worker (decision 102).
    const stateOf = (s: SimPledge, k: number) => {
      let state = s.periodsState.get(k);
      if (!state) {
        state = { collected: false, attempts: 0, reason: null, notified: false };
        s.periodsState.set(k, state);
      }
      return state;
    };
    const donorMissed = (s: SimPledge, k: number) => {
      const state = s.periodsState.get(k);
      return !!state && !state.collected && (state.reason === 'balance' || state.reason === 'allowance');
    };
    const expected = { collected: 0, failed: 0, deferred: 0 };
    const deferrals: Record<string, number> = { relayer: 0, gas_price: 0 };
    const modelPass = (s: SimPledge, k: number, now: bigint, relayerUp: boolean, feesOk: boolean) => {
      if (s.status !== 'running') return;
      // Cancelled on chain by the donor's wallet: the pass reads the collector's events first.
      if (s.cancelledAt !== null) {
        s.status = 'cancelled';
        return;
      }
      if (s.campaign === endingCampaign && now >= endsAt) {
        s.status = 'stopped';
        s.expectedNotices.add('stopped');
        return;
      }
      const last = Math.min(k, s.periods);
      // A period that ended uncollected for the platform's reasons is told when the pass closes it.
      for (let j = 0; j < last; j += 1) {
        const past = s.periodsState.get(j);
        if (!past?.collected && !donorMissed(s, j)) s.expectedNotices.add(`missed:${j}`);
      }
      if (
        last >= lapseAfter &&
        Array.from({ length: lapseAfter }, (_, j) => last - 1 - j).every((j) => donorMissed(s, j))
      ) {
        s.status = 'lapsed';
        s.expectedNotices.add('lapsed');
        return;
      }
      if (k >= s.periods) {
        s.status = 'completed';
        return;
      }
      const state = stateOf(s, k);
      if (state.collected || state.attempts >= maxAttempts) return;
      if (!s.balanceOk || !s.allowanceOk) {
        const reason = s.balanceOk ? 'allowance' : 'balance';
        state.attempts += 1;
        state.reason = reason;
        if (!state.notified) s.expectedNotices.add(`failed:${k}:failed_${reason}`);
        state.notified = true;
        expected.failed += 1;
        return;
      }
      if (!relayerUp || !feesOk) {
        state.reason = relayerUp ? 'gas_price' : 'relayer';
        deferrals[state.reason]! += 1;
        expected.deferred += 1;
        return;
      }
      state.collected = true;
      state.reason = null;
      if (k + 1 >= s.periods) s.status = 'completed';
      s.expectedNotices.add(`collected:${k}`);
      expected.collected += 1;
    };

    // Faults that belong to one pledge, applied between passes.
    const cancels: { s: SimPledge; at: bigint; block: bigint }[] = [];
    const cancelErrors: string[] = [];
    const applyPledgeFaults = async (k: number, slot: number, now: bigint) => {
      for (const s of sims) {
        if (s.fault === 'none') continue;
        const f = s.faultPeriod;
        switch (s.fault) {
          case 'low_once':
            if (k === f && slot === 0) await setBalanceOk(s, false);
            if (k === f + 1 && slot === 0) await setBalanceOk(s, true);
            break;
          case 'low_recovered':
            if (k === f && slot === 0) await setBalanceOk(s, false);
            if (k === f && slot === 1) await setBalanceOk(s, true);
            break;
          case 'low_lapse':
            if (k === f && slot === 0) await setBalanceOk(s, false);
            break;
          case 'revoked':
            if (k === f && slot === 0 && s.allowanceOk) {
              await kit.mined(
                kit.walletFor(s.key).writeContract({
                  address: s.tokenAddress,
                  abi: testUsdtAbi,
                  functionName: 'approve',
                  args: [collector, 0n],
                }),
              );
              s.allowanceOk = false;
            }
            break;
          case 'cancel_signed':
          case 'cancel_chain':
            if (k === f && slot === s.faultSlot && s.cancelledAt === null) await cancel(s, now);
            break;
        }
      }
    };
    const setBalanceOk = async (s: SimPledge, ok: boolean) => {
      await deal(s.tokenAddress, s.donor, ok ? fullBalance(s) : s.amount - 1n);
      s.balanceOk = ok;
    };
    const cancel = async (s: SimPledge, now: bigint) => {
      if (s.status !== 'running') return;
      step(`cancelling pledge ${s.index} (${s.fault})`);
      if (s.fault === 'cancel_signed') {
        const typed = cancelPledgeTypedData(chain.chainId, collector, s.id);
        try {
          await cancelPledge(deps, s.id, {
            signature: await privateKeyToAccount(s.key).signTypedData(typed),
          });
        } catch (error) {
          // Counted by the cancellation check (not cancelled on chain).
          cancelErrors.push(`pledge ${s.index}: ${(error as Error).message}`);
        }
        // The platform stops at once: the worker no longer reads it.
        s.status = 'cancelled';
      } else {
        await kit.mined(
          kit.walletFor(s.key).writeContract({
            address: collector,
            abi: pledgeCollectorAbi,
            functionName: 'cancel',
            args: [s.terms],
          }),
        );
      }
      s.cancelledAt = now;
      s.expectedNotices.add('cancelled');
      cancels.push({ s, at: now, block: await kit.publicClient.getBlockNumber() });
    };

    const setTime = async (at: bigint) => {
      const latest = (await kit.publicClient.getBlock()).timestamp;
      if (at > latest) await kit.testClient.setNextBlockTimestamp({ timestamp: at });
      await kit.testClient.mine({ blocks: 1 });
    };
    const setBaseFee = async (fee: bigint) => {
      await kit.testClient.setNextBlockBaseFeePerGas({ baseFeePerGas: fee });
      await kit.testClient.mine({ blocks: 1 });
    };

    const perPeriod: Record<string, string | number>[] = [];
    let passes = 0;
    let passMs = 0;
    const mismatches: string[] = [];
    // One period past the last, so every pledge's last period is closed and completions recorded.
    for (let k = 0; k <= P; k++) {
      const base = lastStart + BigInt(k) * period;
      const periodStarted = Date.now();
      const totals: TickReport = { collected: 0, failed: 0, deferred: 0 };
      for (let slot = 0; slot <= PASS_OFFSETS.length; slot++) {
        const at = base + (slot < PASS_OFFSETS.length ? PASS_OFFSETS[slot]! : LATE_OFFSET);
        step(`period ${k} slot ${slot}: moving the clock`);
        await setTime(at);
        step(`period ${k} slot ${slot}: faults`);
        if (k < P) await applyPledgeFaults(k, slot, at);
        if (slot === PASS_OFFSETS.length) continue; // the late slot has no pass
        const relayerUp = !(k === drainedPeriod && slot < 4);
        const feesOk = !(k === spikePeriod && slot < 3);
        if (k === drainedPeriod && slot === 0)
          await kit.testClient.setBalance({ address: relayerAddress, value: 0n });
        if (k === drainedPeriod && slot === 4)
          await kit.testClient.setBalance({ address: relayerAddress, value: relayerFunds });
        if (k === spikePeriod && slot === 0) await setBaseFee(SPIKE_BASE_FEE);
        if (k === spikePeriod && slot === 3) await setBaseFee(parseGwei('1'));
        if (stopped.has(k)) continue;
        const now = (await kit.publicClient.getBlock()).timestamp;
        const before = { ...expected };
        for (const s of sims) modelPass(s, k, now, relayerUp, feesOk);
        const passStarted = Date.now();
        step(`period ${k} slot ${slot}: worker pass`);
        const report = await worker.tick();
        passMs += Date.now() - passStarted;
        passes += 1;
        for (const key of ['collected', 'failed', 'deferred'] as const) {
          totals[key] += report[key];
          const want = expected[key] - before[key];
          if (report[key] !== want)
            mismatches.push(`period ${k} pass ${slot}: ${key} ${report[key]}, model ${want}`);
        }
      }
      const row = {
        period: k,
        worker: stopped.has(k) ? 'stopped' : 'running',
        collected: totals.collected,
        'failed attempts': totals.failed,
        deferrals: totals.deferred,
        'wall s': ((Date.now() - periodStarted) / 1000).toFixed(1),
      };
      perPeriod.push(row);
      log(
        `period ${k}${k === P ? ' (after the last)' : ''}: ${row.worker}, ${row.collected} collected, ${row['failed attempts']} failed attempts, ${row.deferrals} deferrals, ${row['wall s']} s`,
      );
    }
    const simulated = Date.now();
    load.push(loadavg());

    // What happened, from the chain.
    step('reading what happened from the chain');
    const collectedEvents = await kit.publicClient.getContractEvents({
      address: collector,
      abi: pledgeCollectorAbi,
      eventName: 'PledgeCollected',
      fromBlock: 0n,
    });
    const transfers = await kit.publicClient.getLogs({
      address: TOKENS.map((symbol) => getAddress(tokenOf(symbol).address)),
      event: transferEvent,
      fromBlock: 0n,
    });
    const byId = new Map(sims.map((s) => [s.id.toLowerCase(), s]));
    const byDonor = new Map(sims.map((s) => [s.donor.toLowerCase(), s]));
    const blockTimes = new Map<bigint, bigint>();
    const receipts = new Map<Hex, { gasUsed: bigint; from: string; status: string }>();
    const txs = [...new Set(collectedEvents.map((event) => event.transactionHash))];
    await pool(txs, 8, async (hash) => {
      const receipt = await kit.publicClient.getTransactionReceipt({ hash });
      receipts.set(hash, { gasUsed: receipt.gasUsed, from: receipt.from, status: receipt.status });
    });
    await pool([...new Set(collectedEvents.map((event) => event.blockNumber))], 8, async (number) => {
      blockTimes.set(number, (await kit.publicClient.getBlock({ blockNumber: number })).timestamp);
    });

    const checks: Check[] = [];
    const check = (name: string, problems: string[]) =>
      checks.push({ name, ok: problems.length === 0, detail: problems.slice(0, 5).join('; ') || 'ok' });

    // 1. Every collectable period (by the model) collected within its period, and nothing else.
    const actual = new Set<string>();
    const withinPeriod: string[] = [];
    const perPledgePeriod = new Map<string, bigint>();
    for (const event of collectedEvents) {
      const { pledgeId: id, period: index, amount, vault, donor, token } = event.args;
      const s = byId.get(id!.toLowerCase());
      const key = `${id}:${index}`;
      actual.add(`${s?.index}:${index}`);
      perPledgePeriod.set(key, (perPledgePeriod.get(key) ?? 0n) + 1n);
      if (!s) {
        withinPeriod.push(`unknown pledge ${id}`);
        continue;
      }
      const time = blockTimes.get(event.blockNumber)!;
      const from = s.terms.start + index! * period;
      if (time < from || time >= from + period)
        withinPeriod.push(`pledge ${s.index} period ${index} at ${time}`);
      if (amount !== s.amount || getAddress(vault!) !== s.terms.vault || getAddress(donor!) !== s.donor)
        withinPeriod.push(`pledge ${s.index} period ${index}: not the signed terms`);
      if (getAddress(token!) !== s.tokenAddress) withinPeriod.push(`pledge ${s.index}: another token`);
    }
    const wanted = new Set<string>();
    for (const s of sims)
      for (const [k, state] of s.periodsState) if (state.collected) wanted.add(`${s.index}:${k}`);
    const missing = [...wanted].filter((key) => !actual.has(key));
    const extra = [...actual].filter((key) => !wanted.has(key));
    check('every collectable period collected within its period (model = chain)', [
      ...missing.map((key) => `not collected ${key}`),
      ...extra.map((key) => `collected beyond the model ${key}`),
      ...withinPeriod,
    ]);

    // 2. No double charge: per (pledge, period) one PledgeCollected, and the Transfers of its
    //    transaction from the donor add up to the amount; every Transfer from a donor is a collection.
    const doubles = [...perPledgePeriod].filter(([, count]) => count > 1).map(([key]) => `twice ${key}`);
    const fromDonors = transfers.filter((t) => byDonor.has(t.args.from!.toLowerCase()));
    const collectTxs = new Map(collectedEvents.map((event) => [event.transactionHash, event]));
    const transferProblems: string[] = [];
    const sumPerTx = new Map<Hex, bigint>();
    for (const transfer of fromDonors) {
      const event = collectTxs.get(transfer.transactionHash);
      if (!event) {
        transferProblems.push(`transfer from a donor outside a collection: ${transfer.transactionHash}`);
        continue;
      }
      sumPerTx.set(
        transfer.transactionHash,
        (sumPerTx.get(transfer.transactionHash) ?? 0n) + transfer.args.value!,
      );
      const s = byDonor.get(transfer.args.from!.toLowerCase())!;
      if (getAddress(transfer.args.to!) !== s.terms.vault)
        transferProblems.push(`pledge ${s.index} paid elsewhere`);
    }
    for (const [hash, sum] of sumPerTx) {
      const event = collectTxs.get(hash)!;
      if (sum > event.args.amount!) transferProblems.push(`more than the amount in ${hash}`);
    }
    check('no double charge (one collection and ≤ amount per pledge and period)', [
      ...doubles,
      ...transferProblems,
    ]);

    // 3. Nothing beyond what was signed: per pledge at most amount × periods, never unlimited.
    const beyond: string[] = [];
    for (const s of sims) {
      const paid = fromDonors
        .filter((t) => t.args.from!.toLowerCase() === s.donor.toLowerCase())
        .reduce((sum, t) => sum + t.args.value!, 0n);
      if (paid > s.amount * BigInt(s.periods)) beyond.push(`pledge ${s.index} paid ${paid}`);
      const allowance = await kit.publicClient.readContract({
        address: s.tokenAddress,
        abi: testUsdtAbi,
        functionName: 'allowance',
        args: [s.donor, collector],
      });
      if (allowance + paid > s.amount * BigInt(s.periods))
        beyond.push(`pledge ${s.index} allowance beyond the signed`);
    }
    check('nothing collected beyond what was signed (paid + allowance left ≤ amount × periods)', beyond);

    // 4. Every cancellation effective at once: no collection after its block, and the pledge ends cancelled.
    const statuses = new Map(
      (await db.select({ id: pledges.id, status: pledges.status }).from(pledges)).map((row) => [
        row.id,
        row.status,
      ]),
    );
    const lateCollections: string[] = [];
    for (const { s, block } of cancels) {
      const after = collectedEvents.filter(
        (event) => event.args.pledgeId!.toLowerCase() === s.id.toLowerCase() && event.blockNumber > block,
      );
      if (after.length > 0) lateCollections.push(`pledge ${s.index} collected after its cancellation`);
      const onChain = await kit.publicClient.readContract({
        address: collector,
        abi: pledgeCollectorAbi,
        functionName: 'cancelled',
        args: [s.id],
      });
      if (!onChain) lateCollections.push(`pledge ${s.index} not cancelled on chain`);
      if (statuses.get(s.rowId) !== 'cancelled')
        lateCollections.push(
          `pledge ${s.index} is ${statuses.get(s.rowId)}, not cancelled (${s.fault} in period ${s.faultPeriod}, slot ${s.faultSlot}, block ${block}, ${s.periods} periods)`,
        );
    }
    check(
      `every cancellation effective before the next period, nothing collected after (${cancels.length} cancellations)`,
      [...cancelErrors, ...lateCollections],
    );

    // 5. The bell: every failure with its reason, each collection, lapse, stop and cancellation, once.
    const noticeRows = rowsOf<{ source_key: string; detail: string }>(
      await db.execute(sql`select source_key, detail from notifications where kind = 'pledge'`),
    );
    const gotNotices = new Map<number, Set<string>>();
    for (const row of noticeRows) {
      const [, rowId, ...rest] = row.source_key.split(':');
      const key = rest.join(':');
      if (key.startsWith('reminder')) continue;
      const label = key.startsWith('failed:') ? `${key}:${row.detail}` : key;
      const set = gotNotices.get(Number(rowId)) ?? new Set();
      set.add(label);
      gotNotices.set(Number(rowId), set);
    }
    const noticeProblems: string[] = [];
    for (const s of sims) {
      const got = gotNotices.get(s.rowId) ?? new Set();
      for (const want of s.expectedNotices)
        if (!got.has(want)) noticeProblems.push(`pledge ${s.index}: no ${want}`);
      for (const have of got)
        if (!s.expectedNotices.has(have)) noticeProblems.push(`pledge ${s.index}: unexpected ${have}`);
    }
    check(
      'every failure notified with its reason (and each collection, lapse, stop, cancellation)',
      noticeProblems,
    );

    // 6. The database says what the model says.
    const stateProblems: string[] = [];
    for (const s of sims) {
      const status = statuses.get(s.rowId);
      const want = s.status === 'running' ? ['active', 'past_due'] : [s.status];
      if (!status || !want.includes(status))
        stateProblems.push(`pledge ${s.index} (${s.fault}) is ${status}, model ${s.status}`);
    }
    check(
      'pledge states (active, past due, lapsed, cancelled, completed, stopped) match the model',
      stateProblems,
    );
    check('each worker pass did what the model predicted (collected, failed, deferred)', mismatches);

    // 7. No gas spent on a donor who could not pay: every relayer transaction succeeded.
    const relayerTxs = await kit.publicClient.getTransactionCount({ address: relayerAddress });
    const reverted = [...receipts.values()].filter((receipt) => receipt.status !== 'success');
    const permits = sims.filter((s) => s.permit).length;
    // Cancellations the relayer sent: the donors' signed ones, and those of pledges that stopped or
    // lapsed, cancelled on chain too (decision 116).
    const relayedCancels = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from pledges where cancel_tx_hash is not null`),
    )[0]!.count;
    const wasted = relayerTxs - collectedEvents.length - permits - relayedCancels;
    check('no gas spent on a pledge that could not pay (relayer sent only collections, permits, cancels)', [
      ...reverted.map(() => 'a collection reverted'),
      ...(wasted !== 0 ? [`${wasted} other relayer transactions`] : []),
    ]);

    // Figures.
    const periodRows = rowsOf<{ status: string; reason: string | null; count: number }>(
      await db.execute(
        sql`select status, reason, count(*)::int as count from pledge_periods group by status, reason order by status, reason`,
      ),
    );
    const gas = [...receipts.values()].reduce((sum, receipt) => sum + receipt.gasUsed, 0n);
    const perToken = TOKENS.map((symbol) => {
      const info = tokenOf(symbol);
      const sum = collectedEvents
        .filter((event) => getAddress(event.args.token!) === getAddress(info.address))
        .reduce((total, event) => total + event.args.amount!, 0n);
      return `${formatUnits(sum, info.decimals)} ${symbol}`;
    });
    const faultCounts = Object.fromEntries(
      ['none', ...faults.map(([kind]) => kind)].map((kind) => [
        kind,
        sims.filter((s) => s.fault === kind).length,
      ]),
    );
    const finalStates = Object.fromEntries(
      ['active', 'past_due', 'lapsed', 'cancelled', 'completed', 'stopped'].map((state) => [
        state,
        [...statuses.values()].filter((status) => status === state).length,
      ]),
    );
    load.push(loadavg());
    const figures: Record<string, string | number> = {
      pledges: sims.length,
      periods: P,
      'worker stopped in periods': [...stopped].join(', '),
      'relayer without gas money': `period ${drainedPeriod}, first 3 days`,
      'fee spike above the ceiling': `period ${spikePeriod}, first day (${formatUnits(SPIKE_BASE_FEE, 9)} gwei base fee, ceiling ${formatUnits(RELAYER_CEILING, 9)})`,
      'campaign ended': `period ${endPeriod} (campaign ${endingCampaign})`,
      faults: Object.entries(faultCounts)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', '),
      'periods collected': collectedEvents.length,
      'periods by outcome (status/reason)': periodRows
        .map((row) => `${row.status}${row.reason ? `/${row.reason}` : ''} ${row.count}`)
        .join(', '),
      'failed attempts (no gas)': expected.failed,
      deferrals: `${expected.deferred} (relayer ${deferrals.relayer}, gas price ${deferrals.gas_price})`,
      'final states': Object.entries(finalStates)
        .map(([state, count]) => `${state} ${count}`)
        .join(', '),
      collected: perToken.join(', '),
      'gas used by collections': `${gas} (${collectedEvents.length ? gas / BigInt(collectedEvents.length) : 0n} per collection)`,
      'relayer transactions': `${relayerTxs} (${collectedEvents.length} collections, ${permits} permits, ${relayedCancels} cancels)`,
      'worker passes': `${passes}, ${(passMs / 1000).toFixed(1)} s in total, ${(passMs / Math.max(1, passes)).toFixed(0)} ms each`,
      'wall time': `${((simulated - started) / 1000).toFixed(1)} s (setup ${((setupDone - started) / 1000).toFixed(1)} s, signing ${((signedDone - setupDone) / 1000).toFixed(1)} s, periods ${((simulated - signedDone) / 1000).toFixed(1)} s), checks ${((Date.now() - simulated) / 1000).toFixed(1)} s`,
      'machine load (1/5/15 min) at start, after periods, at end': load
        .map((l) => l.map((v) => v.toFixed(2)).join('/'))
        .join(' → '),
      cores: cpus().length,
      database: database.kind,
    };
    return { checks, figures, perPeriod };
  } finally {
    if (!options.database) await database?.close();
    await anvil?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The storage slot of a token's balance mapping, found once with a probe holder. */
async function balanceSlot(kit: DevChainClients, token: Address): Promise<bigint> {
  const probe = privateKeyToAccount(generatePrivateKey()).address;
  for (const slot of [0n, 1n, 2n, 3n, 4n, 5n]) {
    const index = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [probe, slot]));
    await kit.testClient.setStorageAt({ address: token, index, value: pad(toHex(7n), { size: 32 }) });
    const balance = await kit.publicClient.readContract({
      address: token,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [probe],
    });
    await kit.testClient.setStorageAt({ address: token, index, value: pad('0x0', { size: 32 }) });
    if (balance === 7n) return slot;
  }
  throw new Error(`No balance slot found for ${token}`);
}
