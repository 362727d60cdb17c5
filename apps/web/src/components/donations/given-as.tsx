import type { SwappedInput } from '@crowdvault/shared/api/donation';
import { swapRate } from '@crowdvault/shared/swap-rate';
import type { Format } from '@/lib/i18n/format';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';

/** An exact decimal in the reader's digits with every place it has ("0.01", "400.5"). */
function exactDecimal(value: string, format: Format): string {
  return format.decimal(value, value.split('.')[1]?.length ?? 0);
}

/** What a swap-gift's donor spent (issue 45), as a donation's amount is followed by it: "0.01 ETH". */
export function swappedText(swapped: SwappedInput, format: Format): string {
  return `${exactDecimal(swapped.amount, format)} ${swapped.token.symbol}`;
}

/** "Given as 0.01 ETH" under a swap-gift's amount (the campaign's list, My Donations); nothing for a
 *  plain gift. */
export function GivenAs({
  swapped,
  className,
}: {
  swapped: SwappedInput | null | undefined;
  className?: string;
}) {
  const t = useT();
  const format = useFormat();
  if (!swapped) return null;
  return (
    <span className={className} data-testid="given-as">
      {t('Given as {amount}', { amount: swappedText(swapped, format) })}
    </span>
  );
}

/** The rate a swap-gift paid, "2,998.12 USDC per ETH" (swapRate: exact division, six significant
 *  digits); null when it cannot be worked out. */
export function useSwapRateText(
  swapped: SwappedInput | null | undefined,
  received: string,
  currency: string,
): string | null {
  const t = useT();
  const format = useFormat();
  if (!swapped) return null;
  const rate = swapRate(received, swapped.amount);
  if (rate === null) return null;
  return t('{rate} {currency} per {symbol}', {
    rate: exactDecimal(rate, format),
    currency,
    symbol: swapped.token.symbol,
  });
}
