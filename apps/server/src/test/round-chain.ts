import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { eq } from 'drizzle-orm';
import { type Address, erc20Abi, parseEther } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll } from 'vitest';
import { registryOf } from '../chain/registry';
import { campaigns } from '../db/schema';
import type { Relayer } from '../infra/relayer/relayer';
import { applyToRound, decideRoundApplication } from '../services/rounds/round-applications';
import { RoundCloser } from '../services/rounds/round-closer';
import { roundPoolAddress } from '../services/rounds/round-pool';
import { createRound, type RoundDeps } from '../services/rounds/round-settings';
import { insertUser } from './campaign-fixtures';
import { startOwnChain } from './own-chain';
import { openRoundCalendar } from './round-kit';
import { createTestContext, type TestContext, testRelayer } from './test-app';

/** What `useRoundChain` gives a test: read it inside a hook or a test. */
export interface RoundChain {
  readonly context: TestContext;
  readonly kit: DevChainClients;
  /** The rounds' pool operator: a relayer of the test's own, funded with 10 ETH. */
  readonly relayer: Relayer;
  /** The round services' dependencies, their clock the round job's. */
  readonly deps: RoundDeps;
  /** The round job's clock: the chain's, as `syncClock` and `moveChain` last read it. */
  clock: Date;
  /** What the round job warned of, as `message: error`. */
  readonly warnings: string[];
  /** Mines a block and sets the clock to its time. */
  syncClock(): Promise<Date>;
  /** Moves the chain's time by `seconds`, mines a block, and sets the clock to it. */
  moveChain(seconds: number): Promise<void>;
  /** The round job as the chain's lane builds it, with the test's relayer unless told. */
  closerOf(options?: { relayer?: Relayer; payoutBatchSize?: number }): RoundCloser;
  relayerSends(): Promise<number>;
  balanceOf(token: Address, holder: Address): Promise<bigint>;
  /** A USDT round with a pool contract, open now (`openRoundCalendar`) on the chain's clock, its
   *  pool 600 with Gitcoin's threshold of 25 and a 48-hour challenge window, and `campaignIds`
   *  applied and accepted. Call `syncClock` first. */
  openPoolRound(values: {
    name: string;
    description: string;
    sponsor: Address;
    campaignIds: number[];
  }): Promise<{ round: Awaited<ReturnType<typeof createRound>>; pool: Address; moderatorId: number }>;
}

/**
 * For the `describe` block it is called in: a chain of its own (a round's tests move the clock by
 * days), a test context on it, and the round job's clock kept on the chain's — the bench of the
 * tests that give a real MatchingPool its result and pay it out.
 */
export function useRoundChain(): RoundChain {
  let ownChain: Awaited<ReturnType<typeof startOwnChain>> | undefined;
  let context: (TestContext & { close(): Promise<void> }) | undefined;
  let kit: DevChainClients | undefined;
  let relayer: Relayer | undefined;
  let deps: RoundDeps | undefined;
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Made in beforeAll: read it inside a hook or a test.');
    return value;
  };

  beforeAll(async () => {
    ownChain = await startOwnChain();
    context = await createTestContext(ownChain.overrides);
    kit = devChainClients(context.chain.rpcUrls[0]!);
    relayer = testRelayer(context.chain, generatePrivateKey());
    await kit.testClient.setBalance({ address: relayer.address, value: parseEther('10') });
    deps = {
      db: context.database.db,
      chains: registryOf(context.chain),
      operatorAddress: relayer.address,
      now: () => bench.clock,
    };
  });
  afterAll(async () => {
    await context?.close();
    await ownChain?.stop();
  });

  const bench: RoundChain = {
    get context() {
      return made(context);
    },
    get kit() {
      return made(kit);
    },
    get relayer() {
      return made(relayer);
    },
    get deps() {
      return made(deps);
    },
    clock: new Date(0),
    warnings: [],
    async syncClock() {
      await bench.kit.testClient.mine({ blocks: 1 });
      bench.clock = new Date(Number((await bench.kit.publicClient.getBlock()).timestamp) * 1000);
      return bench.clock;
    },
    async moveChain(seconds) {
      await bench.kit.testClient.increaseTime({ seconds });
      await bench.syncClock();
    },
    closerOf(options = {}) {
      return new RoundCloser({
        db: bench.deps.db,
        chains: bench.deps.chains,
        chainId: bench.context.chain.chainId,
        now: () => bench.clock,
        relayer: options.relayer ?? bench.relayer,
        payoutBatchSize: options.payoutBatchSize,
        logger: {
          info: () => undefined,
          warn: (object, message) => bench.warnings.push(`${message}: ${String(object.error)}`),
        },
      });
    },
    relayerSends() {
      return bench.kit.publicClient.getTransactionCount({ address: bench.relayer.address });
    },
    balanceOf(token, holder) {
      return bench.kit.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      });
    },
    async openPoolRound({ name, description, sponsor, campaignIds }) {
      const { db } = bench.deps;
      const at = (seconds: number) => new Date(bench.clock.getTime() + seconds * 1000).toISOString();
      const admin = await insertUser(db);
      const moderator = await insertUser(db, { role: 'MODERATOR' });
      const round = await createRound(bench.deps, admin.id, {
        name,
        description,
        sponsorAddress: sponsor,
        chainId: bench.context.chain.chainId,
        currency: 'USDT',
        ...openRoundCalendar(at),
        matchingCapBps: null,
        minimumGift: '1',
        pairwiseThreshold: '25',
        challengeHours: 48,
        poolAmount: '600',
      });
      for (const campaignId of campaignIds) {
        const [creator] = await db
          .select({ id: campaigns.creatorId })
          .from(campaigns)
          .where(eq(campaigns.id, campaignId));
        const application = await applyToRound(bench.deps, creator!, round.id, { campaignId });
        await decideRoundApplication(bench.deps, moderator.id, round.id, application.id, { accepted: true });
      }
      const pool = roundPoolAddress(round, bench.context.chain.deployment)!;
      return { round, pool, moderatorId: moderator.id };
    },
  };
  return bench;
}
