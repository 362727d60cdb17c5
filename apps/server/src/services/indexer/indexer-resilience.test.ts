import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { type AnvilHandle, findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import { campaignFactoryAbi, campaignVaultAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, getAddress, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../../chain/deployment';
import { registryOf } from '../../chain/registry';
import { campaigns, indexerState, users } from '../../db/schema';
import {
  campaignTotals,
  createCampaign,
  donationsOf,
  rpcCall,
  sendToken,
  testIndexer,
} from '../../test/chain-kit';
import { createTestContext } from '../../test/test-app';
import { listOwnWithdrawals } from '../withdrawals/withdrawal-history';
import type { DonationIndexer, IndexerOptions } from './donation-indexer';

type Context = Awaited<ReturnType<typeof createTestContext>>;

// Reorganisations rewrite the chain, so this file runs its own anvil rather than the shared one.
describe('DonationIndexer on a chain that misbehaves', () => {
  let dir: string;
  let anvil: AnvilHandle;
  let deploymentFile: string;
  let context: Context;
  let kit: DevChainClients;
  let usdt: Address;
  const indexers: DonationIndexer[] = [];

  function startIndexer(overrides: Partial<IndexerOptions> = {}, on: Context = context): DonationIndexer {
    const indexer = testIndexer(on, overrides);
    indexers.push(indexer);
    indexer.start();
    return indexer;
  }

  const rpc = (method: string, params: unknown[]) => rpcCall(anvil.rpcUrl, method, params);

  /** A signed USDT transfer, so the very same transaction can be re-included by a reorg. */
  async function signTransfer(from: number, to: Address, amount: bigint): Promise<Hex> {
    const wallet = kit.wallet(from);
    const request = await wallet.prepareTransactionRequest({
      to: usdt,
      data: encodeFunctionData({ abi: testUsdtAbi, functionName: 'transfer', args: [to, amount] }),
    });
    return wallet.signTransaction(request);
  }

  async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cv-indexer-'));
    anvil = await startAnvil({ port: await findFreePort(), quiet: true });
    deploymentFile = join(dir, 'deployment.json');
    await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file: deploymentFile });
    context = await createTestContext({ CHAIN_RPC_URL: anvil.rpcUrl, DEPLOYMENT_FILE: deploymentFile });
    kit = devChainClients(anvil.rpcUrl);
    usdt = findToken(context.chain.deployment, 'USDT')!.address;
  });
  afterAll(async () => {
    await Promise.all(indexers.map((indexer) => indexer.stop()));
    await context?.close();
    await anvil?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('undoes a donation whose block a reorganisation dropped, and lowers the totals', async () => {
    const indexer = startIndexer();
    const campaign = await createCampaign(context.database.db, context.chain);
    await sendToken(kit, 4, usdt, campaign.vault, 10_000_000n);
    const dropped = await sendToken(kit, 5, usdt, campaign.vault, 20_000_000n);
    await indexer.waitForBlock(dropped.blockNumber);
    expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
      raisedAmount: 30_000_000n,
      donorCount: 2,
    });

    await rpc('anvil_reorg', [1, []]);
    await eventually(
      async () => (await donationsOf(context.database.db, campaign.id)).length === 1,
      'the dropped donation to disappear',
    );
    expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
      raisedAmount: 10_000_000n,
      donorCount: 1,
    });
    await indexer.stop();
  });

  it('undoes a withdrawal whose block a reorganisation dropped, and its history row with it', async () => {
    const indexer = startIndexer();
    const campaign = await createCampaign(context.database.db, context.chain, { creatorAccount: 7 });
    await sendToken(kit, 4, usdt, campaign.vault, 10_000_000n);
    const owner = kit.wallet(7);
    await kit.mined(
      owner.writeContract({
        address: context.chain.deployment.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'deployVault',
        args: [BigInt(campaign.id), campaign.owner],
      }),
    );
    const withdrawn = await kit.mined(
      owner.writeContract({
        address: campaign.vault,
        abi: campaignVaultAbi,
        functionName: 'withdraw',
        args: [usdt, 4_000_000n, campaign.owner],
      }),
    );
    await indexer.waitForBlock(withdrawn.blockNumber);
    const [row] = await context.database.db
      .select({ creatorId: campaigns.creatorId, walletAddress: users.walletAddress })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.creatorId))
      .where(eq(campaigns.id, campaign.id));
    const history = () =>
      listOwnWithdrawals(context.database.db, registryOf(context.chain), {
        id: row!.creatorId,
        walletAddress: getAddress(row!.walletAddress),
      });
    expect(await history()).toContainEqual(
      expect.objectContaining({
        transactionHash: withdrawn.transactionHash,
        status: 'completed',
        fee: '0.1',
      }),
    );

    await rpc('anvil_reorg', [1, []]);
    await eventually(
      async () => !(await history()).some((each) => each.transactionHash === withdrawn.transactionHash),
      'the dropped withdrawal to leave the history',
    );
    await indexer.stop();
  });

  it('records a transaction re-included in another block exactly once', async () => {
    const indexer = startIndexer();
    const campaign = await createCampaign(context.database.db, context.chain);
    const raw = await signTransfer(6, campaign.vault, 5_000_000n);
    const hash = (await rpc('eth_sendRawTransaction', [raw])) as Hex;
    const receipt = await kit.publicClient.waitForTransactionReceipt({ hash });
    await indexer.waitForBlock(receipt.blockNumber);
    await rpc('evm_mine', []);
    const firstBlock = (await donationsOf(context.database.db, campaign.id))[0]!.blockNumber;

    // Replace the last two blocks; the same signed transaction lands in the first new one.
    await rpc('anvil_reorg', [2, [[raw, 0]]]);
    const moved = await kit.publicClient.getTransactionReceipt({ hash });
    expect(moved.blockHash).not.toBe(receipt.blockHash);
    await eventually(async () => {
      const rows = await donationsOf(context.database.db, campaign.id);
      return rows.length === 1 && rows[0]!.blockHash === moved.blockHash;
    }, 'the donation to move to its new block');
    const rows = await donationsOf(context.database.db, campaign.id);
    expect(rows.map((row) => [row.txHash, row.blockNumber])).toEqual([[hash, moved.blockNumber]]);
    expect(firstBlock).toBe(receipt.blockNumber);
    expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
      raisedAmount: 5_000_000n,
      donorCount: 1,
    });
    await indexer.stop();
  });

  it('neither loses nor double-counts across a stop mid-backfill and a replay from an old checkpoint', async () => {
    const campaign = await createCampaign(context.database.db, context.chain);
    let last = 0n;
    for (let i = 0; i < 12; i++) {
      last = (await sendToken(kit, 4 + (i % 3), usdt, campaign.vault, 1_000_000n + BigInt(i))).blockNumber;
    }
    const expected = { raisedAmount: 12_000_000n + 66n, donorCount: 3 };

    const first = startIndexer({ maxRange: 1 });
    await first.waitForBlock(last - 6n);
    await first.stop();
    expect((await donationsOf(context.database.db, campaign.id)).length).toBeLessThan(12);

    const second = startIndexer();
    await second.waitForBlock(last);
    await second.stop();
    expect((await donationsOf(context.database.db, campaign.id)).length).toBe(12);
    expect(await campaignTotals(context.database.db, campaign.id)).toEqual(expected);

    // As if the process died after reading ahead: everything from here is read a second time.
    await context.database.db
      .update(indexerState)
      .set({ checkpointBlock: last - 8n })
      .where(eq(indexerState.chainId, context.chain.chainId));
    const third = startIndexer();
    await third.waitForBlock(last);
    expect((await donationsOf(context.database.db, campaign.id)).length).toBe(12);
    expect(await campaignTotals(context.database.db, campaign.id)).toEqual(expected);
    await third.stop();
  });

  it('retries an RPC that fails, times out and refuses large ranges, and skips nothing', async () => {
    const fresh = await createTestContext({
      CHAIN_RPC_URL: anvil.rpcUrl,
      DEPLOYMENT_FILE: deploymentFile,
    });
    const proxy = await startFlakyProxy(anvil.rpcUrl, {
      failFirst: 3,
      hangOnce: true,
      maxLogRange: 3,
      noTrace: false,
    });
    try {
      const campaign = await createCampaign(fresh.database.db, fresh.chain);
      let last = 0n;
      for (let i = 0; i < 8; i++) {
        last = (await sendToken(kit, 7, usdt, campaign.vault, 2_000_000n)).blockNumber;
      }
      const indexer = startIndexer({ rpcUrl: proxy.url, rpcTimeoutMs: 500, maxRange: 64 }, fresh);
      await indexer.waitForBlock(last, 30_000);
      await indexer.stop();
      expect((await donationsOf(fresh.database.db, campaign.id)).length).toBe(8);
      expect(await campaignTotals(fresh.database.db, campaign.id)).toEqual({
        raisedAmount: 16_000_000n,
        donorCount: 1,
      });
      expect(proxy.stats).toMatchObject({ failed: 3, hung: 1 });
      expect(proxy.stats.refusedRanges).toBeGreaterThan(0);
    } finally {
      await proxy.close();
      await fresh.close();
    }
  });

  it('finds native-coin payments in block receipts when the node has no trace_filter', async () => {
    const fresh = await createTestContext({
      CHAIN_RPC_URL: anvil.rpcUrl,
      DEPLOYMENT_FILE: deploymentFile,
    });
    const proxy = await startFlakyProxy(anvil.rpcUrl, {
      failFirst: 0,
      hangOnce: false,
      maxLogRange: 10_000,
      noTrace: true,
    });
    try {
      const campaign = await createCampaign(fresh.database.db, fresh.chain);
      const receipt = await kit.mined(
        kit.wallet(8).sendTransaction({ to: campaign.vault, value: 10n ** 17n }),
      );
      const indexer = startIndexer({ rpcUrl: proxy.url }, fresh);
      await indexer.waitForBlock(receipt.blockNumber, 30_000);
      await indexer.stop();
      const rows = await donationsOf(fresh.database.db, campaign.id);
      expect(rows.map((row) => [row.txHash, row.currency, row.amount, row.logIndex])).toEqual([
        [receipt.transactionHash, 'ETH', 10n ** 17n, -1],
      ]);
      expect(proxy.stats.refusedTraces).toBeGreaterThan(0);
    } finally {
      await proxy.close();
      await fresh.close();
    }
  });
});

