import { readFile } from 'node:fs/promises';
import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { parseUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainContext } from '../chain/context';
import { findToken } from '../chain/deployment';
import { connectChains } from '../chain/registry';
import { aonContributions, donations } from '../db/schema';
import { DONATION_ERRORS } from '../services/donations/claim-donation';
import { DonationIndexer } from '../services/indexer/donation-indexer';
import { createAllOrNothingCampaign, donateToVault, indexToHead } from '../test/aon-kit';
import {
  anvilChainEntry,
  campaignTotals,
  createCampaign,
  dealToken,
  donationsOf,
  testChainB,
} from '../test/chain-kit';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext } from '../test/test-app';

// Issue 38 item 3 (decision 111): an all-or-nothing campaign's vault lives on chain A (31337); a
// plain transfer to its address on chain B (31338), where no vault exists, is no gift to it. Chain
// B is the suite's second anvil, 18-decimal USDT at the same address.

type Context = Awaited<ReturnType<typeof createTestContext>>;
const CREATOR_KEY = generatePrivateKey();

describe('an all-or-nothing campaign takes gifts only on its own chain', () => {
  let context: Context;
  let app: FastifyInstance;
  let chainB: ChainContext;
  let kitA: DevChainClients;
  let kitB: DevChainClients;
  let usdt: Address;
  let campaign: { id: number; vault: Address };
  let strayKey: Hex;
  let strayHash: Hex;
  let creatorAuth: { authorization: string };

  beforeAll(async () => {
    context = await createTestContext();
    const b = testChainB();
    ({ primary: chainB } = await connectChains([anvilChainEntry(b.rpcUrl, b.deploymentFile)], {
      bootCheck: false,
    }));
    kitA = devChainClients(context.chain.rpcUrls[0]!);
    kitB = devChainClients(b.rpcUrl, { chainId: b.chainId });
    usdt = findToken(context.chain.deployment, 'USDT')!.address;
    app = await createTestApp(context, { chains: [context.chain, chainB] });
    await app.ready();

    // 5 USDT counted by the vault on A; 2 USDT sent straight to the same address on B.
    const creator = await signIn(app, CREATOR_KEY);
    creatorAuth = bearer(creator);
    campaign = await createAllOrNothingCampaign(context.database.db, context.chain, kitA, {
      goal: '100',
      seconds: 3_600,
      creatorId: creator.user.id,
    });
    await donateToVault(kitA, campaign.vault, usdt, parseUnits('5', 6), generatePrivateKey());
    await indexToHead(context);
    strayKey = generatePrivateKey();
    const stray = privateKeyToAccount(strayKey).address;
    await kitB.testClient.setBalance({ address: stray, value: 10n ** 18n });
    await dealToken(kitB, usdt, stray, parseUnits('2', 18));
    const receipt = await kitB.mined(
      kitB.walletFor(strayKey).writeContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [campaign.vault, parseUnits('2', 18)],
      }),
    );
    strayHash = receipt.transactionHash;
  });
  afterAll(async () => {
    await app?.close();
    await context?.close();
  });

  async function indexChainB(): Promise<void> {
    const indexer = new DonationIndexer({
      db: context.database.db,
      chainId: chainB.chainId,
      deployment: chainB.deployment,
      accounting: context.chain.deployment,
      rpcUrl: chainB.rpcUrls,
      confirmations: 0,
      pollIntervalMs: 50,
    });
    indexer.start();
    await indexer.waitForBlock(await chainB.client.getBlockNumber({ cacheTime: 0 }), 60_000);
    await indexer.stop();
  }

  it('refuses to claim a transfer on another chain as a donation, naming both networks, and lists nothing', async () => {
    const auth = bearer(await signIn(app, strayKey));
    const response = await app.inject({
      method: 'POST',
      url: '/api/donations',
      headers: auth,
      payload: { campaignId: campaign.id, chainId: chainB.chainId, transactionHash: strayHash },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(
      DONATION_ERRORS.otherChainAllOrNothing(context.chain.name, chainB.name),
    );

    const listed = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/donations` });
    expect(
      listed.json().map((gift: { chainId: number; amount: string }) => [gift.chainId, gift.amount]),
    ).toEqual([[context.chain.chainId, '5']]);
    const page = (await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` })).json();
    expect(page.raisedAmount).toBe('5');
    expect(page.raisedByChain).toEqual([{ chainId: context.chain.chainId, raisedAmount: '5' }]);
    expect(page.allOrNothing).toMatchObject({ countedAmount: '5', uncountedAmount: '0' });
  });

  it("is not followed by the other chain's indexer, while a keep campaign's address there still is", async () => {
    const keep = await createCampaign(context.database.db, context.chain);
    const giver = generatePrivateKey();
    await kitB.testClient.setBalance({ address: privateKeyToAccount(giver).address, value: 10n ** 18n });
    await dealToken(kitB, usdt, privateKeyToAccount(giver).address, parseUnits('3', 18));
    await kitB.mined(
      kitB.walletFor(giver).writeContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [keep.vault, parseUnits('3', 18)],
      }),
    );
    await indexChainB();

    expect((await donationsOf(context.database.db, campaign.id)).map((row) => row.chainId)).toEqual([
      context.chain.chainId,
    ]);
    expect((await donationsOf(context.database.db, keep.id)).map((row) => row.chainId)).toEqual([
      chainB.chainId,
    ]);
    const page = (await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` })).json();
    expect(page.allOrNothing.uncountedAmount).toBe('0');

    // The ledger reconciles the vault on its own chain only: the 2 USDT at the address on B are
    // nobody's vault's, so no network shows a difference.
    const ledger = (await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/ledger` })).json();
    expect(ledger.chains.map((part: { chainId: number }) => part.chainId)).toEqual([context.chain.chainId]);
    expect(
      ledger.chains[0].reconciliation.lines.map((line: { status: string }) => line.status),
    ).not.toContain('mismatch');
    // Nor does the creator's wallet list offer the address on B, where nothing can be withdrawn.
    const wallets = (
      await app.inject({ method: 'GET', url: '/api/campaigns/me/wallets', headers: creatorAuth })
    ).json();
    const mine = wallets.find((vault: { campaignId: number }) => vault.campaignId === campaign.id);
    expect(mine.chains.map((part: { chainId: number }) => part.chainId)).toEqual([context.chain.chainId]);
    const platform = (await app.inject({ method: 'GET', url: '/api/transparency/reconciliation' })).json();
    const mismatched = platform.chains.flatMap((part: { mismatches: { campaignId: number }[] }) =>
      part.mismatches.map((row) => row.campaignId),
    );
    expect(mismatched).not.toContain(campaign.id);
  });

  it('forgets, by migration 0028, what was recorded for the address on another chain before, and counts again', async () => {
    const { db } = context.database;
    const place = {
      campaignId: campaign.id,
      chainId: chainB.chainId,
      txHash: `0x${'ab'.repeat(32)}`,
      logIndex: 0,
      blockNumber: 1n,
      blockHash: `0x${'cd'.repeat(32)}`,
    };
    const donor = '0x00000000000000000000000000000000000000b2';
    await db.insert(donations).values({
      ...place,
      donorAddress: donor,
      amount: parseUnits('2', 18),
      countedAmount: parseUnits('2', 6),
      currency: 'USDT',
      tokenAddress: usdt.toLowerCase(),
      tokenDecimals: 18,
    });
    await db.insert(aonContributions).values({
      ...place,
      donorAddress: donor,
      tokenAddress: usdt.toLowerCase(),
      amount: parseUnits('2', 18),
      countedAmount: parseUnits('2', 6),
      countedTotal: parseUnits('2', 18),
    });
    await db.execute(
      sql`update campaigns set raised_amount = 7000000, donor_count = 2 where id = ${campaign.id}`,
    );

    const migration = await readFile(
      new URL('../db/migrations/0028_all_or_nothing_only_on_its_chain.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect((await donationsOf(db, campaign.id)).map((row) => row.chainId)).toEqual([context.chain.chainId]);
    expect(await campaignTotals(db, campaign.id)).toEqual({
      raisedAmount: parseUnits('5', 6),
      donorCount: 1,
    });
    const page = (await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` })).json();
    expect(page.raisedByChain).toEqual([{ chainId: context.chain.chainId, raisedAmount: '5' }]);
    expect(page.allOrNothing).toMatchObject({ countedAmount: '5', uncountedAmount: '0' });
  });
});
