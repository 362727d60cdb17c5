import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import {
  type GaslessConfig,
  type GaslessDonationBody,
  type GaslessDonationResponse,
  gaslessTypedData,
} from '@crowdvault/shared/api/gasless-donation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Address, erc20Abi, type Hex, parseEther, parseSignature, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { registryOf, unservedChainMessage } from '../chain/registry';
import { campaigns } from '../db/schema';
import type { Env } from '../env';
import { DatabaseHitCounter, type HitCounter } from '../infra/limits/hit-counter';
import type { Relayer } from '../infra/relayer/relayer';
import { GASLESS_DONATION_ERRORS as E, GaslessDonations } from '../services/donations/gasless-donation';
import { createCampaign, dealToken, donationsOf, indexUpTo } from '../test/chain-kit';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext, testRelayer } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const USDC_UNIT = 10n ** 6n;
const DAI_UNIT = 10n ** 18n;

describe('gasless donations', () => {
  let context: Context;
  let kit: DevChainClients;
  let usdc: Address;
  let dai: Address;
  let usdt: Address;
  const apps: { app: FastifyInstance; relayer: Relayer }[] = [];
  let main: { app: FastifyInstance; relayer: Relayer };

  // Other files move the shared anvil's clock forward (all-or-nothing deadlines), so the chain may
  // run ahead of this machine's clock: a signature here is valid (or expired) by both clocks.
  const clocks = async () => [
    BigInt(Math.floor(Date.now() / 1000)),
    (await kit.publicClient.getBlock()).timestamp,
  ];
  const laterOfClocks = async () => (await clocks()).reduce((a, b) => (a > b ? a : b));
  const earlierOfClocks = async () => (await clocks()).reduce((a, b) => (a < b ? a : b));

  /** An app on the shared database with its own funded relayer and the given settings. */
  async function appWith(
    settings: Partial<Env> = {},
    relayerOptions: { maxGasPrice?: bigint; minBalance?: bigint } = {},
    hitCounter?: HitCounter,
  ) {
    const relayerKey = generatePrivateKey();
    await kit.testClient.setBalance({
      address: privateKeyToAccount(relayerKey).address,
      value: parseEther('10'),
    });
    const env = { ...context.env, ...settings };
    const relayer = testRelayer(context.chain, relayerKey, {
      maxGasPrice: relayerOptions.maxGasPrice ?? env.relayerMaxGasPrice,
      minBalance: relayerOptions.minBalance ?? env.relayerMinBalance,
      perOwnerPerHour: 100,
    });
    const app = await createTestApp({ ...context, env }, { relayer, hitCounter });
    apps.push({ app, relayer });
    return { app, relayer };
  }

  beforeAll(async () => {
    // Limits high by default; the tests of each limit build an app with it lowered.
    context = await createTestContext({
      WRITE_RATE_LIMIT: '0',
      WRITE_RATE_LIMIT_PER_IP: '0',
      GASLESS_RATE_LIMIT_PER_DONOR: '0',
      GASLESS_RATE_LIMIT_PER_IP: '0',
      GASLESS_DAILY_GAS_BUDGET: '0',
    });
    kit = devChainClients(context.chain.rpcUrls[0]!);
    usdc = findToken(context.chain.deployment, 'USDC')!.address;
    dai = findToken(context.chain.deployment, 'DAI')!.address;
    usdt = findToken(context.chain.deployment, 'USDT')!.address;
    main = await appWith();
  });
  afterAll(async () => {
    for (const { app } of apps) await app.close();
    await context.close();
  });

  /** A signed-in donor holding `usdc` USDC, `dai` DAI and USDT, and no native coin at all. */
  async function donor(app: FastifyInstance, holdings = { usdc: 1_000n, dai: 1_000n }) {
    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    await dealToken(kit, usdc, account.address, holdings.usdc * USDC_UNIT);
    await dealToken(kit, dai, account.address, holdings.dai * DAI_UNIT);
    await dealToken(kit, usdt, account.address, 1_000n * USDC_UNIT);
    const session = await signIn(app, key);
    return { key, account, session };
  }

  async function domainOf(token: Address) {
    const [, name, version, chainId, verifyingContract] = await kit.publicClient.readContract({
      address: token,
      abi: [
        {
          type: 'function',
          name: 'eip712Domain',
          stateMutability: 'view',
          inputs: [],
          outputs: [
            { name: 'fields', type: 'bytes1' },
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
            { name: 'salt', type: 'bytes32' },
            { name: 'extensions', type: 'uint256[]' },
          ],
        },
      ],
      functionName: 'eip712Domain',
    });
    return { name, version, chainId: Number(chainId), verifyingContract };
  }

  /** Signs what the web panel signs and returns the body it posts. `sign` overrides let a test
   *  sign something other than what it then sends. */
  async function signedBody(
    signerKey: Hex,
    p: {
      campaignId: number;
      vault: Address;
      token: Address;
      amount: bigint;
      method?: 'authorization' | 'permit';
      validAfter?: bigint;
      validBefore?: bigint;
      nonce?: string;
      from?: Address;
      message?: string | null;
      isAnonymous?: boolean;
    },
  ): Promise<GaslessDonationBody> {
    const signer = privateKeyToAccount(signerKey);
    const from = p.from ?? signer.address;
    const method = p.method ?? (p.token === usdc ? 'authorization' : 'permit');
    // Valid from before the earlier clock until after the later one, whichever judges it.
    const [earlier, later] = [await earlierOfClocks(), await laterOfClocks()];
    const nonce =
      p.nonce ??
      (method === 'authorization'
        ? toHex(crypto.getRandomValues(new Uint8Array(32)))
        : String(
            await kit.publicClient.readContract({
              address: p.token,
              abi: [
                {
                  type: 'function',
                  name: 'nonces',
                  stateMutability: 'view',
                  inputs: [{ name: 'owner', type: 'address' }],
                  outputs: [{ type: 'uint256' }],
                },
              ],
              functionName: 'nonces',
              args: [from],
            }),
          ));
    const validAfter = method === 'authorization' ? (p.validAfter ?? earlier - 60n) : 0n;
    const validBefore = p.validBefore ?? later + 600n;
    const typed = gaslessTypedData(
      { method, from, to: p.vault, amount: p.amount, validAfter, validBefore, nonce },
      // USDT has no EIP-712 domain: any will do for a body the server must refuse unread.
      await domainOf(p.token).catch(() => domainOf(usdc)),
    );
    const signature = await signer.signTypedData(typed as Parameters<typeof signer.signTypedData>[0]);
    return {
      campaignId: p.campaignId,
      chainId: context.chain.chainId,
      method,
      token: p.token,
      from,
      to: p.vault,
      amount: p.amount.toString(),
      validAfter: validAfter.toString(),
      validBefore: validBefore.toString(),
      nonce,
      signature,
      message: p.message === undefined ? 'Keep going!' : p.message,
      isAnonymous: p.isAnonymous ?? false,
    };
  }

  const post = (app: FastifyInstance, session: AuthResponse | null, body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/donations/gasless',
      headers: session ? bearer(session) : {},
      payload: body as Record<string, unknown>,
    });

  const balanceOf = (token: Address, account: Address) =>
    kit.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    });

  const sentBy = (relayer: Relayer) => kit.publicClient.getTransactionCount({ address: relayer.address });

  async function newCampaign(currency: 'USDC' | 'DAI' | 'USDT' = 'USDC') {
    return createCampaign(context.database.db, context.chain, { currency });
  }

  it('offers USDC (authorization) and DAI (permit), never USDT', async () => {
    const response = await main.app.inject({ method: 'GET', url: '/api/donations/gasless' });
    expect(response.statusCode).toBe(200);
    const status = response.json<GaslessConfig>();
    expect(status).toEqual({
      available: true,
      reason: null,
      tokens: [
        { symbol: 'USDC', method: 'authorization', minAmount: '1' },
        { symbol: 'DAI', method: 'permit', minAmount: '1' },
      ],
    });
  });

  it('does not offer a path whose contract predates it (a data dir deployed before gasless donations)', async () => {
    // A factory address without donateWithPermit: DAI drops out, USDC (the token itself) stays.
    const stale = new GaslessDonations(
      {
        db: context.database.db,
        chains: registryOf(context.chain),
        chain: {
          ...context.chain,
          deployment: {
            ...context.chain.deployment,
            factoryAddress: context.chain.deployment.treasuryAddress,
          },
        },
        relayer: main.relayer,
      },
      context.env,
    );
    expect((await stale.status()).tokens.map((token) => token.symbol)).toEqual(['USDC']);
  });

  it('gives 10 USDC from a donor with no native coin: the vault gets exactly 10, the message is kept, the indexer agrees', async () => {
    const { key, account, session } = await donor(main.app);
    const campaign = await newCampaign('USDC');
    const before = await balanceOf(usdc, campaign.vault);
    const body = await signedBody(key, {
      campaignId: campaign.id,
      vault: campaign.vault,
      token: usdc,
      amount: 10n * USDC_UNIT,
      message: 'No gas needed',
    });
    const started = performance.now();
    const response = await post(main.app, session, body);
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    const { transactionHash, donation } = response.json<GaslessDonationResponse>();
    expect(donation).toMatchObject({
      amount: '10',
      currency: 'USDC',
      message: 'No gas needed',
      isAnonymous: false,
      donorAddress: account.address,
      transactionHash,
    });
    expect((await balanceOf(usdc, campaign.vault)) - before).toBe(10n * USDC_UNIT);
    expect(await kit.publicClient.getBalance({ address: account.address })).toBe(0n);
    const receipt = await kit.publicClient.getTransactionReceipt({ hash: transactionHash as Hex });
    expect(receipt.from.toLowerCase()).toBe(main.relayer.address.toLowerCase());
    console.info(`gasless USDC: ${receipt.gasUsed} gas, request ${Math.round(elapsed)} ms`);

    // The indexer reads the same transfer (donor as from) and keeps one donation with the message.
    await indexUpTo(context, receipt.blockNumber);
    const rows = await donationsOf(context.database.db, campaign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ donorAddress: account.address.toLowerCase(), message: 'No gas needed' });

    // The same signature again: refused before anything is sent.
    const sent = await sentBy(main.relayer);
    const replay = await post(main.app, session, body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(E.used);
    expect(await sentBy(main.relayer)).toBe(sent);
  });

  it('gives 10 DAI by permit through the factory, anonymously, deploying the vault on the way', async () => {
    const { key, account, session } = await donor(main.app);
    const campaign = await newCampaign('DAI');
    const body = await signedBody(key, {
      campaignId: campaign.id,
      vault: campaign.vault,
      token: dai,
      amount: 10n * DAI_UNIT,
      isAnonymous: true,
    });
    const response = await post(main.app, session, body);
    expect(response.statusCode, response.body).toBe(200);
    const { transactionHash, donation } = response.json<GaslessDonationResponse>();
    expect(donation).toMatchObject({ amount: '10', currency: 'DAI', isAnonymous: true, donorAddress: null });
    expect(await balanceOf(dai, campaign.vault)).toBe(10n * DAI_UNIT);
    expect(await kit.publicClient.getBalance({ address: account.address })).toBe(0n);
    const receipt = await kit.publicClient.getTransactionReceipt({ hash: transactionHash as Hex });
    console.info(`gasless DAI (permit, vault deployed): ${receipt.gasUsed} gas`);

    const replay = await post(main.app, session, body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(E.used);
  });

  /** The donor's own cancelAuthorization of `nonce`, as a contract call to send. */
  async function cancelAuthorizationCall(d: { key: Hex; account: { address: Address } }, nonce: Hex) {
    const account = privateKeyToAccount(d.key);
    const { r, s, v } = parseSignature(
      await account.signTypedData({
        domain: await domainOf(usdc),
        types: {
          CancelAuthorization: [
            { name: 'authorizer', type: 'address' },
            { name: 'nonce', type: 'bytes32' },
          ],
        },
        primaryType: 'CancelAuthorization',
        message: { authorizer: d.account.address, nonce },
      }),
    );
    return {
      address: usdc,
      abi: [
        {
          type: 'function',
          name: 'cancelAuthorization',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'authorizer', type: 'address' },
            { name: 'nonce', type: 'bytes32' },
            { name: 'v', type: 'uint8' },
            { name: 'r', type: 'bytes32' },
            { name: 's', type: 'bytes32' },
          ],
          outputs: [],
        },
      ] as const,
      functionName: 'cancelAuthorization' as const,
      args: [d.account.address, nonce, Number(v), r, s] as const,
      chain: null,
    };
  }

  describe('refuses, sending nothing', () => {
    let d: Awaited<ReturnType<typeof donor>>;
    let campaign: Awaited<ReturnType<typeof newCampaign>>;
    let other: Awaited<ReturnType<typeof newCampaign>>;

    beforeAll(async () => {
      d = await donor(main.app);
      campaign = await newCampaign('USDC');
      other = await newCampaign('USDC');
    });

    async function expectRefused(
      body: unknown,
      status: number,
      message: string,
      session: AuthResponse | null = d.session,
    ) {
      const sent = await sentBy(main.relayer);
      const vaultBefore = await balanceOf(usdc, campaign.vault);
      const response = await post(main.app, session, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
      expect(await sentBy(main.relayer)).toBe(sent);
      expect(await balanceOf(usdc, campaign.vault)).toBe(vaultBefore);
    }

    const base = () => ({
      campaignId: campaign.id,
      vault: campaign.vault,
      token: usdc,
      amount: 10n * USDC_UNIT,
    });

    it('a signature for another vault', async () => {
      const body = await signedBody(d.key, { ...base(), vault: other.vault });
      await expectRefused(body, 400, E.otherVault);
    });

    it('a donation to an all-or-nothing campaign (its vault would not count a plain transfer)', async () => {
      // Created as all-or-nothing.test.ts does: through the API, which deploys the vault.
      const creator = await signIn(main.app, generatePrivateKey());
      const created = await main.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: bearer(creator),
        payload: {
          title: 'Wheelchair for Amina',
          description: 'A powered wheelchair, only if we can pay for all of it.',
          story: 'All or nothing: a part of a wheelchair helps nobody.',
          category: 'Medical',
          fundingModel: 'all_or_nothing',
          goalAmount: '250',
          endDate: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const aon = created.json() as { id: number; walletAddress: Address };
      await context.database.db.update(campaigns).set({ isApproved: true }).where(eq(campaigns.id, aon.id));
      const sent = await sentBy(main.relayer);
      const vaultBefore = await balanceOf(usdc, aon.walletAddress);
      const donorBefore = await balanceOf(usdc, d.account.address);
      const body = await signedBody(d.key, { ...base(), campaignId: aon.id, vault: aon.walletAddress });
      const response = await post(main.app, d.session, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(E.allOrNothing);
      expect(await sentBy(main.relayer)).toBe(sent);
      expect(await balanceOf(usdc, aon.walletAddress)).toBe(vaultBefore);
      expect(await balanceOf(usdc, d.account.address)).toBe(donorBefore);
    });

    it('a signature for another chain', async () => {
      const body = await signedBody(d.key, base());
      await expectRefused({ ...body, chainId: 1 }, 400, unservedChainMessage(1, [context.chain]));
    });

    it('an amount different from the one signed', async () => {
      const body = await signedBody(d.key, base());
      await expectRefused({ ...body, amount: (20n * USDC_UNIT).toString() }, 400, E.wrongSigner);
    });

    it('a token different from the one signed', async () => {
      // A permit signed under USDC's domain, presented as a DAI permit of the same amount.
      const body = await signedBody(d.key, {
        ...base(),
        method: 'permit',
        amount: 10n * DAI_UNIT,
        nonce: '0',
      });
      await expectRefused({ ...body, token: dai }, 400, E.wrongSigner);
    });

    it('an expired authorization, and one not yet valid', async () => {
      const expired = await signedBody(d.key, { ...base(), validBefore: (await earlierOfClocks()) - 1n });
      await expectRefused(expired, 400, E.expired);
      const early = await signedBody(d.key, { ...base(), validAfter: (await laterOfClocks()) + 600n });
      await expectRefused(early, 400, E.notYetValid);
    });

    it('an authorization the donor cancelled (a used nonce)', async () => {
      const body = await signedBody(d.key, base());
      // Someone (the donor here) already used the nonce on chain.
      await kit.testClient.setBalance({ address: d.account.address, value: parseEther('1') });
      await kit.mined(
        kit.walletFor(d.key).writeContract(await cancelAuthorizationCall(d, body.nonce as Hex)),
      );
      await kit.testClient.setBalance({ address: d.account.address, value: 0n });
      await expectRefused(body, 400, E.used);
    });

    it('a message with a lone surrogate, before anything is sent (issue 26, item 1)', async () => {
      const body = await signedBody(d.key, { ...base(), message: 'thanks \uD800 for all' });
      const sent = await sentBy(main.relayer);
      const response = await post(main.app, d.session, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/invalid characters/);
      expect(await sentBy(main.relayer)).toBe(sent);
    });

    it('an authorization cancelled while the relayer sent it: says the chain refused it and the gas was paid (item 9)', async () => {
      const body = await signedBody(d.key, base());
      await kit.testClient.setBalance({ address: d.account.address, value: parseEther('1') });
      const cancel = await cancelAuthorizationCall(d, body.nonce as Hex);
      const sent = await sentBy(main.relayer);
      const vaultBefore = await balanceOf(usdc, campaign.vault);
      // Blocks are mined by hand meanwhile: once the relayer's transaction waits in the pool, the
      // donor's cancel joins it paying a higher tip, so the block takes the cancel first.
      await kit.testClient.setAutomine(false);
      try {
        const answer = post(main.app, d.session, body);
        const pendingOf = () =>
          kit.publicClient.getTransactionCount({ address: main.relayer.address, blockTag: 'pending' });
        for (let tries = 0; (await pendingOf()) === sent && tries < 400; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const fees = await kit.publicClient.estimateFeesPerGas();
        await kit.walletFor(d.key).writeContract({
          ...cancel,
          // Its own estimate would see the relayer's pending transfer and refuse: sent as is.
          gas: 100_000n,
          maxFeePerGas: fees.maxFeePerGas * 10n,
          maxPriorityFeePerGas: fees.maxFeePerGas * 5n,
        });
        await kit.testClient.mine({ blocks: 1 });
        const response = await answer;
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toBe(E.refusedWhenMined);
      } finally {
        await kit.testClient.setAutomine(true);
        await kit.testClient.setBalance({ address: d.account.address, value: 0n });
      }
      expect(await sentBy(main.relayer)).toBe(sent + 1);
      expect(await balanceOf(usdc, campaign.vault)).toBe(vaultBefore);
    });

    it('a signer who is not the `from`', async () => {
      const body = await signedBody(generatePrivateKey(), { ...base(), from: d.account.address });
      await expectRefused(body, 400, E.wrongSigner);
    });

    it('a `from` that is not the signed-in wallet', async () => {
      const someoneKey = generatePrivateKey();
      const body = await signedBody(someoneKey, base());
      await expectRefused(body, 400, E.notYourWallet);
    });

    it('a campaign not taking donations: awaiting review, paused, or ended', async () => {
      const changes = [
        { isApproved: false },
        { status: 'paused' as const },
        { endDate: new Date(Date.now() - 60_000) },
      ];
      for (const change of changes) {
        const closed = await newCampaign('USDC');
        await context.database.db.update(campaigns).set(change).where(eq(campaigns.id, closed.id));
        const body = await signedBody(d.key, { ...base(), campaignId: closed.id, vault: closed.vault });
        await expectRefused(body, 400, E.closed);
      }
    });

    it('USDT, which has neither authorization nor permit', async () => {
      const body = await signedBody(d.key, { ...base(), token: usdt, method: 'permit', nonce: '0' });
      await expectRefused(body, 400, E.unsupported('USDT'));
    });

    it('less than the minimum (1 unit)', async () => {
      const body = await signedBody(d.key, { ...base(), amount: USDC_UNIT - 1n });
      await expectRefused(body, 400, E.belowMinimum('1', 'USDC'));
    });

    it('more than the donor holds (found by the simulated call)', async () => {
      const body = await signedBody(d.key, { ...base(), amount: 5_000n * USDC_UNIT });
      await expectRefused(body, 400, E.wouldFail('your wallet holds less than this amount'));
    });

    it('a signed-out caller', async () => {
      const body = await signedBody(d.key, base());
      const response = await post(main.app, null, body);
      expect(response.statusCode).toBe(401);
    });

    it('unknown fields', async () => {
      const body = await signedBody(d.key, base());
      const response = await post(main.app, d.session, { ...body, relayer: '0x0' });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('limits', () => {
    /** An app with the limit under test (and its own relayer), a donor signed in there holding
     *  USDC, and a campaign in USDC to give to. */
    async function limitedSetup(...settings: Parameters<typeof appWith>) {
      const limited = await appWith(...settings);
      return { ...limited, who: await donor(limited.app), campaign: await newCampaign('USDC') };
    }

    async function give(
      app: FastifyInstance,
      who: Awaited<ReturnType<typeof donor>>,
      campaignId: number,
      vault: Address,
    ) {
      return post(
        app,
        who.session,
        await signedBody(who.key, { campaignId, vault, token: usdc, amount: USDC_UNIT }),
      );
    }

    it('per donor address per hour', async () => {
      const { who, campaign, ...limited } = await limitedSetup({ gaslessRateLimitPerDonor: 1 });
      expect((await give(limited.app, who, campaign.id, campaign.vault)).statusCode).toBe(200);
      const sent = await sentBy(limited.relayer);
      const second = await give(limited.app, who, campaign.id, campaign.vault);
      expect(second.statusCode).toBe(429);
      expect(second.json().message).toBe(E.donorLimit);
      expect(await sentBy(limited.relayer)).toBe(sent);
    });

    it('per donor address, across instances sharing the database', async () => {
      const counter = new DatabaseHitCounter(context.database.db);
      const one = await appWith({ gaslessRateLimitPerDonor: 1 }, {}, counter);
      const other = await appWith({ gaslessRateLimitPerDonor: 1 }, {}, counter);
      const who = await donor(one.app);
      const campaign = await newCampaign('USDC');
      expect((await give(one.app, who, campaign.id, campaign.vault)).statusCode).toBe(200);
      const elsewhere = await give(
        other.app,
        { ...who, session: await signIn(other.app, who.key) },
        campaign.id,
        campaign.vault,
      );
      expect(elsewhere.statusCode).toBe(429);
      expect(elsewhere.json().message).toBe(E.donorLimit);
      expect(await sentBy(other.relayer)).toBe(0);
    });

    it('per client IP per hour', async () => {
      const limited = await appWith({ gaslessRateLimitPerIp: 1 });
      const [first, second] = [await donor(limited.app), await donor(limited.app)];
      const campaign = await newCampaign('USDC');
      expect((await give(limited.app, first, campaign.id, campaign.vault)).statusCode).toBe(200);
      const refused = await give(limited.app, second, campaign.id, campaign.vault);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(E.ipLimit);
    });

    it('the daily gas budget, which also takes the offer off', async () => {
      const { who, campaign, ...limited } = await limitedSetup({ gaslessDailyGasBudget: 150_000 });
      expect((await give(limited.app, who, campaign.id, campaign.vault)).statusCode).toBe(200);
      const sent = await sentBy(limited.relayer);
      const refused = await give(limited.app, who, campaign.id, campaign.vault);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(E.budget);
      expect(await sentBy(limited.relayer)).toBe(sent);
      const status = (
        await limited.app.inject({ method: 'GET', url: '/api/donations/gasless' })
      ).json<GaslessConfig>();
      expect(status).toMatchObject({ available: false, reason: E.budget });
    });

    it('the daily gas budget, across instances and restarts sharing the database (issue 26, item 10)', async () => {
      const counter = new DatabaseHitCounter(context.database.db);
      // Earlier tests on this database spent some of today's gas already: the budget leaves room
      // for exactly one more donation on top of it.
      const today = `gasless:gas:${context.chain.chainId}:${new Date().toISOString().slice(0, 10)}`;
      const spent = (await counter.peek(today)).count * 1_000;
      const budget = { gaslessDailyGasBudget: spent + 150_000 };
      const { who, campaign, ...one } = await limitedSetup(budget, {}, counter);
      expect((await give(one.app, who, campaign.id, campaign.vault)).statusCode).toBe(200);
      // Another instance, or this one restarted, sees what the first spent.
      const other = await appWith(budget, {}, new DatabaseHitCounter(context.database.db));
      const status = (
        await other.app.inject({ method: 'GET', url: '/api/donations/gasless' })
      ).json<GaslessConfig>();
      expect(status).toMatchObject({ available: false, reason: E.budget });
      const refused = await give(
        other.app,
        { ...who, session: await signIn(other.app, who.key) },
        campaign.id,
        campaign.vault,
      );
      expect(refused.statusCode).toBe(503);
      expect(await sentBy(other.relayer)).toBe(0);
    });

    it('the relayer’s gas-price ceiling, worded for donors', async () => {
      const { who, campaign, ...limited } = await limitedSetup({}, { maxGasPrice: 0n });
      const refused = await give(limited.app, who, campaign.id, campaign.vault);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/^Donating without gas is paused while network fees are high/);
    });

    it('the relayer’s balance floor: not offered, and refused in words for donors', async () => {
      const { who, campaign, ...poor } = await limitedSetup({}, { minBalance: parseEther('1000') });
      const status = (
        await poor.app.inject({ method: 'GET', url: '/api/donations/gasless' })
      ).json<GaslessConfig>();
      expect(status.available).toBe(false);
      expect(status.reason).toMatch(
        /^Donating without gas is unavailable right now \(the relayer is low on funds\)/,
      );
      const refused = await give(poor.app, who, campaign.id, campaign.vault);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(status.reason);
    });

    it('turned off: not offered, and refused', async () => {
      const { who, campaign, ...off } = await limitedSetup({ gaslessDonations: false });
      const status = (
        await off.app.inject({ method: 'GET', url: '/api/donations/gasless' })
      ).json<GaslessConfig>();
      expect(status).toMatchObject({ available: false, reason: E.off });
      const refused = await give(off.app, who, campaign.id, campaign.vault);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(E.off);
    });
  });
});
