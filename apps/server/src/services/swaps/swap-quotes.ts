import { encodePath, FEE, poolAddress, UNISWAP_ABI } from '@crowdvault/contracts/local-uniswap';
import {
  HIGH_SLIPPAGE_BPS,
  type SwapQuote,
  type SwapQuoteQuery,
  type SwapTokens,
  type SwapTokensQuery,
} from '@crowdvault/shared/api/swap';
import { type Address, formatUnits, getAddress, parseUnits, zeroAddress } from 'viem';
import type { ChainContext } from '../../chain/context';
import { findToken } from '../../chain/deployment';
import { AppError } from '../../errors';

// Quotes for swap-and-give (issue 45, decision 135): what a donor's token would give a campaign in
// its stablecoin, read from the chain's Uniswap v3 by `eth_call` to QuoterV2 — the same pools and
// arithmetic the gift's swap will meet, so the quote is the amount at send, not an estimate.

/** The fee tiers a pool is looked for in, cheapest first. */
const FEE_TIERS = [FEE.low, FEE.medium, FEE.high] as const;
const Q192 = 2n ** 192n;
const BPS = 10_000n;
const FEE_UNITS = 1_000_000n;
/** SwapAndGive's own work around the swap (pulling or wrapping the input, measuring and delivering
 *  the output, the event), measured on the local chains' gifts; QuoterV2's estimate covers the
 *  pools. A counted gift to an all-or-nothing vault adds the vault's bookkeeping. */
export const GIFT_OVERHEAD_GAS = 110_000n;
export const COUNTED_GIFT_GAS = 60_000n;
/** A token whose pools move the price more than this for one whole token is listed, not offered. */
const THIN_IMPACT_BPS = 1_000;

export interface SwapToken {
  symbol: string;
  /** Null for the native coin. */
  address: Address | null;
  decimals: number;
}

interface Hop {
  tokenIn: Address;
  tokenOut: Address;
  fee: number;
  pool: Address;
}

/** The tokens a donor may swap on `chain`: its stablecoins, the tokens its deployment lists for
 *  swaps (DEV on the local chains) and the native coin. Empty where the chain has no Uniswap. */
export function swapTokens(chain: ChainContext): SwapToken[] {
  const { deployment, nativeCurrency } = chain;
  if (!deployment.uniswap) return [];
  return [
    ...deployment.tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals })),
    ...(deployment.swapTokens ?? []).map(({ symbol, address, decimals }) => ({ symbol, address, decimals })),
    { symbol: nativeCurrency.symbol, address: null, decimals: nativeCurrency.decimals },
  ];
}

/** `GET /api/swaps/tokens`: each token the chain swaps (but the campaign's own), and whether it can
 *  be swapped into `currency` — a route, and one whole token quoted within 10 % of the pools' price. */
export async function listSwapTokens(chain: ChainContext, query: SwapTokensQuery): Promise<SwapTokens> {
  const out = findToken(chain.deployment, query.currency);
  const uniswap = chain.deployment.uniswap;
  if (!out || !uniswap?.swapRouter || !chain.deployment.swapAndGiveAddress) {
    return { chainId: chain.chainId, tokens: [] };
  }
  const candidates = swapTokens(chain).filter((token) => token.address !== out.address);
  const tokens = await Promise.all(
    candidates.map(async (token) => {
      const from = token.address ?? uniswap.wrappedNative;
      const routes = await candidateRoutes(chain, uniswap.factory, from, out.address, uniswap.wrappedNative);
      if (routes.length === 0) return { ...token, state: 'no-route' as const };
      const probe = await bestQuote(chain, uniswap.quoterV2, routes, 10n ** BigInt(token.decimals));
      if (!probe) return { ...token, state: 'too-little-liquidity' as const };
      const impact = await priceImpactBps(chain, probe.route, 10n ** BigInt(token.decimals), probe.amountOut);
      return {
        ...token,
        state: impact > THIN_IMPACT_BPS ? ('too-little-liquidity' as const) : ('available' as const),
      };
    }),
  );
  return { chainId: chain.chainId, tokens };
}

