import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { WITHDRAWAL_ERRORS, type Withdrawal, type WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Address, erc20Abi, type Hex, parseEther, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchClient } from '../chain/client';
import { findToken } from '../chain/deployment';
import { users, vaultWithdrawals } from '../db/schema';
import type { Relayer } from '../infra/relayer/relayer';
import { BALANCE_READ_TIMEOUT_MS, UNREAD_CHAIN } from '../services/withdrawals/campaign-vaults';
import { GASLESS_ERRORS } from '../services/withdrawals/withdrawal-requests';
import { createCampaign, dealToken, indexUpTo } from '../test/chain-kit';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext, settingsRelayer } from '../test/test-app';
import { signWithdrawalPlan } from '../test/withdrawal-kit';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const USDT = 10n ** 6n;

describe('withdrawal routes', () => {
  let context: Context;
  let app: FastifyInstance;
  let kit: DevChainClients;
  let relayer: Relayer;
  let usdt: Address;
  let usdc: Address;
  let treasury: Address;
  // Fresh keys for this file: test files share one anvil, and a dev account another file sends
  // from at the same time would race us for nonces.
  const ownerKey = generatePrivateKey();
  const owner = privateKeyToAccount(ownerKey).address;
  const strangerKey = generatePrivateKey();
  const funderKey = generatePrivateKey();
  let ownerSession: AuthResponse;
  let strangerSession: AuthResponse;

  beforeAll(async () => {
    context = await createTestContext({ RELAYER_RATE_LIMIT: '100' });
    kit = devChainClients(context.chain.rpcUrls[0]!);
    const relayerKey = generatePrivateKey();
    for (const key of [ownerKey, strangerKey, funderKey, relayerKey]) {
      await kit.testClient.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('10') });
    }
    relayer = settingsRelayer(context, relayerKey);
    app = await createTestApp(context, { relayer });
    usdt = findToken(context.chain.deployment, 'USDT')!.address;
    usdc = findToken(context.chain.deployment, 'USDC')!.address;
    treasury = context.chain.deployment.treasuryAddress;
    for (const token of [usdt, usdc]) {
      await dealToken(kit, token, privateKeyToAccount(funderKey).address, 100_000n * USDT);
    }
    ownerSession = await signIn(app, ownerKey);
    strangerSession = await signIn(app, strangerKey);
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  /** A campaign of the owner whose vault (not deployed) holds `amount` of `token`. */
  async function fundedCampaign(token: Address, amount: bigint) {
    const campaign = await createCampaign(context.database.db, context.chain, { owner });
    await kit.mined(
      kit.walletFor(funderKey).writeContract({
        address: token,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [campaign.vault, amount],
      }),
    );
    return campaign;
  }

  const balanceOf = (token: Address, account: Address) =>
    kit.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    });

  function inject(
    method: 'GET' | 'POST',
    url: string,
    session: AuthResponse | null,
    payload?: Record<string, unknown>,
  ) {
    return app.inject({ method, url, headers: session ? bearer(session) : {}, payload });
  }

  const plan = (campaignId: number, body: Record<string, unknown>, session = ownerSession) =>
    inject('POST', `/api/campaigns/${campaignId}/wallet/withdraw`, session, body);

  async function history(): Promise<Withdrawal[]> {
    const response = await inject('GET', '/api/withdrawals/me', ownerSession);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Signs a plan's typed data with `key` (the owner unless told), optionally changed first. */
  const signPlan = (
    planned: WithdrawalPlan,
    key: Hex = ownerKey,
    change: Partial<Record<string, bigint | number>> = {},
  ) => signWithdrawalPlan(planned, key, change);

  describe('sign-in and ownership', () => {
    it('answers 401 without a token on every route', async () => {
      const calls = [
        inject('GET', '/api/campaigns/me/wallets', null),
        inject('GET', '/api/campaigns/1/wallet/balance', null),
        inject('POST', '/api/campaigns/1/wallet/withdraw', null, {}),
        inject('POST', '/api/withdrawals', null, {}),
        inject('POST', '/api/wallet/withdraw', null, {}),
        inject('GET', '/api/withdrawals/me', null),
        inject('GET', '/api/dashboard/summary', null),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Sign in required' });
      }
    });

    it("answers 403 with another user's token and shows none of the vault", async () => {
      const campaign = await fundedCampaign(usdt, 50n * USDT);
      const balance = await inject('GET', `/api/campaigns/${campaign.id}/wallet/balance`, strangerSession);
      expect(balance.statusCode).toBe(403);
      expect(balance.body).not.toContain(campaign.vault.slice(2).toLowerCase());
      const planned = await plan(
        campaign.id,
        { token: 'USDT', amount: '1', recipientAddress: owner },
        strangerSession,
      );
      expect(planned.statusCode).toBe(403);
      const mine = await inject('GET', '/api/campaigns/me/wallets', strangerSession);
      expect(mine.json()).toEqual([]);
    });

    it('refuses a gasless withdrawal by a suspended user with 403 and sends nothing', async () => {
      const campaign = await fundedCampaign(usdt, 10n * USDT);
      const planned: WithdrawalPlan = (
        await plan(campaign.id, { token: 'USDT', amount: '1', recipientAddress: owner })
      ).json();
      const body = await signPlan(planned);
      await context.database.db
        .update(users)
        .set({ status: 'SUSPENDED' })
        .where(eq(users.walletAddress, owner.toLowerCase()));
      try {
        const response = await inject('POST', '/api/wallet/withdraw', ownerSession, body);
        expect(response.statusCode).toBe(403);
        expect(await balanceOf(usdt, campaign.vault)).toBe(10n * USDT);
      } finally {
        await context.database.db
          .update(users)
          .set({ status: 'ACTIVE' })
          .where(eq(users.walletAddress, owner.toLowerCase()));
      }
    });
  });

  describe('vault balances', () => {
    it('lists the creator’s vaults with every token’s balance equal to balanceOf, not yet deployed', async () => {
      const campaign = await fundedCampaign(usdc, 1_234_567n);
      const response = await inject('GET', '/api/campaigns/me/wallets', ownerSession);
      expect(response.statusCode).toBe(200);
      const vault = response.json().find((each: { campaignId: number }) => each.campaignId === campaign.id);
      expect(vault).toMatchObject({ walletAddress: campaign.vault, deployed: false });
      const usdcBalance = vault.balances.find((each: { symbol: string }) => each.symbol === 'USDC');
      expect(usdcBalance).toEqual({ symbol: 'USDC', tokenAddress: usdc, decimals: 6, balance: '1.234567' });
      expect(vault.balances.map((each: { symbol: string }) => each.symbol)).toEqual([
        'USDT',
        'USDC',
        'DAI',
        'ETH',
      ]);

      const one = await inject('GET', `/api/campaigns/${campaign.id}/wallet/balance`, ownerSession);
      expect(one.json().balances).toEqual(vault.balances);
    });
  });

  describe('planning', () => {
    it('answers the exact split, the transactions and the typed data before anything is signed', async () => {
      const campaign = await fundedCampaign(usdt, 200n * USDT);
      const response = await plan(campaign.id, {
        token: 'USDT',
        amount: '100',
        recipientAddress: owner.toLowerCase(),
      });
      expect(response.statusCode).toBe(200);
      const planned: WithdrawalPlan = response.json();
      expect(planned).toMatchObject({
        amount: '100',
        fee: '2.5',
        payout: '97.5',
        available: '200',
        recipientAddress: owner,
        vaultDeployed: false,
      });
      expect(planned.transactions.map((each) => each.to)).toEqual([
        context.chain.deployment.factoryAddress,
        campaign.vault,
      ]);
      expect(planned.typedData.message).toMatchObject({ token: usdt, amount: '100000000', nonce: '0' });
    });

    it.each([
      [{ token: 'USDT', amount: '', recipientAddress: '0x1' }, 'body/amount: Please fill in all fields'],
      [{ token: 'USDT', amount: 'abc', recipientAddress: owner }, 'Please enter a valid amount'],
      [{ token: 'USDT', amount: '0', recipientAddress: owner }, 'Please enter a valid amount'],
      [{ token: 'USDT', amount: '1.0000001', recipientAddress: owner }, 'Please enter a valid amount'],
      [
        { token: 'USDT', amount: '1', recipientAddress: '0x1234' },
        'Recipient address is not a valid address',
      ],
      [
        { token: 'USDT', amount: '1', recipientAddress: zeroAddress },
        'Recipient address is not a valid address',
      ],
      [
        { token: 'XYZ', amount: '1', recipientAddress: owner },
        'Unknown token XYZ; choose one of USDT, USDC, DAI, ETH',
      ],
      [{ token: 'USDT', amount: '1', recipientAddress: owner, extra: 1 }, /Unrecognized key/],
      [{ token: 'USDT', amount: '10.000001', recipientAddress: owner }, 'Amount exceeds available balance'],
    ])('refuses %j with 400', async (body, message) => {
      const campaign = await fundedCampaign(usdt, 10n * USDT);
      const response = await plan(campaign.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it('answers 404 for a campaign that does not exist', async () => {
      const response = await plan(999_999, { token: 'USDT', amount: '1', recipientAddress: owner });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Campaign not found' });
    });
  });

  describe('direct withdrawal', () => {
    it('pays 97.5 to the recipient and 2.5 to the treasury, pending at once and completed once indexed', async () => {
      const campaign = await fundedCampaign(usdt, 150n * USDT);
      const recipient = privateKeyToAccount(generatePrivateKey()).address;
      const planned: WithdrawalPlan = (
        await plan(campaign.id, { token: 'USDT', amount: '100', recipientAddress: recipient })
      ).json();
      const treasuryBefore = await balanceOf(usdt, treasury);
      const wallet = kit.walletFor(ownerKey);
      let hash: Hex = '0x';
      for (const transaction of planned.transactions) {
        hash = await wallet.sendTransaction({ to: transaction.to as Address, data: transaction.data as Hex });
      }
      const recorded = await inject('POST', '/api/withdrawals', ownerSession, {
        campaignId: campaign.id,
        transactionHash: hash,
      });
      expect(recorded.statusCode).toBe(201);
      expect(recorded.json()).toMatchObject({
        status: 'pending',
        method: 'direct',
        amount: '100',
        payout: '97.5',
      });

      const receipt = await kit.publicClient.waitForTransactionReceipt({ hash });
      expect(await balanceOf(usdt, recipient)).toBe(97_500_000n);
      expect((await balanceOf(usdt, treasury)) - treasuryBefore).toBe(2_500_000n);
      expect(await balanceOf(usdt, campaign.vault)).toBe(50n * USDT);

      await indexUpTo(context, receipt.blockNumber);
      const row = (await history()).find((each) => each.transactionHash === hash);
      expect(row).toMatchObject({ status: 'completed', fee: '2.5', payout: '97.5', currency: 'USDT' });
    });

    it('refuses to record a transaction that is not the owner’s withdraw on this vault', async () => {
      const campaign = await fundedCampaign(usdt, 5n * USDT);
      const transfer = await kit.walletFor(funderKey).writeContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [campaign.vault, 1n],
      });
      await kit.publicClient.waitForTransactionReceipt({ hash: transfer });
      const response = await inject('POST', '/api/withdrawals', ownerSession, {
        campaignId: campaign.id,
        transactionHash: transfer,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The transaction was not sent from your wallet');
      const unknown = await inject('POST', '/api/withdrawals', ownerSession, {
        campaignId: campaign.id,
        transactionHash: `0x${'ab'.repeat(32)}`,
      });
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe('gasless withdrawal', () => {
    it('pays the split from the relayer while the creator’s native balance does not change', async () => {
      const campaign = await fundedCampaign(usdc, 100n * USDT);
      const recipient = privateKeyToAccount(generatePrivateKey()).address;
      const planned: WithdrawalPlan = (
        await plan(campaign.id, { token: 'USDC', amount: '100', recipientAddress: recipient })
      ).json();
      const ownerEth = await kit.publicClient.getBalance({ address: owner });
      const treasuryBefore = await balanceOf(usdc, treasury);
      const response = await inject('POST', '/api/wallet/withdraw', ownerSession, await signPlan(planned));
      expect(response.statusCode).toBe(200);
      const { transactionHash, withdrawal } = response.json();
      expect(withdrawal).toMatchObject({ status: 'pending', method: 'gasless', amount: '100' });
      const receipt = await kit.publicClient.waitForTransactionReceipt({ hash: transactionHash });
      expect(receipt.status).toBe('success');
      expect(await balanceOf(usdc, recipient)).toBe(97_500_000n);
      expect((await balanceOf(usdc, treasury)) - treasuryBefore).toBe(2_500_000n);
      expect(await kit.publicClient.getBalance({ address: owner })).toBe(ownerEth);

      await indexUpTo(context, receipt.blockNumber);
      expect((await history()).find((each) => each.transactionHash === transactionHash)?.status).toBe(
        'completed',
      );
    });

    it('refuses a replay, another chain, an expired deadline, a tampered amount and a non-owner, sending nothing', async () => {
      const campaign = await fundedCampaign(usdt, 40n * USDT);
      const planned: WithdrawalPlan = (
        await plan(campaign.id, { token: 'USDT', amount: '10', recipientAddress: owner })
      ).json();
      const relayerNonce = () => kit.publicClient.getTransactionCount({ address: relayer.address });
      const before = await relayerNonce();
      const gasless = (body: Record<string, unknown>) =>
        inject('POST', '/api/wallet/withdraw', ownerSession, body);

      const otherChain = await gasless(await signPlan(planned, ownerKey, { chainId: 1 }));
      expect(otherChain.json().message).toBe(GASLESS_ERRORS.notOwner);
      const tampered = await gasless({ ...(await signPlan(planned)), amount: String(20n * USDT) });
      expect(tampered.json().message).toBe(GASLESS_ERRORS.notOwner);
      const byStranger = await gasless(await signPlan(planned, strangerKey));
      expect(byStranger.json().message).toBe(GASLESS_ERRORS.notOwner);
      const past = BigInt(Math.floor(Date.now() / 1000) - 60);
      const expired = await gasless(await signPlan(planned, ownerKey, { deadline: past }));
      expect(expired.json().message).toBe(GASLESS_ERRORS.expired);
      const tooMuch = await gasless(await signPlan(planned, ownerKey, { amount: 41n * USDT }));
      expect(tooMuch.json().message).toBe('Amount exceeds available balance');
      for (const response of [otherChain, tampered, byStranger, expired, tooMuch])
        expect(response.statusCode).toBe(400);
      expect(await relayerNonce()).toBe(before);
      expect(await balanceOf(usdt, campaign.vault)).toBe(40n * USDT);

      const valid = await signPlan(planned);
      const first = await gasless(valid);
      expect(first.statusCode).toBe(200);
      await kit.publicClient.waitForTransactionReceipt({ hash: first.json().transactionHash });
      const replay = await gasless(valid);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe(GASLESS_ERRORS.used);
      expect(await balanceOf(usdt, campaign.vault)).toBe(30n * USDT);
    });

    it('sends two signatures of one vault nonce once: 300 + 300 on a 420 vault (issue 26, item 8)', async () => {
      const campaign = await fundedCampaign(usdt, 420n * USDT);
      const plans: WithdrawalPlan[] = await Promise.all(
        [owner, privateKeyToAccount(generatePrivateKey()).address].map((recipientAddress) =>
          plan(campaign.id, { token: 'USDT', amount: '300', recipientAddress }).then((r) => r.json()),
        ),
      );
      const relayerNonce = () => kit.publicClient.getTransactionCount({ address: relayer.address });
      const before = await relayerNonce();
      const bodies = await Promise.all(plans.map((each) => signPlan(each)));
      const responses = await Promise.all(
        bodies.map((body) => inject('POST', '/api/wallet/withdraw', ownerSession, body)),
      );
      // One is sent; the other is refused before anything is sent: as in flight while the first
      // is being sent, or, when the chain mined the first before the second read the vault (a
      // slower database), because the 120 left cannot pay 300 or the vault would refuse it.
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      const refused = responses.find((response) => response.statusCode !== 200)!;
      const outcome = `${refused.statusCode} ${refused.json().message}`;
      const understood =
        outcome === `409 ${GASLESS_ERRORS.inFlight}` ||
        outcome === `400 ${WITHDRAWAL_ERRORS.exceedsBalance}` ||
        outcome.startsWith('400 The vault would refuse this withdrawal: ');
      expect(understood, outcome).toBe(true);
      const sent = responses.find((response) => response.statusCode === 200)!;
      const receipt = await kit.publicClient.waitForTransactionReceipt({ hash: sent.json().transactionHash });
      expect(receipt.status).toBe('success');
      expect(await relayerNonce()).toBe(before + 1);
      expect(await balanceOf(usdt, campaign.vault)).toBe(120n * USDT);
    });

    it('lands two concurrent requests with distinct relayer nonces', async () => {
      const one = await fundedCampaign(usdt, 10n * USDT);
      const two = await fundedCampaign(usdc, 10n * USDT);
      const plans: WithdrawalPlan[] = await Promise.all([
        plan(one.id, { token: 'USDT', amount: '10', recipientAddress: owner }).then((r) => r.json()),
        plan(two.id, { token: 'USDC', amount: '10', recipientAddress: owner }).then((r) => r.json()),
      ]);
      const bodies = await Promise.all(plans.map((each) => signPlan(each)));
      const responses = await Promise.all(
        bodies.map((body) => inject('POST', '/api/wallet/withdraw', ownerSession, body)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const sent = await Promise.all(
        responses.map((response) =>
          kit.publicClient.getTransaction({ hash: response.json().transactionHash }),
        ),
      );
      expect(new Set(sent.map((transaction) => transaction.nonce)).size).toBe(2);
      const receipts = await Promise.all(
        sent.map((transaction) => kit.publicClient.waitForTransactionReceipt({ hash: transaction.hash })),
      );
      expect(receipts.map((receipt) => receipt.status)).toEqual(['success', 'success']);
      expect(await balanceOf(usdt, one.vault)).toBe(0n);
      expect(await balanceOf(usdc, two.vault)).toBe(0n);
    });
  });

  describe('the chain a request names (decision 060)', () => {
    const unserved = 'CrowdVault does not accept payments on chain 4242.';

    it('plans, relays and records on the chain named, with its id in the typed data and the history', async () => {
      const campaign = await fundedCampaign(usdt, 20n * USDT);
      const chainId = context.chain.chainId;
      const response = await plan(campaign.id, {
        token: 'USDT',
        amount: '10',
        recipientAddress: owner,
        chainId,
      });
      expect(response.statusCode, response.body).toBe(200);
      const planned: WithdrawalPlan = response.json();
      expect(planned.chainId).toBe(chainId);
      expect(planned.typedData.domain.chainId).toBe(chainId);
      const relayed = await inject('POST', '/api/wallet/withdraw', ownerSession, {
        ...(await signPlan(planned)),
        chainId,
      });
      expect(relayed.statusCode, relayed.body).toBe(200);
      expect(relayed.json().withdrawal).toMatchObject({ chainId, status: 'pending', method: 'gasless' });
      await kit.publicClient.waitForTransactionReceipt({ hash: relayed.json().transactionHash });
      const row = (await history()).find((each) => each.transactionHash === relayed.json().transactionHash);
      expect(row).toMatchObject({ chainId, amount: '10', payout: '9.75' });
    });

    it('refuses a chain the deployment does not serve on every withdrawal route, sending nothing', async () => {
      const campaign = await fundedCampaign(usdt, 20n * USDT);
      const planned: WithdrawalPlan = (
        await plan(campaign.id, { token: 'USDT', amount: '10', recipientAddress: owner })
      ).json();
      const relayerNonce = () => kit.publicClient.getTransactionCount({ address: relayer.address });
      const before = await relayerNonce();
      const responses = await Promise.all([
        plan(campaign.id, { token: 'USDT', amount: '10', recipientAddress: owner, chainId: 4242 }),
        inject('POST', '/api/wallet/withdraw', ownerSession, {
          ...(await signPlan(planned, ownerKey, { chainId: 4242 })),
          chainId: 4242,
        }),
        inject('POST', '/api/withdrawals', ownerSession, {
          campaignId: campaign.id,
          transactionHash: `0x${'cd'.repeat(32)}`,
          chainId: 4242,
        }),
        inject('GET', `/api/campaigns/${campaign.id}/wallet/balance?chainId=4242`, ownerSession),
      ]);
      for (const response of responses) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(unserved);
      }
      expect(await relayerNonce()).toBe(before);
      expect(await balanceOf(usdt, campaign.vault)).toBe(20n * USDT);
    });

    it('refuses a signature made for another chain even when the request names the served one', async () => {
      const campaign = await fundedCampaign(usdt, 20n * USDT);
      const planned: WithdrawalPlan = (
        await plan(campaign.id, { token: 'USDT', amount: '10', recipientAddress: owner })
      ).json();
      const response = await inject('POST', '/api/wallet/withdraw', ownerSession, {
        ...(await signPlan(planned, ownerKey, { chainId: 31338 })),
        chainId: context.chain.chainId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(GASLESS_ERRORS.notOwner);
      expect(await balanceOf(usdt, campaign.vault)).toBe(20n * USDT);
    });

    it('answers each campaign with its balances on every served chain, and a chain whose RPC hangs says so without holding up the others', async () => {
      const campaign = await fundedCampaign(usdt, 3n * USDT);
      // A second chain whose RPC accepts requests and never answers: its reads must time out.
      const silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      const hanging = {
        ...context.chain,
        chainId: 4343,
        name: 'Hanging Chain',
        batchClient: createBatchClient([`http://127.0.0.1:${port}`]),
      };
      const twoChains = await createTestApp(context, { chains: [context.chain, hanging], relayer });
      try {
        const session = await signIn(twoChains, ownerKey);
        const started = Date.now();
        const response = await twoChains.inject({
          method: 'GET',
          url: '/api/campaigns/me/wallets',
          headers: bearer(session),
        });
        const elapsed = Date.now() - started;
        expect(response.statusCode).toBe(200);
        expect(elapsed).toBeGreaterThanOrEqual(BALANCE_READ_TIMEOUT_MS - 100);
        expect(elapsed).toBeLessThan(BALANCE_READ_TIMEOUT_MS + 3_000);
        const entry = response.json().find((each: { campaignId: number }) => each.campaignId === campaign.id);
        expect(entry.chains.map((each: { chainId: number }) => each.chainId)).toEqual([
          context.chain.chainId,
          4343,
        ]);
        // The top level repeats the primary chain, as single-chain clients read it.
        expect(entry).toMatchObject({ chainId: context.chain.chainId, readError: null });
        expect(
          entry.chains[0].balances.find((each: { symbol: string }) => each.symbol === 'USDT').balance,
        ).toBe('3');
        expect(entry.chains[1]).toMatchObject({ chainId: 4343, readError: UNREAD_CHAIN, balances: [] });
        const one = await twoChains.inject({
          method: 'GET',
          url: `/api/campaigns/${campaign.id}/wallet/balance?chainId=4343`,
          headers: bearer(session),
        });
        expect(one.json()).toMatchObject({ chainId: 4343, readError: UNREAD_CHAIN });
      } finally {
        await twoChains.close();
        silent.closeAllConnections();
        silent.close();
      }
    });
  });

  describe('history', () => {
    it('shows a withdrawal made outside the product, and undoes it when its event is dropped', async () => {
      const campaign = await fundedCampaign(usdt, 20n * USDT);
      const wallet = kit.walletFor(ownerKey);
      const planned: WithdrawalPlan = (
        await plan(campaign.id, { token: 'USDT', amount: '20', recipientAddress: owner })
      ).json();
      let hash: Hex = '0x';
      for (const transaction of planned.transactions) {
        hash = await wallet.sendTransaction({ to: transaction.to as Address, data: transaction.data as Hex });
      }
      const receipt = await kit.publicClient.waitForTransactionReceipt({ hash });
      await indexUpTo(context, receipt.blockNumber);
      const row = (await history()).find((each) => each.transactionHash === hash);
      expect(row).toMatchObject({ status: 'completed', method: 'external', amount: '20', fee: '0.5' });

      // What a reorganisation does to the row: the indexer deletes the dropped block's events.
      await context.database.db
        .delete(vaultWithdrawals)
        .where(eq(vaultWithdrawals.txHash, hash.toLowerCase()));
      expect((await history()).some((each) => each.transactionHash === hash)).toBe(false);
    });

    it('marks a request whose transaction reverted as failed', async () => {
      const campaign = await fundedCampaign(usdt, 5n * USDT);
      // Deploy the vault, then send a withdraw of more than it holds, with gas set so it mines.
      const planned: WithdrawalPlan = (
        await plan(campaign.id, { token: 'USDT', amount: '5', recipientAddress: owner })
      ).json();
      const wallet = kit.walletFor(ownerKey);
      await kit.mined(
        wallet.sendTransaction({
          to: planned.transactions[0]!.to as Address,
          data: planned.transactions[0]!.data as Hex,
        }),
      );
      const withdraw = planned.transactions[1]!;
      await kit.mined(wallet.sendTransaction({ to: withdraw.to as Address, data: withdraw.data as Hex }));
      const again = await wallet.sendTransaction({
        to: withdraw.to as Address,
        data: withdraw.data as Hex,
        gas: 200_000n,
      });
      const reverted = await kit.publicClient.waitForTransactionReceipt({ hash: again });
      expect(reverted.status).toBe('reverted');
      const recorded = await inject('POST', '/api/withdrawals', ownerSession, {
        campaignId: campaign.id,
        transactionHash: again,
      });
      expect(recorded.json().status).toBe('pending');
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      const row = (await history()).find((each) => each.transactionHash === again);
      expect(row).toMatchObject({ status: 'failed', failureReason: expect.stringMatching(/reverted/) });
    });
  });
});
