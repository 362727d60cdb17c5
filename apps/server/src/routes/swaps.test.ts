import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { PERMIT_TYPES } from '@crowdvault/shared/api/gasless-donation';
import { withPermitSignature } from '@crowdvault/shared/api/swap';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Address, erc20Abi, type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema';
import { createCampaign, dealToken } from '../test/chain-kit';
import { createTestApp, createTestContext, type TestContext } from '../test/test-app';

// Quotes from the suite's local chain, whose Uniswap is seeded at 1 ETH = 3,000 dollars and
// 1 DEV = 0.25 dollars (decision 135): real pools, read by eth_call to the real QuoterV2.

describe('GET /api/swaps/quote', () => {
  let context: TestContext & { close(): Promise<void> };
  let app: FastifyInstance;

  beforeAll(async () => {
    context = await createTestContext();
    app = await createTestApp(context);
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const quote = (query: Record<string, string | number>) =>
    app.inject({
      method: 'GET',
      url: '/api/swaps/quote',
      query: Object.fromEntries(
        Object.entries({ chainId: context.chain.chainId, ...query }).map(([key, value]) => [
          key,
          String(value),
        ]),
      ),
    });
  const tokenOf = (symbol: string) => {
    const { deployment } = context.chain;
    const token = [...deployment.tokens, ...(deployment.swapTokens ?? [])].find((t) => t.symbol === symbol);
    if (!token) throw new Error(`no ${symbol} on the test chain`);
    return token;
  };

  it('quotes the native coin into a USDC campaign through the WETH/USDC pool, with the minimum the donor signs for', async () => {
    const response = await quote({ tokenIn: 'native', amountIn: '0.01', currency: 'USDC' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const usdc = tokenOf('USDC');
    expect(body.tokenIn).toEqual({ symbol: 'ETH', address: null, decimals: 18 });
    expect(body.tokenOut).toEqual({ symbol: 'USDC', address: usdc.address, decimals: usdc.decimals });
    expect(body.amountIn).toBe('0.01');
    // 30 dollars at the seeded price, less the 0.05 % pool fee and a little price impact.
    const out = BigInt(body.amountOutUnits);
    const thirty = 30n * 10n ** BigInt(usdc.decimals);
    expect(out).toBeLessThan((thirty * 9995n) / 10_000n + 1n);
    expect(out).toBeGreaterThan((thirty * 998n) / 1000n);
    // 1 % slippage by default: the minimum is the quote less 1 %, rounded down, in exact units.
    expect(body.slippageBps).toBe(100);
    expect(BigInt(body.minOutUnits)).toBe((out * 9900n) / 10_000n);
    expect(body.highSlippage).toBe(false);
    expect(body.route).toHaveLength(1);
    expect(body.route[0]).toMatchObject({ tokenOut: usdc.address, fee: 500 });
    expect(body.path.toLowerCase()).toBe(
      `${body.route[0].tokenIn}0001f4${usdc.address.slice(2)}`.toLowerCase(),
    );
    expect(body.priceImpactBps).toBeGreaterThanOrEqual(0);
    expect(body.priceImpactBps).toBeLessThan(10);
    expect(Number(body.swapGas)).toBeGreaterThan(50_000);
  });

  it('routes a token no campaign takes through WETH, and says a large gift moves the price', async () => {
    const dev = tokenOf('DEV');
    const small = (await quote({ tokenIn: dev.address, amountIn: '100', currency: 'DAI' })).json();
    expect(small.route.map((hop: { fee: number }) => hop.fee)).toEqual([3000, 500]);
    // 100 DEV at 0.25 dollars is about 25 DAI, less two pools' fees.
    expect(Number(small.amountOut)).toBeGreaterThan(24.8);
    expect(Number(small.amountOut)).toBeLessThan(25);
    const large = (await quote({ tokenIn: dev.address, amountIn: '200000', currency: 'DAI' })).json();
    expect(large.priceImpactBps).toBeGreaterThan(small.priceImpactBps + 100);
    // Each DEV gives less in the large gift.
    expect(Number(large.amountOut) / 200_000).toBeLessThan(Number(small.amountOut) / 100);
  });

  it('warns above 3 % slippage and lowers the minimum to match', async () => {
    const body = (
      await quote({ tokenIn: 'native', amountIn: '0.5', currency: 'USDT', slippageBps: 500 })
    ).json();
    expect(body.highSlippage).toBe(true);
    expect(BigInt(body.minOutUnits)).toBe((BigInt(body.amountOutUnits) * 9500n) / 10_000n);
  });

  it('refuses what it cannot quote, each with its reason', async () => {
    const usdc = tokenOf('USDC');
    const cases: [Record<string, string | number>, number, RegExp][] = [
      [
        { tokenIn: '0x000000000000000000000000000000000000dEaD', amountIn: '1', currency: 'USDC' },
        400,
        /cannot be swapped/,
      ],
      [{ tokenIn: usdc.address, amountIn: '1', currency: 'USDC' }, 400, /give it directly/],
      [{ tokenIn: 'native', amountIn: '0', currency: 'USDC' }, 400, /above zero with at most 18 decimals/],
      [{ tokenIn: usdc.address, amountIn: '1.1234567', currency: 'DAI' }, 400, /at most 6 decimals of USDC/],
      [{ tokenIn: 'native', amountIn: '-1', currency: 'USDC' }, 400, /amountIn/],
      [{ tokenIn: 'native', amountIn: '1', currency: 'EUR' }, 400, /currency/],
      [{ tokenIn: 'native', amountIn: '1', currency: 'USDC', slippageBps: 6000 }, 400, /slippageBps/],
      [{ tokenIn: 'native', amountIn: '1', currency: 'USDC', recipient: 'me' }, 400, /recipient/],
      [
        { tokenIn: 'native', amountIn: '1', currency: 'USDC', chainId: 999 },
        400,
        /does not accept payments on chain 999/,
      ],
    ];
    for (const [query, status, message] of cases) {
      const response = await quote(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(status);
      expect(response.json().message, JSON.stringify(query)).toMatch(message);
    }
  });

  it('lists the tokens a donor may swap into the campaign’s stablecoin, each with its state', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/swaps/tokens?chainId=${context.chain.chainId}&currency=USDC`,
    });
    expect(response.statusCode).toBe(200);
    const tokens = response.json().tokens as { symbol: string; address: string | null; state: string }[];
    // Every swappable token but USDC itself, the native coin last, all with seeded pools.
    expect(tokens.map((token) => [token.symbol, token.state])).toEqual([
      ['USDT', 'available'],
      ['DAI', 'available'],
      ['DEV', 'available'],
      ['ETH', 'available'],
    ]);
    expect(tokens.at(-1)?.address).toBeNull();
  });

  describe('with a campaign and a donor', () => {
    const kit = () => devChainClients(context.chain.rpcUrls[0]!);
    const donor = async () => {
      const key = generatePrivateKey();
      const address = privateKeyToAccount(key).address;
      await kit().testClient.setBalance({ address, value: parseEther('10') });
      return { key, address };
    };
    /** Sends `before` then the gift from the donor's key, as the panel's wallet would. */
    const send = async (
      key: Hex,
      transaction: {
        to: string;
        data: string;
        value: string;
        before?: { to: string; data: string; value: string }[];
      },
    ) => {
      const wallet = kit().walletFor(key);
      const receipts = [];
      for (const step of [...(transaction.before ?? []), transaction]) {
        receipts.push(
          await kit().mined(
            wallet.sendTransaction({
              to: step.to as Address,
              data: step.data as Hex,
              value: BigInt(step.value),
            }),
          ),
        );
      }
      return receipts;
    };
    const balanceOf = (token: string, holder: string) =>
      kit().publicClient.readContract({
        address: token as Address,
        abi: testUsdtAbi,
        functionName: 'balanceOf',
        args: [holder as Address],
      });

    it('answers the gift’s transaction for exactly the quote: the native coin sent as value, the vault getting at least the minimum', async () => {
      const { db } = context.database;
      const campaign = await createCampaign(db, context.chain, { currency: 'USDC' });
      const { key, address } = await donor();
      const response = await quote({
        tokenIn: 'native',
        amountIn: '0.01',
        currency: 'USDC',
        campaignId: campaign.id,
        from: address,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.transaction).toMatchObject({
        chainId: context.chain.chainId,
        to: context.chain.deployment.swapAndGiveAddress,
        value: parseEther('0.01').toString(),
        before: [],
      });
      const now = Number((await kit().publicClient.getBlock()).timestamp);
      expect(body.transaction.deadline - now).toBeGreaterThan(590);
      const [receipt] = await send(key, body.transaction);
      const received = await balanceOf(tokenOf('USDC').address, campaign.vault);
      expect(received).toBeGreaterThanOrEqual(BigInt(body.minOutUnits));
      // The gas the panel shows is within a fifth of what the gift used.
      const used = Number(receipt!.gasUsed);
      expect(Math.abs(Number(body.gas.units) - used) / used).toBeLessThan(0.2);
      expect(Number(body.gas.fee)).toBeGreaterThan(0);
    });

    it('asks an exact approval of a token first, never an unlimited one, and none once it is allowed', async () => {
      const { db } = context.database;
      const campaign = await createCampaign(db, context.chain, { currency: 'USDT' });
      const { key, address } = await donor();
      const dev = tokenOf('DEV');
      // The whole balance of an 18-decimal token, to its last unit.
      const whole = parseEther('400') + 123_456_789_012_345_678n;
      await dealToken(kit(), dev.address as Address, address, whole);
      const asked = {
        tokenIn: dev.address,
        amountIn: '400.123456789012345678',
        currency: 'USDT',
        campaignId: campaign.id,
        from: address,
      };
      const body = (await quote(asked)).json();
      expect(body.transaction.value).toBe('0');
      expect(body.transaction.before).toHaveLength(1);
      // DEV has no EIP-2612 permit: the approval path, and nothing to sign.
      expect(body.transaction.permit).toBeUndefined();
      const approval = body.transaction.before[0];
      expect(approval.to).toBe(dev.address);
      // approve(SwapAndGive, exactly the amount)
      expect(approval.data.toLowerCase()).toBe(
        `0x095ea7b3${context.chain.deployment.swapAndGiveAddress!.slice(2).toLowerCase().padStart(64, '0')}${whole.toString(16).padStart(64, '0')}`,
      );
      const wallet = kit().walletFor(key);
      await kit().mined(wallet.sendTransaction({ to: approval.to, data: approval.data }));
      const again = (await quote(asked)).json();
      expect(again.transaction.before).toEqual([]);
      await send(key, again.transaction);
      expect(await balanceOf(dev.address, address)).toBe(0n);
      expect(await balanceOf(tokenOf('USDT').address, campaign.vault)).toBeGreaterThanOrEqual(
        BigInt(again.minOutUnits),
      );
    });

    it('offers a token with EIP-2612 permit one signature and one transaction: exactly the amount, to SwapAndGive, no allowance left', async () => {
      const { db } = context.database;
      const campaign = await createCampaign(db, context.chain, { currency: 'USDC' });
      const { key, address } = await donor();
      const dai = tokenOf('DAI');
      const whole = parseEther('250') + 1n; // to the last of 18 decimals
      await dealToken(kit(), dai.address as Address, address, whole);
      const body = (
        await quote({
          tokenIn: dai.address,
          amountIn: '250.000000000000000001',
          currency: 'USDC',
          campaignId: campaign.id,
          from: address,
        })
      ).json();
      const swapAndGive = context.chain.deployment.swapAndGiveAddress!;
      const { permit } = body.transaction;
      // The domain is the token's own, read from its eip712Domain().
      expect(permit.domain).toEqual({
        name: 'Dai Stablecoin (test)',
        version: '2',
        chainId: context.chain.chainId,
        verifyingContract: dai.address,
      });
      expect(permit.message).toEqual({
        owner: address,
        spender: swapAndGive,
        value: whole.toString(),
        nonce: '0',
        deadline: String(body.transaction.deadline),
      });
      // The approval path stays beside it, for a wallet that cannot sign typed data.
      expect(body.transaction.before).toHaveLength(1);

      const wallet = kit().walletFor(key);
      const signature = await wallet.signTypedData({
        domain: { ...permit.domain, verifyingContract: permit.domain.verifyingContract as Address },
        types: PERMIT_TYPES,
        primaryType: 'Permit',
        message: {
          owner: address,
          spender: swapAndGive as Address,
          value: BigInt(permit.message.value),
          nonce: BigInt(permit.message.nonce),
          deadline: BigInt(permit.message.deadline),
        },
      });
      const [receipt] = await send(key, {
        to: body.transaction.to,
        data: withPermitSignature(permit.data, signature),
        value: '0',
      });
      // The fee the panel shows is the permit gift's: within a fifth of what it used.
      const used = Number(receipt!.gasUsed);
      expect(Math.abs(Number(body.gas.units) - used) / used).toBeLessThan(0.2);

      // One transaction from the donor: the gift.
      expect(await kit().publicClient.getTransactionCount({ address })).toBe(1);
      expect(await balanceOf(dai.address, address)).toBe(0n);
      const allowance = await kit().publicClient.readContract({
        address: dai.address as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, swapAndGive as Address],
      });
      expect(allowance).toBe(0n);
      expect(await balanceOf(tokenOf('USDC').address, campaign.vault)).toBeGreaterThanOrEqual(
        BigInt(body.minOutUnits),
      );
    });

    it('asks no permit of a token without one (USDT), nor once the allowance covers the gift', async () => {
      const { db } = context.database;
      const campaign = await createCampaign(db, context.chain, { currency: 'DAI' });
      const { key, address } = await donor();
      const usdt = tokenOf('USDT');
      await dealToken(kit(), usdt.address as Address, address, 10n ** BigInt(usdt.decimals + 2));
      const usdtBody = (
        await quote({
          tokenIn: usdt.address,
          amountIn: '50',
          currency: 'DAI',
          campaignId: campaign.id,
          from: address,
        })
      ).json();
      expect(usdtBody.transaction.before).toHaveLength(1);
      expect(usdtBody.transaction.permit).toBeUndefined();

      const usdc = tokenOf('USDC');
      await dealToken(kit(), usdc.address as Address, address, 10n ** BigInt(usdc.decimals + 2));
      const asked = {
        tokenIn: usdc.address,
        amountIn: '50',
        currency: 'DAI',
        campaignId: campaign.id,
        from: address,
      };
      expect((await quote(asked)).json().transaction.permit).toBeDefined();
      const [approval] = (await quote(asked)).json().transaction.before;
      await kit().mined(kit().walletFor(key).sendTransaction({ to: approval.to, data: approval.data }));
      const allowed = (await quote(asked)).json();
      expect(allowed.transaction.before).toEqual([]);
      expect(allowed.transaction.permit).toBeUndefined();
    });

    it('refuses a gift the campaign cannot take: another stablecoin, a closed campaign', async () => {
      const { db } = context.database;
      const campaign = await createCampaign(db, context.chain, { currency: 'USDC' });
      const from = (await donor()).address;
      const base = { tokenIn: 'native', amountIn: '0.01', campaignId: campaign.id, from };
      const other = await quote({ ...base, currency: 'DAI' });
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toMatch(/receives USDC, not DAI/);
      await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, campaign.id));
      const paused = await quote({ ...base, currency: 'USDC' });
      expect(paused.statusCode).toBe(400);
      expect(paused.json().message).toMatch(/paused/);
    });
  });
});
