import { displayPlaces, formatAmount } from '@crowdvault/shared/format';

/** A decimal string shown whole: the currency's usual places (2, 6 for ETH) or more when the value
 *  has more, so nothing is rounded away ("97.5" → "97.50", "0.0243751" → "0.0243751"). */
export function formatExact(value: string, currency: string): string {
  const fraction = value.split('.')[1] ?? '';
  return formatAmount(value, Math.max(displayPlaces(currency), fraction.length));
}

/** "1,234.50 USDT": an amount with its currency, at the currency's display places. */
export function formatMoney(value: string, currency: string): string {
  return `${formatAmount(value, displayPlaces(currency))} ${currency}`;
}

/** "0", "0.00": nothing at all. */
export function isZeroAmount(value: string): boolean {
  return /^0*(\.0*)?$/.test(value.trim());
}