export async function quoteSwap(
  chain: ChainContext,
  query: Omit<SwapQuoteQuery, 'campaignId' | 'from'>,
  options: { counted?: boolean } = {},
): Promise<Omit<SwapQuote, 'transaction'>> {
  const uniswap = chain.deployment.uniswap;
  const network = chain.name;
  if (!uniswap?.swapRouter || !chain.deployment.swapAndGiveAddress) {
    throw new AppError('BAD_REQUEST', `Giving with another token is not available on ${network}.`);
  }
  const tokenIn = swapTokens(chain).find((token) =>
    query.tokenIn === 'native' ? token.address === null : token.address === getAddress(query.tokenIn),
  );
  if (!tokenIn) {
    throw new AppError('BAD_REQUEST', `This token cannot be swapped on ${network}.`);
  }
  const { currency } = query;
  const out = findToken(chain.deployment, currency);
  if (!out) throw new AppError('BAD_REQUEST', `${currency} is not available on ${network}.`);
  const tokenOut: SwapToken = { symbol: out.symbol, address: out.address, decimals: out.decimals };
  const given = tokenIn.symbol;
  const received = tokenOut.symbol;
  const from = tokenIn.address ?? uniswap.wrappedNative;
  if (from === tokenOut.address) {
    throw new AppError('BAD_REQUEST', `${given} is the campaign's own token: give it directly.`);
  }
  // parseUnits would round a longer fraction: refused instead, so the quote is for what was typed.
  const fraction = query.amountIn.split('.')[1] ?? '';
  const amountIn = fraction.length > tokenIn.decimals ? 0n : parseUnits(query.amountIn, tokenIn.decimals);
  if (amountIn <= 0n) {
    throw new AppError(
      'BAD_REQUEST',
      `Enter an amount above zero with at most ${tokenIn.decimals} decimals of ${given}.`,
    );
  }

  const routes = await candidateRoutes(
    chain,
    uniswap.factory,
    from,
    tokenOut.address as Address,
    uniswap.wrappedNative,
  );
  if (routes.length === 0) {
    throw new AppError('UNPROCESSABLE', `No route from ${given} to ${received} on ${network}.`);
  }
  const best = await bestQuote(chain, uniswap.quoterV2, routes, amountIn);
  if (!best) {
    throw new AppError(
      'UNPROCESSABLE',
      `Too little liquidity to swap ${query.amountIn} ${given} into ${received} on ${network}.`,
    );
  }
  const [priceImpact, gasPrice] = await Promise.all([
    priceImpactBps(chain, best.route, amountIn, best.amountOut),
    chain.client.getGasPrice(),
  ]);
  const gasUnits = best.gas + GIFT_OVERHEAD_GAS + (options.counted ? COUNTED_GIFT_GAS : 0n);
  const minOut = (best.amountOut * (BPS - BigInt(query.slippageBps))) / BPS;
  return {
    chainId: chain.chainId,
    tokenIn,
    tokenOut,
    amountIn: formatUnits(amountIn, tokenIn.decimals),
    amountOut: formatUnits(best.amountOut, tokenOut.decimals),
    minOut: formatUnits(minOut, tokenOut.decimals),
    amountOutUnits: best.amountOut.toString(),
    minOutUnits: minOut.toString(),
    slippageBps: query.slippageBps,
    highSlippage: query.slippageBps > HIGH_SLIPPAGE_BPS,
    priceImpactBps: priceImpact,
    swapGas: best.gas.toString(),
    gas: { units: gasUnits.toString(), fee: formatUnits(gasUnits * gasPrice, chain.nativeCurrency.decimals) },
    route: best.route.map(({ tokenIn: hopIn, tokenOut: hopOut, fee }) => ({
      tokenIn: hopIn,
      tokenOut: hopOut,
      fee,
    })),
    path: encodePath(
      [best.route[0]!.tokenIn, ...best.route.map((hop) => hop.tokenOut)],
      best.route.map((hop) => hop.fee),
    ),
  };
}

