import type { SwapQuote } from '@crowdvault/shared/api/swap';
import type { Format } from '@/lib/i18n/format';

/** Places a swapped token's amount is shown with in a quote ("0.0100 ETH", "400.0000 DEV"). */
const GIVEN_PLACES = 4;
/** A stablecoin's places. */
const RECEIVED_PLACES = 2;

/** A number of basis points as a plain percentage ("1", "0.5", "0.05"). */
export function bpsAsPercent(bps: number): string {
  return (bps / 100).toString();
}

/** A percentage in the reader's digits, with the places it has. */
function percent(bps: number, format: Format): string {
  const plain = bpsAsPercent(bps);
  return format.decimal(plain, plain.split('.')[1]?.length ?? 0);
}

/** Cut to `places`, never rounded up: a minimum must not promise more than the gift signs for. */
function floorTo(value: string, places: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(places, '0').slice(0, places)}`;
}

/** A quote's figures as the panel says them, in the reader's locale: the given amount to four
 *  places, the stablecoin to two, the minimum cut down. */
export function quoteFigures(quote: SwapQuote, format: Format) {
  return {
    amountIn: format.decimal(quote.amountIn, GIVEN_PLACES),
    tokenIn: quote.tokenIn.symbol,
    amountOut: format.decimal(quote.amountOut, RECEIVED_PLACES),
    minOut: format.decimal(floorTo(quote.minOut, RECEIVED_PLACES), RECEIVED_PLACES),
    tokenOut: quote.tokenOut.symbol,
    slippage: percent(quote.slippageBps, format),
    impact:
      quote.priceImpactBps === 0 ? `< ${format.decimal('0.01')}` : percent(quote.priceImpactBps, format),
    fee: format.decimal(quote.gas.fee, 6),
  };
}