interface RpcCall {
  id: number;
  method: string;
  params: { fromBlock: Hex; toBlock: Hex }[];
}

/** A JSON-RPC proxy that answers 500 to the first `failFirst` requests, never answers one
 *  request (the client's timeout fires), and refuses eth_getLogs over more than `maxLogRange`
 *  blocks the way hosted nodes do; with `noTrace`, it has no trace_filter, like geth. */
async function startFlakyProxy(
  target: string,
  options: { failFirst: number; hangOnce: boolean; maxLogRange: number; noTrace: boolean },
): Promise<{
  url: string;
  stats: { failed: number; hung: number; refusedRanges: number; refusedTraces: number };
  close(): Promise<void>;
}> {
  const stats = { failed: 0, hung: 0, refusedRanges: 0, refusedTraces: 0 };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    if (stats.failed < options.failFirst) {
      stats.failed += 1;
      response.writeHead(500).end('upstream unavailable');
      return;
    }
    if (options.hangOnce && stats.hung === 0) {
      stats.hung += 1;
      return; // never answered: the client times out
    }
    const parsed = JSON.parse(body) as RpcCall | RpcCall[];
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    const refused = new Set(
      calls
        .filter(
          (call) =>
            call.method === 'eth_getLogs' &&
            BigInt(call.params[0]!.toBlock) - BigInt(call.params[0]!.fromBlock) + 1n >
              BigInt(options.maxLogRange),
        )
        .map((call) => call.id),
    );
    stats.refusedRanges += refused.size;
    const untraced = new Set(
      options.noTrace ? calls.filter((call) => call.method === 'trace_filter').map((call) => call.id) : [],
    );
    stats.refusedTraces += untraced.size;
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const answers = (await upstream.json()) as { id: number }[] | { id: number };
    const rewrite = (answer: { id: number }) =>
      untraced.has(answer.id)
        ? { jsonrpc: '2.0', id: answer.id, error: { code: -32601, message: 'Method not found' } }
        : refused.has(answer.id)
          ? {
              jsonrpc: '2.0',
              id: answer.id,
              error: { code: -32005, message: 'query returned more than 10000 results' },
            }
          : answer;
    const out = Array.isArray(answers) ? answers.map(rewrite) : rewrite(answers);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
