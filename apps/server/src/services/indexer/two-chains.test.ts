import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { type AnvilHandle, findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import type { HealthResponse } from '@crowdvault/shared/api/health';
import type { FastifyInstance } from 'fastify';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { ChainContext } from '../../chain/context';
import { findToken } from '../../chain/deployment';
import { connectChains, registryOf } from '../../chain/registry';
import { predictVaultAddress } from '../../chain/vault-address';
import { resolveSecrets } from '../../secrets';
import { CHAIN_B } from '../../test/chain-b';
import {
  anvilChainEntry,
  campaignTotals,
  createCampaign,
  donationsOf,
  rpcCall,
  sendToken,
} from '../../test/chain-kit';
import { createTestContext } from '../../test/test-app';
import { DonationIndexer, type IndexerOptions } from './donation-indexer';

type Context = Awaited<ReturnType<typeof createTestContext>>;

const USDT_A = (whole: bigint, cents: bigint) => whole * 10n ** 6n + cents * 10n ** 4n;
const USDT_B = (whole: bigint, cents: bigint) => whole * 10n ** 18n + cents * 10n ** 16n;
/** "The usual time" from a transfer's receipt to its donation row (issue 6's p95 target). */
const USUAL_MS = 2_000;

// Chain A is the suite's shared anvil (31337, 6-decimal USDT); chain B is this file's own anvil
// (31338, 18-decimal USDT at the same address), because the tests reorganise it, stop it for a
// minute and put a failing RPC in front of it. One indexer per chain on one database, as
// server.ts runs them (decision 060).
describe('two chains, one indexer each', () => {
  let dir: string;
  let anvilB: AnvilHandle;
  let portB: number;
  let stateB: string;
  let context: Context;
  let chainA: ChainContext;
  let chainB: ChainContext;
  let kitA: DevChainClients;
  let kitB: DevChainClients;
  let usdt: Address;
  let app: FastifyInstance;
  let running: DonationIndexer[] = [];

  function startIndexer(chain: ChainContext, overrides: Partial<IndexerOptions> = {}): DonationIndexer {
    const indexer = new DonationIndexer({
      db: context.database.db,
      chainId: chain.chainId,
      deployment: chain.deployment,
      accounting: chainA.deployment,
      rpcUrl: chain.rpcUrls,
      confirmations: 0,
      pollIntervalMs: 100,
      ...overrides,
    });
    running.push(indexer);
    indexer.start();
    return indexer;
  }

  async function stopIndexers(): Promise<void> {
    await Promise.all(running.map((indexer) => indexer.stop()));
    running = [];
  }

  async function eventually(
    check: () => Promise<boolean>,
    what: string,
    timeoutMs = 10_000,
  ): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - started;
  }

  async function startChainB(): Promise<void> {
    anvilB = await startAnvil({ port: portB, chainId: CHAIN_B.chainId, stateFile: stateB, quiet: true });
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cv-two-chains-'));
    portB = await findFreePort();
    stateB = join(dir, 'anvil-b.json');
    await startChainB();
    const deploymentFileB = join(dir, 'deployment-b.json');
    await ensureDevDeployment({
      rpcUrl: anvilB.rpcUrl,
      file: deploymentFileB,
      tokenDecimals: CHAIN_B.tokenDecimals,
    });
    context = await createTestContext();
    chainA = context.chain;
    ({ primary: chainB } = await connectChains(
      [{ ...anvilChainEntry(anvilB.rpcUrl, deploymentFileB), wsUrl: `ws://127.0.0.1:${portB}` }],
      { bootCheck: false },
    ));
    kitA = devChainClients(chainA.rpcUrls[0]!);
    kitB = devChainClients(anvilB.rpcUrl, { chainId: CHAIN_B.chainId });
    usdt = findToken(chainA.deployment, 'USDT')!.address;
    app = await buildApp({
      env: context.env,
      db: context.database.db,
      chains: registryOf(chainA, chainB),
      secrets: await resolveSecrets(context.env, true),
      indexerStatus: () => running,
    });
  });
  afterEach(stopIndexers);
  afterAll(async () => {
    await app?.close();
    await context?.close();
    await anvilB?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('has one vault address on both chains, records a gift on each once with its chain, and raises their exact sum', async () => {
    const campaign = await createCampaign(context.database.db, chainA);
    expect(await predictVaultAddress(chainB, campaign.id, campaign.owner)).toBe(campaign.vault);
    expect(findToken(chainB.deployment, 'USDT')!).toMatchObject({ address: usdt, decimals: 18 });

    const [indexerA, indexerB] = [startIndexer(chainA), startIndexer(chainB)];
    const onA = await sendToken(kitA, 4, usdt, campaign.vault, USDT_A(12n, 50n));
    const onB = await sendToken(kitB, 5, usdt, campaign.vault, USDT_B(7n, 25n) + 123n); // + dust below 10^-6
    await Promise.all([indexerA.waitForBlock(onA.blockNumber), indexerB.waitForBlock(onB.blockNumber)]);

    // Read again from the start: still one row per transfer.
    await stopIndexers();
    const again = [startIndexer(chainA), startIndexer(chainB)];
    await Promise.all([again[0]!.waitForBlock(onA.blockNumber), again[1]!.waitForBlock(onB.blockNumber)]);
    const rows = await donationsOf(context.database.db, campaign.id);
    expect(
      rows
        .map((row) => [row.chainId, row.txHash, row.amount, row.tokenDecimals, row.countedAmount])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [31337, onA.transactionHash, USDT_A(12n, 50n), 6, USDT_A(12n, 50n)],
      [31338, onB.transactionHash, USDT_B(7n, 25n) + 123n, 18, USDT_A(7n, 25n)],
    ]);
    // 12.50 on one chain + 7.25 on the other, in USDT's accounting decimals (6): exactly 19.75.
    expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
      raisedAmount: USDT_A(19n, 75n),
      donorCount: 2,
    });
    await stopIndexers();
  });

  it("undoes only chain B's donation when chain B reorganises", async () => {
    const campaign = await createCampaign(context.database.db, chainA);
    const [indexerA, indexerB] = [startIndexer(chainA), startIndexer(chainB)];
    const onA = await sendToken(kitA, 6, usdt, campaign.vault, USDT_A(3n, 0n));
    const onB = await sendToken(kitB, 6, usdt, campaign.vault, USDT_B(4n, 0n));
    await Promise.all([indexerA.waitForBlock(onA.blockNumber), indexerB.waitForBlock(onB.blockNumber)]);
    expect((await campaignTotals(context.database.db, campaign.id)).raisedAmount).toBe(USDT_A(7n, 0n));

    // B's last block (the donation's) is replaced by an empty one.
    await rpcCall(anvilB.rpcUrl, 'anvil_reorg', [1, []]);
    await eventually(
      async () => (await donationsOf(context.database.db, campaign.id)).length === 1,
      "B's donation to be undone",
    );
    const rows = await donationsOf(context.database.db, campaign.id);
    expect(rows.map((row) => [row.chainId, row.txHash])).toEqual([[31337, onA.transactionHash]]);
    expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
      raisedAmount: USDT_A(3n, 0n),
      donorCount: 1,
    });
    expect(indexerB.reorgsSeen).toBe(1);
    expect(indexerA.reorgsSeen).toBe(0);
    await stopIndexers();
  });

  it("keeps recording chain A while chain B's node is gone for a minute, shows B degraded, and records every B transfer once when it is back", async () => {
    const campaign = await createCampaign(context.database.db, chainA);
    const [indexerA, indexerB] = [startIndexer(chainA), startIndexer(chainB, { wsUrl: chainB.wsUrl })];
    const first = await sendToken(kitB, 7, usdt, campaign.vault, USDT_B(1n, 0n));
    await indexerB.waitForBlock(first.blockNumber);
    await eventually(async () => indexerB.subscribed, "chain B's newHeads subscription");
    // One more, sent just before the node goes: recorded before or after the outage, once.
    const justBefore = await sendToken(kitB, 7, usdt, campaign.vault, USDT_B(2n, 0n));
    await anvilB.stop();

    const outageEnds = Date.now() + 60_000;
    const latencies: number[] = [];
    let sentOnA = 0;
    let degradedSeen = false;
    while (Date.now() < outageEnds) {
      await sendToken(kitA, 8, usdt, campaign.vault, USDT_A(1n, 0n));
      sentOnA += 1;
      latencies.push(
        await eventually(
          async () =>
            (await donationsOf(context.database.db, campaign.id)).filter((row) => row.chainId === 31337)
              .length === sentOnA,
          `A's donation ${sentOnA}`,
          USUAL_MS,
        ),
      );
      if (!degradedSeen && indexerB.lastError !== null) {
        const health = (await app.inject({ method: 'GET', url: '/api/health' })).json<HealthResponse>();
        expect(health.status).toBe('ok');
        expect(health.chains.map((chain) => [chain.chainId, chain.status])).toEqual([
          [31337, 'ok'],
          [31338, 'degraded'],
        ]);
        const b = health.chains[1]!;
        expect(b.lastError).toBeTruthy();
        expect(b.checkpointBlock).not.toBeNull();
        expect(b.newHeads).toBe('polling');
        degradedSeen = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 4_000));
    }
    expect(degradedSeen).toBe(true);
    expect(indexerA.lastError).toBeNull();
    expect(Math.max(...latencies)).toBeLessThan(USUAL_MS);

    await startChainB();
    const after = await sendToken(kitB, 7, usdt, campaign.vault, USDT_B(3n, 0n));
    await indexerB.waitForBlock(after.blockNumber, 60_000);
    await eventually(async () => indexerB.lastError === null, 'chain B to recover');
    const onB = (await donationsOf(context.database.db, campaign.id)).filter((row) => row.chainId === 31338);
    expect(onB.map((row) => row.txHash).sort()).toEqual(
      [first.transactionHash, justBefore.transactionHash, after.transactionHash].sort(),
    );
    expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
      raisedAmount: USDT_A(6n + BigInt(sentOnA), 0n),
      donorCount: 2,
    });
    await stopIndexers();
  }, 180_000);

  it("moves to chain B's next RPC URL when the first hangs or answers 429, and chain A is not delayed", async () => {
    const campaign = await createCampaign(context.database.db, chainA);
    for (const mode of ['hang', '429', '503'] as const) {
      const proxy = await startBadRpc(mode);
      try {
        const indexerA = startIndexer(chainA);
        const indexerB = startIndexer(chainB, { rpcUrl: [proxy.url, anvilB.rpcUrl], rpcTimeoutMs: 1_000 });
        const onB = await sendToken(kitB, 9, usdt, campaign.vault, USDT_B(1n, 0n));
        const onA = await sendToken(kitA, 9, usdt, campaign.vault, USDT_A(1n, 0n));
        const sentA = Date.now();
        await indexerA.waitForBlock(onA.blockNumber, USUAL_MS);
        expect(Date.now() - sentA).toBeLessThan(USUAL_MS);
        await indexerB.waitForBlock(onB.blockNumber, 20_000);
        expect(proxy.requests).toBeGreaterThan(0);
        expect(indexerB.rpcEndpoint).toEqual({ index: 1, count: 2 });
        await stopIndexers();
      } finally {
        await proxy.close();
      }
    }
    const rows = await donationsOf(context.database.db, campaign.id);
    expect(rows.filter((row) => row.chainId === 31338)).toHaveLength(3);
    expect(rows.filter((row) => row.chainId === 31337)).toHaveLength(3);
  }, 60_000);
});

/** An RPC URL that fails every request: never answers, or answers 429 or 503. */
async function startBadRpc(
  mode: 'hang' | '429' | '503',
): Promise<{ url: string; readonly requests: number; close(): Promise<void> }> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    request.resume();
    if (mode === 'hang') return;
    response
      .writeHead(Number(mode), { 'retry-after': '1' })
      .end(mode === '429' ? 'rate limited' : 'unavailable');
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
