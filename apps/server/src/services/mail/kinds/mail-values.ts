import { formatAmount, formatUnits, isGeneratedUsername } from '@crowdvault/shared/format';
import { formatDecimal } from '@crowdvault/shared/i18n/format';
import type { Locale } from '@crowdvault/shared/i18n/locales';

/** An amount of a token's smallest units, exact to its last digit with thousands separators
 *  ("1,234.50", "0.000001", "2.000000000000000001"; "1.234,50" in German): mail is a record,
 *  never rounded. */
export function exactAmount(units: bigint, decimals: number, locale: Locale = 'en'): string {
  const plain = formatUnits(units, decimals);
  const places = Math.max(2, plain.split('.')[1]?.length ?? 0);
  return locale === 'en' ? formatAmount(plain, places) : formatDecimal(plain, locale, places);
}

/** "Hello maya_okafor," or, while the name is still the generated user_0x…, plainly "Hello,". */
export function greeting(username: string): string {
  return isGeneratedUsername(username) ? 'Hello,' : `Hello ${username},`;
}

export function campaignUrl(publicUrl: string, campaignId: number): string {
  return `${publicUrl}/campaign/${campaignId}`;
}

/** A payload field the queueing code wrote: a missing one is a bug, not a user's mistake. */
export function numberField(payload: Record<string, unknown>, name: string): number {
  const value = Number(payload[name]);
  if (!Number.isSafeInteger(value)) throw new Error(`Mail payload lacks ${name}`);
  return value;
}
