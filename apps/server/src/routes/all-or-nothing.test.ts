import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { allOrNothingVaultAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { refundTypedData } from '@crowdvault/contracts/refund-signature';
import { CREATE_CAMPAIGN_MESSAGES as M } from '@crowdvault/shared/api/create-campaign';
import { REFUND_ERRORS } from '@crowdvault/shared/api/refund';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Address, getAddress, type Hex, parseEventLogs } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aonRefunds, campaigns } from '../db/schema';
import { OutcomeWatcher } from '../services/all-or-nothing/outcome-watcher';
import { DONATION_REQUEST_ERRORS } from '../services/donations/donation-request';
import { ALL_OR_NOTHING_WITHDRAWAL_ERRORS as W } from '../services/withdrawals/plan-withdrawal';
import { chainNow, donateToVault, indexToHead, passDeadline } from '../test/aon-kit';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext, testRelayer } from '../test/test-app';

// Issue 29: all-or-nothing campaigns through the API, on the suite's anvil. Each bad input is
// refused with a sentence and moves nothing; the relayer's push of 50 donors pays each once.

type Context = Awaited<ReturnType<typeof createTestContext>>;
const RELAYER_KEY = generatePrivateKey();
const CREATOR_KEY = generatePrivateKey();
const BASE = {
  title: 'Wheelchair for Amina',
  description: 'A powered wheelchair, only if we can pay for all of it.',
  story: 'All or nothing: a part of a wheelchair helps nobody.',
  category: 'Medical',
  fundingModel: 'all_or_nothing',
};

