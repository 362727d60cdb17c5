import { displayPlaces, formatAmount } from '@crowdvault/shared/format';

/** A decimal string shown whole: the currency's usual places (2, 6 for ETH) or more when the value
 *  has more, so nothing is rounded away ("97.5" → "97.50", "0.0243751" → "0.0243751"). */
export function formatExact(value: string, currency: string): string {
  const fraction = value.split('.')[1] ?? '';
  return formatAmount(value, Math.max(displayPlaces(currency), fraction.length));
}
