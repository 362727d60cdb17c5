import { activeFormat } from '@/lib/i18n/format';

export { formatExact } from '@/lib/exact-amount';

/** "1,234.50 USDT" ("1.234,50 USDT" in German): an amount with its currency, at the currency's
 *  display places, in the locale of the page (the dashboard renders in the browser, decision 142). */
export function formatMoney(value: string, currency: string): string {
  return activeFormat().amount(value, currency);
}

/** "0", "0.00": nothing at all. */
export function isZeroAmount(value: string): boolean {
  return /^0*(\.0*)?$/.test(value.trim());
}