describe('all-or-nothing campaigns', () => {
  let context: Context;
  let app: FastifyInstance;
  let auth: { authorization: string };
  let kit: ReturnType<typeof devChainClients>;

  beforeAll(async () => {
    // A relayer key of this file's own: the suite's files share the chain, not their nonces.
    context = await createTestContext({ RELAYER_PRIVATE_KEY: RELAYER_KEY });
    kit = devChainClients(context.chain.rpcUrls[0]!);
    await kit.testClient.setBalance({ address: privateKeyToAccount(RELAYER_KEY).address, value: 10n ** 21n });
    app = await createTestApp(context);
    await app.ready();
    auth = bearer(await signIn(app, CREATOR_KEY));
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const create = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/campaigns', headers: auth, payload });
  const campaignCount = async () => (await context.database.db.select({ n: count() }).from(campaigns))[0]!.n;
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  const approve = (id: number) =>
    context.database.db.update(campaigns).set({ isApproved: true }).where(eq(campaigns.id, id));
  /** The creator asks for the plan of a withdrawal of 1 USDT to their own address. */
  const planCreatorWithdrawal = (campaignId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/wallet/withdraw`,
      headers: auth,
      payload: { token: 'USDT', amount: '1', recipientAddress: privateKeyToAccount(CREATOR_KEY).address },
    });
  /** The donor of `key`, signed in as `headers`, claims their refund to their own address, the
   *  claim signed for an hour. */
  const claimOwnRefund = async (
    campaignId: number,
    vault: Address,
    key: Hex,
    headers: Record<string, string>,
  ) => {
    const donor = privateKeyToAccount(key);
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3_600);
    const signature = await donor.signTypedData(
      refundTypedData({
        chainId: context.chain.chainId,
        vault,
        donor: donor.address,
        to: donor.address,
        deadline,
      }),
    );
    return app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/refund`,
      headers,
      payload: { to: donor.address, deadline: deadline.toString(), signature },
    });
  };

  it('creates the campaign on one chain with its vault deployed, goal and deadline fixed in it', async () => {
    const endDate = inSeconds(3_600);
    const response = await create({ ...BASE, goalAmount: '250', endDate });
    expect(response.statusCode, response.body).toBe(201);
    const campaign = response.json();
    expect(campaign).toMatchObject({
      fundingModel: 'all_or_nothing',
      fundingState: 'funding',
      isWithdrawable: false,
      allOrNothing: {
        chainId: context.chain.chainId,
        state: 'funding',
        goalAmount: '250',
        countedAmount: '0',
        uncountedAmount: '0',
        refunds: { claimed: '0', pushed: '0', outstanding: '0', donorsRefunded: 0, donorsOutstanding: 0 },
      },
    });
    expect(campaign.allOrNothing.tokens.map((t: { symbol: string }) => t.symbol)).toEqual([
      'USDT',
      'USDC',
      'DAI',
    ]);
    const vault = getAddress(campaign.walletAddress);
    expect(await kit.publicClient.getCode({ address: vault })).toMatch(/^0x[0-9a-f]{10,}/);
    const read = <F extends 'goal' | 'deadline'>(functionName: F) =>
      kit.publicClient.readContract({ address: vault, abi: allOrNothingVaultAbi, functionName });
    expect(await read('goal')).toBe(250n * 10n ** 18n);
    expect(await read('deadline')).toBe(BigInt(Math.floor(Date.parse(endDate) / 1000)));
  });

  it.each([
    ['a deadline in the past', 'endDate', M.endDatePast, { endDate: inSeconds(-60) }],
    [
      'a deadline beyond the maximum duration',
      'endDate',
      M.endDateTooFar,
      { endDate: inSeconds(400 * 86_400) },
    ],
    ['a goal below the minimum', 'goalAmount', M.allOrNothingGoalTooSmall, { goalAmount: '0.5' }],
    [
      'a network the deployment does not serve',
      'chain',
      'does not accept payments on chain 999',
      { chainId: 999 },
    ],
  ])('refuses %s with a clear message and creates nothing', async (_what, field, message, change) => {
    const before = await campaignCount();
    const response = await create({ ...BASE, goalAmount: '100', endDate: inSeconds(3_600), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(response.json().message).toContain(message);
    expect(await campaignCount()).toBe(before);
  });

  it('answers donations that would not count (native coin, another network) with a reason, and the vault’s donate with the approval first', async () => {
    const created = (await create({ ...BASE, goalAmount: '100', endDate: inSeconds(3_600) })).json();
    await approve(created.id);
    const donate = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/campaigns/${created.id}/donate`, payload });
    const native = await donate({ token: 'ETH', amount: '1' });
    expect(native.statusCode).toBe(400);
    expect(native.json().message).toBe(DONATION_REQUEST_ERRORS.stablecoinsOnly);
    // This app serves one chain: another is refused before the campaign's own chain is looked at.
    const elsewhere = await donate({ token: 'USDT', amount: '1', chainId: 31338 });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toContain('chain 31338');

    // A token the vault does not list, by symbol or by address: refused before anything is signed.
    for (const token of ['SHIB', getAddress(`0x${'5a'.repeat(20)}`)]) {
      const unlisted = await donate({ token, amount: '1' });
      expect(unlisted.statusCode).toBe(400);
      expect(unlisted.json().message).toBe(
        DONATION_REQUEST_ERRORS.unknownToken(token, context.chain.name, ['USDT', 'USDC', 'DAI']),
      );
    }

    const request = await donate({ token: 'USDT', amount: '12.5' });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toMatchObject({
      chainId: context.chain.chainId,
      to: created.walletAddress,
      value: '0',
    });
    expect(request.json().before).toHaveLength(1);
  });

  it('refuses a withdrawal before success and a refund before failure; nothing moves', async () => {
    const created = (await create({ ...BASE, goalAmount: '100', endDate: inSeconds(3_600) })).json();
    const withdraw = await planCreatorWithdrawal(created.id);
    expect(withdraw.statusCode).toBe(400);
    expect(withdraw.json().message).toBe(W.notSucceeded);

    const donorKey = generatePrivateKey();
    const donorAuth = bearer(await signIn(app, donorKey));
    const status = await app.inject({ url: `/api/campaigns/${created.id}/refund`, headers: donorAuth });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ state: 'funding', transaction: null, typedData: null, tokens: [] });
    const claim = await claimOwnRefund(created.id, created.walletAddress, donorKey, donorAuth);
    expect(claim.statusCode).toBe(400);
    expect(claim.json().message).toContain(REFUND_ERRORS.notFailed);
  });

  it('after failure pushes the refunds of 50 donors in one batch, each exactly once; a second claim and a withdrawal are refused', async () => {
    // Two minutes ahead of both clocks: other files move the chain's (aon-kit.ts), and the API
    // counts from the server's.
    await kit.testClient.mine({ blocks: 1 });
    const closesAt = Math.max(Math.floor(Date.now() / 1000), await chainNow(kit)) + 120;
    const endDate = new Date(closesAt * 1000).toISOString();
    const created = (await create({ ...BASE, goalAmount: '10000', endDate })).json();
    await approve(created.id);
    const vault = getAddress(created.walletAddress) as Address;
    const usdt = context.chain.deployment.tokens.find((t) => t.symbol === 'USDT')!.address;
    const donors = Array.from({ length: 50 }, (_, index) => ({
      key: generatePrivateKey(),
      amount: 1_000_000n + BigInt(index),
    }));
    await Promise.all(donors.map(({ key, amount }) => donateToVault(kit, vault, usdt, amount, key)));
    // The chain's clock passes the deadline (two minutes: no other test's signatures expire).
    await passDeadline(kit, closesAt);
    await indexToHead(context);
    const given = donors.reduce((sum, donor) => sum + donor.amount, 0n);
    const before = (await app.inject({ url: `/api/campaigns/${created.id}` })).json();
    expect(before.raisedAmount).toBe((Number(given) / 1e6).toString());
    expect(before.donorCount).toBe(50);

    const watcher = new OutcomeWatcher({
      db: context.database.db,
      chain: context.chain,
      relayer: testRelayer(context.chain, RELAYER_KEY),
      batchSize: 50,
    });
    const blockBefore = await kit.publicClient.getBlockNumber();
    expect(await watcher.tick()).toEqual({ decided: 1, pushed: 50 });
    // One transaction paid all 50, each exactly what it gave.
    const blockAfter = await kit.publicClient.getBlockNumber();
    const logs = await kit.publicClient.getLogs({
      address: vault,
      fromBlock: blockBefore + 1n,
      toBlock: blockAfter,
    });
    const refunded = parseEventLogs({ abi: allOrNothingVaultAbi, logs, eventName: 'Refunded' });
    expect(new Set(refunded.map((event) => event.transactionHash)).size).toBe(1);
    expect(refunded).toHaveLength(50);
    for (const { key, amount } of donors) {
      const address = privateKeyToAccount(key).address;
      expect(
        await kit.publicClient.readContract({
          address: usdt,
          abi: testUsdtAbi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ).toBe(amount);
    }
    // Another pass sends nothing: nobody is owed any more.
    expect(await watcher.tick()).toEqual({ decided: 0, pushed: 0 });

    await indexToHead(context);
    const rows = await context.database.db
      .select()
      .from(aonRefunds)
      .where(eq(aonRefunds.campaignId, created.id));
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.donorAddress)).size).toBe(50);
    expect(rows.every((row) => row.pushed)).toBe(true);
    const after = (await app.inject({ url: `/api/campaigns/${created.id}` })).json();
    expect(after).toMatchObject({
      fundingState: 'failed',
      isWithdrawable: false,
      allOrNothing: {
        state: 'failed',
        refunds: {
          claimed: '0',
          pushed: before.raisedAmount,
          outstanding: '0',
          donorsRefunded: 50,
          donorsOutstanding: 0,
        },
      },
    });

    // The public ledger shows the 50 refunds, pushed, each to its donor.
    const ledger = (await app.inject({ url: `/api/campaigns/${created.id}/ledger` })).json();
    const refundRows = ledger.entries.filter((entry: { kind: string }) => entry.kind === 'refund');
    expect(refundRows).toHaveLength(50);
    expect(
      refundRows.every(
        (entry: { refundMethod: string; recipient: string; donorAddress: string }) =>
          entry.refundMethod === 'pushed' && entry.recipient === entry.donorAddress,
      ),
    ).toBe(true);

    // A donor's second claim is refused, as the creator's withdrawal; nothing moves.
    const first = donors[0]!;
    const donorAuth = bearer(await signIn(app, first.key));
    const status = (
      await app.inject({ url: `/api/campaigns/${created.id}/refund`, headers: donorAuth })
    ).json();
    expect(status).toMatchObject({
      state: 'failed',
      transaction: null,
      tokens: [{ symbol: 'USDT', claimable: '0', refund: { method: 'pushed' } }],
    });
    const again = await claimOwnRefund(created.id, vault, first.key, donorAuth);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain(REFUND_ERRORS.nothingToRefund);
    const withdraw = await planCreatorWithdrawal(created.id);
    expect(withdraw.statusCode).toBe(400);
    expect(withdraw.json().message).toBe(W.reserved('0', 'USDT'));
  });
});
