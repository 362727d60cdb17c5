import { randomBytes } from 'node:crypto';
import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { testContract } from '@crowdvault/contracts/test/test-contracts';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Address, type Hex, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { users } from '../db/schema';
import { DONATION_ERRORS } from '../services/donations/claim-donation';
import { DonationEvents } from '../services/donations/events';
import {
  campaignTotals,
  createCampaign,
  deployUnlistedToken,
  donationsOf,
  indexUpTo,
  sendToken,
} from '../test/chain-kit';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const DONOR = 4;
const OTHER = 5;

describe('donation routes', () => {
  let context: Context;
  let app: FastifyInstance;
  let kit: DevChainClients;
  let session: AuthResponse;
  let usdt: Address;
  let dai: Address;
  const events = new DonationEvents();

  beforeAll(async () => {
    context = await createTestContext();
    app = await createTestApp(context, { donationEvents: events });
    kit = devChainClients(context.chain.rpcUrls[0]!);
    session = await signIn(app, DEV_ACCOUNTS[DONOR]!.privateKey);
    usdt = findToken(context.chain.deployment, 'USDT')!.address;
    dai = findToken(context.chain.deployment, 'DAI')!.address;
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const newCampaign = (currency: 'USDT' | 'DAI' = 'USDT') =>
    createCampaign(context.database.db, context.chain, { currency });

  function post(payload: Record<string, unknown>, headers: Record<string, string> = bearer(session)) {
    return app.inject({ method: 'POST', url: '/api/donations', headers, payload });
  }

  async function expectRejected(
    campaignId: number,
    payload: Record<string, unknown>,
    status: number,
    message: string | RegExp,
  ): Promise<void> {
    const response = await post({ campaignId, ...payload });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await donationsOf(context.database.db, campaignId)).toEqual([]);
  }

  /** A claim of the transaction `transactionHash` alone is refused with 400 and `message`. */
  const expectClaimRefused = (campaignId: number, transactionHash: string, message: string | RegExp) =>
    expectRejected(campaignId, { transactionHash }, 400, message);

  describe('POST /api/donations', () => {
    it('records a transfer from the signed-in wallet, amount and currency from the chain', async () => {
      const campaign = await newCampaign();
      const receipt = await sendToken(kit, DONOR, usdt, campaign.vault, 25_000_000n);
      const response = await post({
        campaignId: campaign.id,
        transactionHash: receipt.transactionHash,
        message: '  Get well soon, Amara!  ',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        campaignId: campaign.id,
        donorId: session.user.id,
        donorAddress: DEV_ACCOUNTS[DONOR]!.address,
        amount: '25',
        currency: 'USDT',
        tokenAddress: usdt,
        message: 'Get well soon, Amara!',
        isAnonymous: false,
        transactionHash: receipt.transactionHash,
        blockNumber: receipt.blockNumber.toString(),
      });
      expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
        raisedAmount: 25_000_000n,
        donorCount: 1,
      });

      const list = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/donations` });
      expect(list.json()).toEqual([response.json()]);
    });

    it('is idempotent: the same hash twice records one donation', async () => {
      const campaign = await newCampaign();
      const receipt = await sendToken(kit, DONOR, usdt, campaign.vault, 1_000_000n);
      const payload = { campaignId: campaign.id, transactionHash: receipt.transactionHash };
      expect((await post(payload)).statusCode).toBe(201);
      const again = await post(payload);
      expect(again.statusCode).toBe(200);
      expect(await donationsOf(context.database.db, campaign.id)).toHaveLength(1);
      expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
        raisedAmount: 1_000_000n,
        donorCount: 1,
      });
    });

    it('hides the donor of an anonymous donation from the public list but not from /me', async () => {
      const campaign = await newCampaign();
      const receipt = await sendToken(kit, DONOR, usdt, campaign.vault, 3_000_000n);
      const response = await post({
        campaignId: campaign.id,
        transactionHash: receipt.transactionHash,
        isAnonymous: true,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ donorId: null, donorAddress: null, isAnonymous: true });

      const list = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/donations` });
      expect(JSON.stringify(list.json())).not.toMatch(new RegExp(DEV_ACCOUNTS[DONOR]!.address.slice(2), 'i'));
      const mine = await app.inject({ method: 'GET', url: '/api/donations/me', headers: bearer(session) });
      expect(mine.statusCode).toBe(200);
      const own = mine
        .json()
        .find((donation: { transactionHash: Hex }) => donation.transactionHash === receipt.transactionHash);
      expect(own).toMatchObject({
        isAnonymous: true,
        donorId: session.user.id,
        campaign: { id: campaign.id },
      });
    });

    it('counts DAI into a USDT campaign 1:1 and records the native coin without counting it', async () => {
      const campaign = await newCampaign();
      const daiReceipt = await sendToken(kit, DONOR, dai, campaign.vault, 1_500_000_000_000_000_000n);
      expect(
        (await post({ campaignId: campaign.id, transactionHash: daiReceipt.transactionHash })).json(),
      ).toMatchObject({
        amount: '1.5',
        currency: 'DAI',
      });
      const ethReceipt = await kit.mined(
        kit.wallet(DONOR).sendTransaction({ to: campaign.vault, value: parseEther('0.5') }),
      );
      const eth = await post({ campaignId: campaign.id, transactionHash: ethReceipt.transactionHash });
      expect(eth.statusCode).toBe(201);
      expect(eth.json()).toMatchObject({ amount: '0.5', currency: 'ETH', tokenAddress: null });
      expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
        raisedAmount: 1_500_000n,
        donorCount: 1,
      });
    });

    it('rejects a hash the chain does not know', async () => {
      const campaign = await newCampaign();
      const hash = `0x${randomBytes(32).toString('hex')}`;
      await expectClaimRefused(campaign.id, hash, DONATION_ERRORS.unknownHash('Local Anvil'));
    });

    it('rejects a transaction that failed', async () => {
      const campaign = await newCampaign();
      const { abi, bytecode } = testContract('BatchPay');
      const batch = (await kit.mined(kit.wallet(DONOR).deployContract({ abi, bytecode }))).contractAddress!;
      await sendToken(kit, DONOR, usdt, batch, 5_000_000n);
      const receipt = await kit.mined(
        kit.wallet(DONOR).writeContract({
          address: batch,
          abi,
          functionName: 'payAndRevert',
          args: [usdt, campaign.vault, 1_000_000n],
          gas: 200_000n,
        }),
      );
      await expectClaimRefused(campaign.id, receipt.transactionHash, DONATION_ERRORS.failed);
      // solc-js compiles every source and test contract for BatchPay: slow on a busy machine.
    }, 120_000);

    it("rejects a transfer that paid another address than this campaign's vault", async () => {
      const campaign = await newCampaign();
      const elsewhere = await newCampaign();
      const receipt = await sendToken(kit, DONOR, usdt, elsewhere.vault, 1_000_000n);
      await expectClaimRefused(campaign.id, receipt.transactionHash, DONATION_ERRORS.otherAddress);
    });

    it('rejects a transfer sent by another address than the signed-in wallet', async () => {
      const campaign = await newCampaign();
      const receipt = await sendToken(kit, OTHER, usdt, campaign.vault, 1_000_000n);
      await expectClaimRefused(campaign.id, receipt.transactionHash, DONATION_ERRORS.otherSender);
    });

    it('rejects a token that is not configured, naming it', async () => {
      const campaign = await newCampaign();
      const token = await deployUnlistedToken(kit, DONOR);
      const receipt = await sendToken(kit, DONOR, token, campaign.vault, 1_000_000n);
      await expectClaimRefused(
        campaign.id,
        receipt.transactionHash,
        new RegExp(`does not accept \\(${token}`, 'i'),
      );
    });

    it('rejects a message over 500 characters, unknown fields, a bad hash and an unknown campaign', async () => {
      const campaign = await newCampaign();
      const receipt = await sendToken(kit, DONOR, usdt, campaign.vault, 1_000_000n);
      const transactionHash = receipt.transactionHash;
      await expectRejected(
        campaign.id,
        { transactionHash, message: 'x'.repeat(501) },
        400,
        /at most 500 characters/,
      );
      await expectRejected(campaign.id, { transactionHash, amount: '1000' }, 400, /amount/);
      await expectRejected(campaign.id, { transactionHash: '0x1234' }, 400, /transactionHash/);
      const missing = await post({ campaignId: 999_999, transactionHash });
      expect(missing.statusCode).toBe(404);
    });

    it('requires a signed-in, active user', async () => {
      const campaign = await newCampaign();
      const receipt = await sendToken(kit, DONOR, usdt, campaign.vault, 1_000_000n);
      const payload = { campaignId: campaign.id, transactionHash: receipt.transactionHash };
      const anonymous = await post(payload, { 'x-wallet-address': DEV_ACCOUNTS[DONOR]!.address });
      expect(anonymous.statusCode).toBe(401);

      const suspended = await signIn(app, DEV_ACCOUNTS[OTHER]!.privateKey);
      await context.database.db
        .update(users)
        .set({ status: 'SUSPENDED' })
        .where(eq(users.id, suspended.user.id));
      const other = await sendToken(kit, OTHER, usdt, campaign.vault, 1_000_000n);
      const refused = await post(
        { campaignId: campaign.id, transactionHash: other.transactionHash },
        bearer(suspended),
      );
      expect(refused.statusCode).toBe(403);
      expect(await donationsOf(context.database.db, campaign.id)).toEqual([]);
    });

    it('attaches the message and donor to a transfer the indexer already recorded', async () => {
      const campaign = await newCampaign();
      const receipt = await sendToken(kit, DONOR, usdt, campaign.vault, 7_000_000n);
      await indexUpTo(context, receipt.blockNumber);
      const [indexed] = await donationsOf(context.database.db, campaign.id);
      expect(indexed).toMatchObject({ isAnonymous: true, donorUserId: null, message: null });

      const response = await post({
        campaignId: campaign.id,
        transactionHash: receipt.transactionHash,
        message: 'Thanks!',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: indexed!.id,
        donorId: session.user.id,
        message: 'Thanks!',
        isAnonymous: false,
      });
      expect(await donationsOf(context.database.db, campaign.id)).toHaveLength(1);
      expect(await campaignTotals(context.database.db, campaign.id)).toEqual({
        raisedAmount: 7_000_000n,
        donorCount: 1,
      });
    });
  });

  describe('GET routes', () => {
    it("answers the campaign's vault address, checksummed", async () => {
      const campaign = await newCampaign();
      const response = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/wallet` });
      expect(response.json()).toEqual({ campaignId: campaign.id, walletAddress: campaign.vault });
      expect((await app.inject({ method: 'GET', url: '/api/campaigns/999999/wallet' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/campaigns/abc/donations' })).statusCode).toBe(404);
    });

    it('lists donations newest first', async () => {
      const campaign = await newCampaign();
      const hashes: Hex[] = [];
      for (const amount of [1_000_000n, 2_000_000n]) {
        const receipt = await sendToken(kit, DONOR, usdt, campaign.vault, amount);
        await post({ campaignId: campaign.id, transactionHash: receipt.transactionHash });
        hashes.push(receipt.transactionHash);
      }
      const list = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/donations` });
      expect(list.json().map((donation: { transactionHash: Hex }) => donation.transactionHash)).toEqual(
        hashes.reverse(),
      );
    });

    it('needs a signed-in user for /api/donations/me', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/donations/me' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/campaigns/:id/events', () => {
    it('streams each new donation with the fresh totals, and stops on close', async () => {
      const campaign = await newCampaign();
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const response = await fetch(`${address}/api/campaigns/${campaign.id}/events`, {
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = decoder.decode((await reader.read()).value);
      expect(text).toContain(': connected');
      expect(events.listenerCount()).toBe(1);

      const receipt = await sendToken(kit, DONOR, usdt, campaign.vault, 4_000_000n);
      await post({ campaignId: campaign.id, transactionHash: receipt.transactionHash, message: 'Live!' });
      while (!/event: donation\nid: \d+\ndata: .*\n\n/.test(text)) {
        text += decoder.decode((await reader.read()).value);
      }
      const data = /event: donation\nid: \d+\ndata: (.*)\n\n/.exec(text)?.[1];
      expect(JSON.parse(data!)).toMatchObject({
        donation: { amount: '4', message: 'Live!', transactionHash: receipt.transactionHash },
        campaign: { id: campaign.id, raisedAmount: '4', donorCount: 1 },
      });

      // A transfer the indexer recorded first comes again once its donor attaches a message.
      const direct = await sendToken(kit, DONOR, usdt, campaign.vault, 1_000_000n);
      await indexUpTo(context, direct.blockNumber);
      await post({ campaignId: campaign.id, transactionHash: direct.transactionHash, message: 'Claimed' });
      while (!text.includes('"message":"Claimed"')) text += decoder.decode((await reader.read()).value);

      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(events.listenerCount()).toBe(0);
    });

    it('replays what a reconnecting page missed since its Last-Event-ID, then goes on live', async () => {
      const campaign = await newCampaign();
      // The test before may have the app listening already.
      const address = app.server.listening
        ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
        : await app.listen({ port: 0, host: '127.0.0.1' });
      const open = async (lastEventId?: string) => {
        const controller = new AbortController();
        const response = await fetch(`${address}/api/campaigns/${campaign.id}/events`, {
          signal: controller.signal,
          headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
        });
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        let text = '';
        return {
          close: () => controller.abort(),
          async until(pattern: RegExp) {
            while (!pattern.test(text)) text += decoder.decode((await reader.read()).value);
            return text;
          },
        };
      };
      // A first visit: the stream names where it starts, so a reconnect can resume from there.
      const first = await open();
      const resumeAt = /id: (\d+)\n: connected/.exec(await first.until(/: connected/))![1]!;
      first.close();

      // While the page is away (its instance died, the network dropped), two donations are recorded.
      const one = await sendToken(kit, DONOR, usdt, campaign.vault, 1_000_000n);
      const two = await sendToken(kit, OTHER, usdt, campaign.vault, 2_000_000n);
      await indexUpTo(context, two.blockNumber);

      const again = await open(resumeAt);
      const text = await again.until(new RegExp(two.transactionHash));
      expect(text.indexOf(one.transactionHash)).toBeGreaterThan(-1);
      expect(text.indexOf(one.transactionHash)).toBeLessThan(text.indexOf(two.transactionHash));
      expect(text).toContain('"raisedAmount":"3"');

      // And live after the replay.
      const three = await sendToken(kit, DONOR, usdt, campaign.vault, 500_000n);
      await post({ campaignId: campaign.id, transactionHash: three.transactionHash, message: 'Back' });
      expect(await again.until(/"message":"Back"/)).toContain('"raisedAmount":"3.5"');
      again.close();
    });
  });
});
