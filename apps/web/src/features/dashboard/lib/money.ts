import { displayPlaces, formatAmount } from '@crowdvault/shared/format';

export { formatExact } from '@/lib/exact-amount';

/** "1,234.50 USDT": an amount with its currency, at the currency's display places. */
export function formatMoney(value: string, currency: string): string {
  return `${formatAmount(value, displayPlaces(currency))} ${currency}`;
}

/** "0", "0.00": nothing at all. */
export function isZeroAmount(value: string): boolean {
  return /^0*(\.0*)?$/.test(value.trim());
}
