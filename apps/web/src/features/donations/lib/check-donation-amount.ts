import { displayPlaces, formatUnits, parseUnits } from '@crowdvault/shared/format';
import { formatDecimal } from '@crowdvault/shared/i18n/format';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { msg, t as pageT, type Translate } from '@/lib/i18n/i18n';

const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

/** The amount as typed, trimmed, with a leading zero before a bare fraction (".5" → "0.5"). */
export function normalizeAmount(amount: string): string {
  const trimmed = amount.trim();
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}

/** SPEC.md §8's 'Invalid Amount' sentence, said beside the field. */
export const INVALID_DONATION_AMOUNT = msg('Please enter a valid donation amount.');

/** A balance as the donor reads it: the token's display places, cut (never rounded up, which
 *  would claim more than the wallet holds), with thousands separators. */
export function formatBalance(
  value: bigint,
  decimals: number,
  symbol: string,
  locale: Locale = 'en',
): string {
  const places = displayPlaces(symbol);
  const unit = 10n ** BigInt(Math.max(decimals - places, 0));
  return formatDecimal(formatUnits((value / unit) * unit, decimals), locale, places);
}

/** What is wrong with the amount before anything is signed, in a sentence for beside the field;
 *  null when it can be sent. `decimals` and `balance` are checked when known, `gaslessMinimum`
 *  when the donation goes without gas (the relayer refuses less, decision on gasless minimums). */
export function checkDonationAmount(input: {
  amount: string;
  symbol: string;
  decimals?: number;
  balance?: bigint;
  chainName?: string | null;
  gaslessMinimum?: string | null;
  /** The reader's, for the amounts the sentence quotes. */
  locale?: Locale;
  /** The sentence in the reader's language: the component's `t` (the page's by default). */
  t?: Translate;
}): string | null {
  const t = input.t ?? pageT;
  const amount = normalizeAmount(input.amount);
  if (!AMOUNT_PATTERN.test(amount) || /^0*(\.0*)?$/.test(amount)) return t(INVALID_DONATION_AMOUNT);
  if (input.decimals === undefined) return null;
  let value: bigint;
  try {
    value = parseUnits(amount, input.decimals);
  } catch {
    return t('{symbol} has at most {decimals} decimal places.', {
      symbol: input.symbol,
      decimals: input.decimals,
    });
  }
  if (value === 0n) return t(INVALID_DONATION_AMOUNT);
  if (input.gaslessMinimum && value < parseUnits(input.gaslessMinimum, input.decimals)) {
    const minimum = formatDecimal(input.gaslessMinimum, input.locale ?? 'en', displayPlaces(input.symbol));
    return t(
      'Donations without gas start at {minimum}: give at least that, or untick "Donate without gas" for a normal transfer.',
      { minimum: `${minimum} ${input.symbol}` },
    );
  }
  if (input.balance !== undefined && value > input.balance) {
    const holds = `${formatBalance(input.balance, input.decimals, input.symbol, input.locale)} ${input.symbol}`;
    return input.chainName
      ? t('Your wallet holds {amount} on {network}. Nothing was sent.', {
          amount: holds,
          network: input.chainName,
        })
      : t('Your wallet holds {amount}. Nothing was sent.', { amount: holds });
  }
  return null;
}
