import { formatAmount, formatUnits, formatUtcMoment, isGeneratedUsername } from '@crowdvault/shared/format';
import { formatDate, formatDecimal, intlTag } from '@crowdvault/shared/i18n/format';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';

/** An amount of a token's smallest units, exact to its last digit with thousands separators
 *  ("1,234.50", "0.000001", "2.000000000000000001"; "1.234,50" in German): mail is a record,
 *  never rounded. */
export function exactAmount(units: bigint, decimals: number, locale: Locale = 'en'): string {
  const plain = formatUnits(units, decimals);
  const places = Math.max(2, plain.split('.')[1]?.length ?? 0);
  return locale === 'en' ? formatAmount(plain, places) : formatDecimal(plain, locale, places);
}

/** "Hello maya_okafor," or, while the name is still the generated user_0x…, plainly "Hello,";
 *  in the recipient's language. */
export function greeting(username: string, locale: Locale = 'en'): string {
  return isGeneratedUsername(username)
    ? mailText(locale, 'Hello,')
    : mailText(locale, 'Hello {name},', { name: username });
}

/** A moment in a mail: English keeps the form every mail has written ("2026-11-28 14:05 UTC");
 *  other languages their own date and time, in UTC, marked so. */
export function mailMoment(value: string | Date, locale: Locale): string {
  return locale === 'en'
    ? formatUtcMoment(value)
    : `${formatDate(new Date(value), locale, { time: true })} UTC`;
}

/** A year in the locale's digits, never grouped like an amount ("2026", "٢٠٢٦"). */
export function yearText(year: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { useGrouping: false }).format(year);
}

/** A count (a figure's value, or the number inside a plural's words) in the locale's digits;
 *  English ungrouped, as mails have always written it ("1000"). */
export function countText(count: number, locale: Locale): string {
  return locale === 'en' ? String(count) : new Intl.NumberFormat(intlTag(locale)).format(count);
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
