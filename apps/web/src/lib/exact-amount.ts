import { displayPlaces } from '@crowdvault/shared/format';
import { formatDecimal } from '@crowdvault/shared/i18n/format';
import { activeLocale } from '@/lib/i18n/i18n';

/** A decimal string shown whole: the currency's usual places (2, 6 for ETH) or more when the value
 *  has more, so nothing is rounded away ("97.5" → "97.50", "0.0243751" → "0.0243751"), in the
 *  page's locale ("97,50" in German). For parts the browser renders (signed-in pages); a
 *  server-rendered part writes `useFormat().exact` instead (decision 142). */
export function formatExact(value: string, currency: string): string {
  const fraction = value.split('.')[1] ?? '';
  return formatDecimal(value, activeLocale(), Math.max(displayPlaces(currency), fraction.length));
}
