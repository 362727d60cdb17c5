import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { testContract } from '@crowdvault/contracts/test/test-contracts';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../../chain/deployment';
import {
  campaignTotals,
  createCampaign,
  deployUnlistedToken,
  donationsOf,
  sendToken,
  testIndexer,
} from '../../test/chain-kit';
import { createTestContext } from '../../test/test-app';
import { useTestContext } from '../../test/use-test-app';
import { DonationEvents } from '../donations/events';
import { DonationIndexer } from './donation-indexer';

describe('DonationIndexer', () => {
  let kit: DevChainClients;
  let indexer: DonationIndexer;
  const events = new DonationEvents();
  let usdt: Address;
  let dai: Address;

  const fixture = useTestContext();
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
    dai = findToken(fixture.context.chain.deployment, 'DAI')!.address;
    indexer = testIndexer(fixture.context, { events });
    indexer.start();
  });
  afterAll(async () => {
    await indexer.stop();
  });

  it('records a transfer of the USDT look-alike (no return value) into a vault not yet deployed', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const seen: number[] = [];
    const unsubscribe = events.subscribe((event) => seen.push(event.campaign.id));
    const receipt = await sendToken(kit, 4, usdt, campaign.vault, 25_000_000n);
    await indexer.waitForBlock(receipt.blockNumber);
    unsubscribe();

    const [donation] = await donationsOf(fixture.context.database.db, campaign.id);
    expect(donation).toMatchObject({
      donorAddress: kit.wallet(4).account.address.toLowerCase(),
      currency: 'USDT',
      amount: 25_000_000n,
      tokenDecimals: 6,
      txHash: receipt.transactionHash,
      isAnonymous: true,
      blockNumber: receipt.blockNumber,
    });
    expect(await campaignTotals(fixture.context.database.db, campaign.id)).toEqual({
      raisedAmount: 25_000_000n,
      donorCount: 1,
    });
    expect(seen).toContain(campaign.id);
  });

  it('counts DAI (18 decimals) toward a USDT campaign exactly, truncating dust', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    await sendToken(kit, 4, usdt, campaign.vault, 1_000_000n);
    const receipt = await sendToken(kit, 5, dai, campaign.vault, 2_500_000_000_000_999_999n);
    await indexer.waitForBlock(receipt.blockNumber);
    expect(await campaignTotals(fixture.context.database.db, campaign.id)).toEqual({
      raisedAmount: 3_500_000n,
      donorCount: 2,
    });
  });

  it('ignores other tokens, zero-value transfers and transfers to other addresses', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const otherToken = await deployUnlistedToken(kit, 4);
    await sendToken(kit, 4, otherToken, campaign.vault, 5_000_000n);
    await sendToken(kit, 4, usdt, campaign.vault, 0n);
    const last = await sendToken(kit, 4, usdt, kit.wallet(6).account.address, 7_000_000n);
    await indexer.waitForBlock(last.blockNumber);
    expect(await donationsOf(fixture.context.database.db, campaign.id)).toEqual([]);
    expect(await campaignTotals(fixture.context.database.db, campaign.id)).toEqual({
      raisedAmount: 0n,
      donorCount: 0,
    });
  });

  /** Dev account `from` deploys a BatchPay, gives it 10 USDT and calls `functionName` on it: token
   *  transfers a contract makes, several in one transaction or in one that reverts. The gas is
   *  fixed, as an estimate of a reverting call fails. */
  async function fromBatchPay(from: number, functionName: 'pay' | 'payAndRevert', args: unknown[]) {
    const { abi, bytecode } = testContract('BatchPay');
    const deployed = await kit.mined(kit.wallet(from).deployContract({ abi, bytecode }));
    const batch = deployed.contractAddress!;
    await sendToken(kit, from, usdt, batch, 10_000_000n);
    return kit.mined(
      kit.wallet(from).writeContract({ address: batch, abi, functionName, args, gas: 200_000n }),
    );
  }

  it('records two transfers in one transaction as two donations', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const receipt = await fromBatchPay(5, 'pay', [usdt, campaign.vault, 3_000_000n, 4_000_000n]);
    await indexer.waitForBlock(receipt.blockNumber);
    const rows = await donationsOf(fixture.context.database.db, campaign.id);
    expect(rows.map((row) => [row.txHash, row.amount])).toEqual([
      [receipt.transactionHash, 3_000_000n],
      [receipt.transactionHash, 4_000_000n],
    ]);
    expect(rows[0]!.logIndex).not.toBe(rows[1]!.logIndex);
    // Both come from the batch contract: one donor.
    expect(await campaignTotals(fixture.context.database.db, campaign.id)).toEqual({
      raisedAmount: 7_000_000n,
      donorCount: 1,
    });
  });

  it('records the native coin without counting it toward the goal', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const wallet = kit.wallet(6);
    await kit.mined(wallet.sendTransaction({ to: campaign.vault, value: parseEther('1') }));
    const receipt = await kit.mined(wallet.sendTransaction({ to: campaign.vault, value: parseEther('0.5') }));
    await indexer.waitForBlock(receipt.blockNumber);
    const rows = await donationsOf(fixture.context.database.db, campaign.id);
    expect(rows.map((row) => [row.currency, row.amount, row.logIndex, row.countedAmount])).toEqual([
      ['ETH', parseEther('1'), -1, 0n],
      ['ETH', parseEther('0.5'), -1, 0n],
    ]);
    // The donor count counts the donations the total counts (decision 045): native coin neither.
    expect(await campaignTotals(fixture.context.database.db, campaign.id)).toEqual({
      raisedAmount: 0n,
      donorCount: 0,
    });
  });

  it('does not record a transfer whose transaction reverted', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const receipt = await fromBatchPay(7, 'payAndRevert', [usdt, campaign.vault, 3_000_000n]);
    expect(receipt.status).toBe('reverted');
    await indexer.waitForBlock(receipt.blockNumber);
    expect(await donationsOf(fixture.context.database.db, campaign.id)).toEqual([]);
  });

  it('waits as long as a 429 Retry-After asks before calling that RPC again, then records what it missed', async () => {
    // The node answers its first request 429 "come back in 2 s", then passes everything on.
    const arrivals: number[] = [];
    const proxy = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      arrivals.push(Date.now());
      if (arrivals.length === 1) {
        response.writeHead(429, { 'retry-after': '2' }).end('rate limited');
        return;
      }
      const upstream = await fetch(fixture.context.chain.rpcUrls[0]!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
    // A database of its own: this file's indexer records the same chain into the shared one.
    const fresh = await createTestContext();
    const limited = new DonationIndexer({
      db: fresh.database.db,
      chainId: fresh.chain.chainId,
      deployment: fresh.chain.deployment,
      rpcUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      confirmations: 0,
      // Without the header the retry would come after 100 ms.
      pollIntervalMs: 50,
    });
    try {
      const campaign = await createCampaign(fresh.database.db, fresh.chain);
      const receipt = await sendToken(kit, 4, usdt, campaign.vault, 3_000_000n);
      limited.start();
      await limited.waitForBlock(receipt.blockNumber, 15_000);
      expect(arrivals.length).toBeGreaterThan(1);
      expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(1_950);
      expect(await donationsOf(fresh.database.db, campaign.id)).toHaveLength(1);
    } finally {
      await limited.stop();
      await fresh.close();
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });

  it('reports its lag in blocks', async () => {
    const head = await kit.publicClient.getBlockNumber();
    await indexer.waitForBlock(head);
    expect(indexer.lagBlocks).toBeLessThanOrEqual(1);
  });
});
