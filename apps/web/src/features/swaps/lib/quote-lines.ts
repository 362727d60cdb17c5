import type { SwapQuote } from '@crowdvault/shared/api/swap';
import { formatAmount } from '@crowdvault/shared/format';

/** Places a swapped token's amount is shown with in a quote ("0.0100 ETH", "400.0000 DEV"). */
const GIVEN_PLACES = 4;
/** A stablecoin's places. */
const RECEIVED_PLACES = 2;

/** A number of basis points as a percentage ("1", "0.5", "0.05"). */
export function bpsAsPercent(bps: number): string {
  return (bps / 100).toString();
}

/** A quote's figures as the panel says them: the given amount to four places, the stablecoin to
 *  two, the minimum rounded down so it never promises more than the gift signs for. */
export function quoteFigures(quote: SwapQuote) {
  const [whole = '0', fraction = ''] = quote.minOut.split('.');
  return {
    amountIn: formatAmount(quote.amountIn, GIVEN_PLACES),
    tokenIn: quote.tokenIn.symbol,
    amountOut: formatAmount(quote.amountOut, RECEIVED_PLACES),
    minOut: formatAmount(
      `${whole}.${fraction.padEnd(RECEIVED_PLACES, '0').slice(0, RECEIVED_PLACES)}`,
      RECEIVED_PLACES,
    ),
    tokenOut: quote.tokenOut.symbol,
    slippage: bpsAsPercent(quote.slippageBps),
    impact: quote.priceImpactBps === 0 ? '< 0.01' : bpsAsPercent(quote.priceImpactBps),
    fee: formatAmount(quote.gas.fee, 6),
  };
}
