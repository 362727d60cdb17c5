import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