/** The route giving the most for `amountIn`, or undefined where none can fill it. */
async function bestQuote(chain: ChainContext, quoter: Address, routes: Hop[][], amountIn: bigint) {
  const quotes = await Promise.all(routes.map((route) => quoteRoute(chain, quoter, route, amountIn)));
  let best: { route: Hop[]; amountOut: bigint; gas: bigint } | undefined;
  routes.forEach((route, index) => {
    const quote = quotes[index];
    if (quote && quote.amountOut > 0n && (!best || quote.amountOut > best.amountOut))
      best = { route, ...quote };
  });
  return best;
}

/** How far `amountOut` is under what `amountIn` gives at the pools' current prices, in bps. */
async function priceImpactBps(chain: ChainContext, route: Hop[], amountIn: bigint, amountOut: bigint) {
  const spot = await spotOutput(chain, route, amountIn);
  return spot > amountOut ? Number(((spot - amountOut) * BPS) / spot) : 0;
}

/** Every pool of `a` and `b` in a fee tier that has liquidity. */
async function poolsBetween(chain: ChainContext, factory: Address, a: Address, b: Address): Promise<Hop[]> {
  const hops = FEE_TIERS.map((fee) => ({
    tokenIn: a,
    tokenOut: b,
    fee,
    pool: poolAddress(factory, a, b, fee),
  }));
  const liquidity = await Promise.all(
    hops.map((hop) =>
      chain.batchClient
        .readContract({ address: hop.pool, abi: UNISWAP_ABI, functionName: 'liquidity' })
        .catch(() => 0n),
    ),
  );
  return hops.filter((_, index) => (liquidity[index] ?? 0n) > 0n);
}

/** Direct pools, and two hops through the wrapped native coin (the pairs every chain's pools have). */
async function candidateRoutes(
  chain: ChainContext,
  factory: Address,
  from: Address,
  to: Address,
  wrappedNative: Address,
): Promise<Hop[][]> {
  const direct = (await poolsBetween(chain, factory, from, to)).map((hop) => [hop]);
  if (from === wrappedNative || to === wrappedNative) return direct;
  const [first, second] = await Promise.all([
    poolsBetween(chain, factory, from, wrappedNative),
    poolsBetween(chain, factory, wrappedNative, to),
  ]);
  return [...direct, ...first.flatMap((a) => second.map((b) => [a, b]))];
}

/** QuoterV2's answer for the route, by `eth_call` (it reverts to return, so it is simulated); null
 *  where the pools cannot fill the amount. */
async function quoteRoute(
  chain: ChainContext,
  quoter: Address,
  route: Hop[],
  amountIn: bigint,
): Promise<{ amountOut: bigint; gas: bigint } | null> {
  const path = encodePath(
    [route[0]!.tokenIn, ...route.map((hop) => hop.tokenOut)],
    route.map((hop) => hop.fee),
  );
  try {
    const { result } = await chain.client.simulateContract({
      address: quoter,
      abi: UNISWAP_ABI,
      functionName: 'quoteExactInput',
      args: [path, amountIn],
      account: zeroAddress,
    });
    const [amountOut, , , gas] = result;
    return { amountOut, gas };
  } catch {
    return null;
  }
}

/** What `amountIn` would give at each pool's current price less its fee, with no price moved:
 *  the measure the quote's price impact is taken against. */
async function spotOutput(chain: ChainContext, route: Hop[], amountIn: bigint): Promise<bigint> {
  const slots = await Promise.all(
    route.map((hop) =>
      chain.batchClient.readContract({ address: hop.pool, abi: UNISWAP_ABI, functionName: 'slot0' }),
    ),
  );
  let amount = amountIn;
  route.forEach((hop, index) => {
    const priceX192 = slots[index]![0] ** 2n;
    // The pool's price is token1 per token0; token0 is the lower address.
    const inIsToken0 = hop.tokenIn.toLowerCase() < hop.tokenOut.toLowerCase();
    const afterFee = (amount * (FEE_UNITS - BigInt(hop.fee))) / FEE_UNITS;
    amount = inIsToken0 ? (afterFee * priceX192) / Q192 : (afterFee * Q192) / priceX192;
  });
  return amount;
}
