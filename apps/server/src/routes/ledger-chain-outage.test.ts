import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { EXPORT_RANGE } from '@crowdvault/shared/api/export-range';
import {
  type CampaignLedger,
  LEDGER_CSV_COLUMNS,
  type PlatformReconciliation,
  type TransparencySummary,
} from '@crowdvault/shared/api/transparency';
import type { FastifyInstance } from 'fastify';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeCampaignTotals, upsertDonations } from '../services/donations/donation-store';
import { createCampaign, indexUpTo, sendToken } from '../test/chain-kit';
import { parseCsv } from '../test/csv';
import { fundedAccount } from '../test/ledger-kit';
import { proxiedChain, type RpcProxy } from '../test/rpc-proxy';
import { createTestApp, createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const USDT = 10n ** 6n;
const L2_ID = 31_338;

/** Issue 26, item 16, and decision 060: a second chain whose node accepts connections and never
 *  answers. Every public read that touches it answers within seconds, its part marked unavailable,
 *  while the other chain's part and everything the database knows are answered as usual. */
describe('the public ledger, transparency and gasless status while one chain is stopped', () => {
  let context: Context;
  let app: FastifyInstance;
  let kit: DevChainClients;
  let stopped: RpcProxy;
  let campaign: { id: number; vault: Address };
  const l2Tx = `0x${'ab'.repeat(32)}` as const;

  beforeAll(async () => {
    context = await createTestContext();
    kit = devChainClients(context.chain.rpcUrls[0]!);
    const l2 = await proxiedChain(context.chain, null, {
      chainId: L2_ID,
      name: 'Stopped L2',
      deployment: {
        ...context.chain.deployment,
        chainId: L2_ID,
        // As on the embedded stack's second chain: USDT with 18 decimals at the same address.
        tokens: context.chain.deployment.tokens.map((token) =>
          token.symbol === 'USDT' ? { ...token, decimals: 18 } : token,
        ),
      },
    });
    stopped = l2.proxy;
    app = await createTestApp(context, { chains: [context.chain, l2.chain] });

    const funder = await fundedAccount(kit, context, { usdt: 100n * USDT });
    campaign = await createCampaign(context.database.db, context.chain);
    const sent = await sendToken(kit, funder.key, funder.usdt, campaign.vault, 30n * USDT);
    await indexUpTo(context, sent.blockNumber);
    // What the L2's indexer recorded before its node stopped: 12.5 USDT at 18 decimals.
    await context.database.db.transaction(async (tx) => {
      await upsertDonations(tx, [
        {
          campaignId: campaign.id,
          donorAddress: funder.address.toLowerCase(),
          chainId: L2_ID,
          tokenAddress: funder.usdt.toLowerCase(),
          currency: 'USDT',
          amount: 12_500_000_000_000_000_000n,
          tokenDecimals: 18,
          countedAmount: 12_500_000n,
          txHash: l2Tx,
          logIndex: 0,
          blockNumber: 7n,
          blockHash: `0x${'cd'.repeat(32)}`,
          createdAt: new Date(),
        },
      ]);
      await recomputeCampaignTotals(tx, [campaign.id]);
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await stopped?.close();
    await context?.close();
  });

  async function timedGet(url: string) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    return { response, ms: performance.now() - started };
  }

  it("answers the campaign ledger in seconds with both chains' entries and the stopped chain's part unavailable", async () => {
    const { response, ms } = await timedGet(`/api/campaigns/${campaign.id}/ledger`);
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(6_000);
    const ledger: CampaignLedger = response.json();
    expect(ledger.entries.map((entry) => [entry.chainId, entry.amount, entry.decimals]).sort()).toEqual([
      [context.chain.chainId, '30', 6],
      [L2_ID, '12.5', 18],
    ]);
    expect(ledger.chains.map((part) => part.chainId)).toEqual([context.chain.chainId, L2_ID]);
    const [primary, l2] = ledger.chains;
    expect(primary!.unavailable).toBeNull();
    expect(primary!.reconciliation!.lines.find((line) => line.symbol === 'USDT')).toMatchObject({
      donated: '30',
      onChain: '30',
      status: 'ok',
    });
    expect(l2!.reconciliation).toBeNull();
    expect(l2!.unavailable).toBe(
      'Stopped L2 did not answer within 3 s: its balances cannot be shown right now.',
    );
  });

  it('answers the transparency figures in seconds, summed exactly over both chains', async () => {
    const { response, ms } = await timedGet('/api/transparency');
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(6_000);
    const summary: TransparencySummary = response.json();
    expect(summary.totalRaisedUsd).toBe('42.5');
    expect(summary.donationCount).toBe(2);
    const [primary, l2] = summary.chains;
    expect(primary).toMatchObject({
      chainId: context.chain.chainId,
      totalRaisedUsd: '30',
      unavailable: null,
    });
    expect(primary!.indexer.headBlock).not.toBeNull();
    expect(l2).toMatchObject({ chainId: L2_ID, totalRaisedUsd: '12.5', donationCount: 1 });
    expect(l2!.tokens.find((token) => token.symbol === 'USDT')).toMatchObject({
      raised: '12.5',
      decimals: 18,
      treasuryBalance: null,
    });
    expect(l2!.indexer.headBlock).toBeNull();
    expect(l2!.unavailable).toMatch(/^Stopped L2 did not answer/);
  });

  it('answers the cross-vault reconciliation in seconds with the stopped chain unavailable', async () => {
    const { response, ms } = await timedGet('/api/transparency/reconciliation');
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(6_000);
    const platform: PlatformReconciliation = response.json();
    expect(platform.chains[0]).toMatchObject({ chainId: context.chain.chainId, unavailable: null });
    expect(platform.chains[0]!.reconciliation!.lines.find((line) => line.symbol === 'USDT')).toMatchObject({
      expected: '30',
      onChain: '30',
    });
    expect(platform.chains[1]).toMatchObject({ chainId: L2_ID, reconciliation: null });
    expect(platform.chains[1]!.unavailable).toMatch(/^Stopped L2 did not answer/);
  });

  it('exports both chains in the ledger CSV, each row naming its network', async () => {
    // Every day an export may name: the chain's clock (block times) may run ahead of this one's, and
    // a run near midnight UTC dated the chain's gift tomorrow.
    const response = await app.inject({
      method: 'GET',
      url: `/api/transparency/ledger.csv?from=${EXPORT_RANGE.first}&to=${EXPORT_RANGE.last}`,
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...LEDGER_CSV_COLUMNS]);
    const column = (name: (typeof LEDGER_CSV_COLUMNS)[number]) => header!.indexOf(name);
    expect(
      rows.map((row) => [row[column('chain_id')], row[column('network')], row[column('amount')]]),
    ).toEqual([
      [String(context.chain.chainId), context.chain.name, '30'],
      [String(L2_ID), 'Stopped L2', '12.5'],
    ]);
  });

  it('says the network is not answering, not that the relayer is low on funds, in the gasless status', async () => {
    const { response, ms } = await timedGet(`/api/donations/gasless?chainId=${L2_ID}`);
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(6_000);
    expect(response.json()).toMatchObject({
      available: false,
      reason:
        'Donating without gas is unavailable right now: Stopped L2 is not answering. Please try again in a moment.',
      tokens: [],
    });
  });
});
