// Amounts, dates and relative times as each locale writes them (decision 137). Display only: what
// is signed or sent to a chain is never formatted here.
import { displayPlaces } from '../format';
import type { Locale } from './locales';

/** Arabic is written with Arabic-Indic digits (٠١٢٣), chosen here rather than left to the runtime:
 *  CLDR 42 moved plain `ar` to Latin digits, and a browser whose ICU predates it would draw other
 *  digits than the server did. Every other locale is pinned to Latin digits the same way. */
const NUMBERING: Record<Locale, 'arab' | 'latn'> = {
  en: 'latn',
  es: 'latn',
  'pt-BR': 'latn',
  fr: 'latn',
  de: 'latn',
  ar: 'arab',
};

/** The tag Intl is given: the locale with its digits as a Unicode extension (`ar-u-nu-arab`). */
export function intlTag(locale: Locale): string {
  return `${locale}-u-nu-${NUMBERING[locale]}`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** Whole numbers in the locale's digits and grouping (a bigint keeps every digit). */
function integerFormat(locale: Locale): Intl.NumberFormat {
  return cached(`i:${locale}`, () => new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 0 }));
}

/** The locale's decimal sign, minus sign and zero digit, read from Intl once. */
function symbols(locale: Locale): { decimal: string; minus: string; zero: number } {
  const parts = new Intl.NumberFormat(intlTag(locale), { minimumFractionDigits: 1 }).formatToParts(-0.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    // Everything before the digits: Arabic writes a letter mark before its minus sign.
    minus: parts
      .slice(
        0,
        parts.findIndex((part) => part.type === 'integer'),
      )
      .map((part) => part.value)
      .join(''),
    zero: (parts.find((part) => part.type === 'integer')?.value ?? '0').codePointAt(0) ?? 48,
  };
}
const symbolCache = new Map<Locale, ReturnType<typeof symbols>>();

/**
 * A decimal string ("1234.5") with `places` decimals in the locale's digits and separators,
 * rounded half away from zero on the decimal itself: `de` "1.234,50", `fr` "1 234,50", `ar`
 * "١٬٢٣٤٫٥٠". Anything but a plain decimal comes back as it was.
 *
 * No float on the way, and nothing asked of Intl that an older browser lacks: the rounding is
 * done on the string (a bigint of the scaled digits), the whole part is grouped by Intl as a
 * bigint (exact at any length), and the fraction is written in the locale's digits after its
 * decimal sign. A browser without ECMA-402's NumberFormat v3 (string input, `roundingMode`)
 * therefore writes exactly what the server wrote, and hydration agrees.
 */
export function formatDecimal(value: string, locale: Locale, places: number): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  let scaled = BigInt(whole + fraction.padEnd(places, '0').slice(0, places));
  if ((fraction[places] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, '0');
  let known = symbolCache.get(locale);
  if (!known) {
    known = symbols(locale);
    symbolCache.set(locale, known);
  }
  const wholeText = integerFormat(locale).format(BigInt(digits.slice(0, digits.length - places)));
  const localDigits = digits
    .slice(digits.length - places)
    .replace(/\d/g, (d) => String.fromCodePoint((known?.zero ?? 48) + Number(d)));
  const minus = sign && scaled !== 0n ? known.minus : '';
  return `${minus}${wholeText}${places > 0 ? `${known.decimal}${localDigits}` : ''}`;
}

/** An amount of a token with its code after it, kept together by a no-break space: "1.234,56 USDT"
 *  in German. Places follow SPEC.md §9 (6 for ETH, 2 otherwise) unless given. */
export function formatAmount(
  value: string,
  currency: string,
  locale: Locale,
  places = displayPlaces(currency),
): string {
  return `${formatDecimal(value, locale, places)}\u00A0${currency}`;
}

/** An amount shown whole: the currency's usual places, or more when the value has more, so nothing
 *  is rounded away ("97.5" → "97,50 USDT", "0.0243751" → "0,0243751 ETH"). */
export function formatExactAmount(value: string, currency: string, locale: Locale): string {
  const fraction = value.split('.')[1] ?? '';
  return formatAmount(value, currency, locale, Math.max(displayPlaces(currency), fraction.length));
}

/** A sum in US dollars as the locale writes one ("$1,234.00", "1.234,00 $", "١٬٢٣٤٫٠٠ US$"), from
 *  its decimal string: the dollar sign's place and spacing are Intl's, the digits formatDecimal's. */
export function formatUsd(value: string, locale: Locale, places = 2): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const parts = cached(
    `usd:${locale}`,
    () => new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'USD' }),
  ).formatToParts(1);
  const first = parts.findIndex((part) => part.type === 'integer');
  const last = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction');
  const before = parts
    .slice(0, first)
    .map((part) => part.value)
    .join('');
  const after = parts
    .slice(last + 1)
    .map((part) => part.value)
    .join('');
  const number = formatDecimal(value, locale, places);
  const unsigned = formatDecimal(`${match[2]}${match[3] ? `.${match[3]}` : ''}`, locale, places);
  // A minus sign goes before the dollar sign, as Intl writes "-$5.00".
  const minus = number === unsigned ? '' : number.slice(0, number.length - unsigned.length);
  return `${minus}${before}${unsigned}${after}`;
}

/** A count ("1.234" in German, "١٬٢٣٤" in Arabic). */
export function formatCount(value: number | bigint, locale: Locale): string {
  return integerFormat(locale).format(value);
}

/** A share in per cent, from a number (a display, not money): "12,5 %" in German. */
export function formatPercent(value: number, locale: Locale, fractionDigits = 0): string {
  return cached(
    `p:${locale}:${fractionDigits}`,
    () =>
      new Intl.NumberFormat(intlTag(locale), {
        style: 'percent',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  ).format(value / 100);
}

export interface DateOptions {
  /** The reader's IANA time zone; UTC where it is unknown (the server, a mail), so the server's
   *  page and the browser's first render agree. */
  timeZone?: string;
  /** Adds the hour and minute. */
  time?: boolean;
  /** The month written out ("22. November 2026") where a page gives a date its own line. */
  long?: boolean;
}

/** A date in the locale's order, month name and digits ("28.11.2026" style per locale, `medium`
 *  length: "28 nov. 2026", "28. Nov. 2026"); an em dash when there is no date. */
export function formatDate(
  value: string | Date | null | undefined,
  locale: Locale,
  { timeZone = 'UTC', time = false, long = false }: DateOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '—';
  const format = cached(
    `d:${locale}:${timeZone}:${time}:${long}`,
    () =>
      new Intl.DateTimeFormat(intlTag(locale), {
        dateStyle: long ? 'long' : 'medium',
        ...(time ? { timeStyle: 'short' } : {}),
        timeZone,
      }),
  );
  return format.format(date);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago or how far ahead, in the largest whole unit: "vor 3 Tagen", "in 2 hours",
 *  "yesterday" (Intl's `numeric: 'auto'`). An em dash when there is no date. */
export function formatRelativeTime(
  value: string | Date | null | undefined,
  locale: Locale,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return '—';
  const seconds = (date.getTime() - now.getTime()) / 1000;
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  const format = cached(
    `r:${locale}`,
    () => new Intl.RelativeTimeFormat(intlTag(locale), { numeric: 'auto' }),
  );
  return format.format(Math.trunc(seconds / size), unit);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `names` joined in `locale`'s words ("A, B und C", "A o B"); English as it always read, without
 *  the serial comma ("A, B and C"). The caller's locale, never the active one where a server renders
 *  it: its one process writes every language, and the browser must hydrate the same words. */
export function formatList(names: string[], locale: Locale, conjunction: 'and' | 'or' = 'and'): string {
  if (names.length <= 1) return names[0] ?? '';
  const type = conjunction === 'and' ? 'conjunction' : 'disjunction';
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type }).format(names);
}

/** A moment to the minute in UTC, in `locale` ("Mar 4, 2099, 23:59 UTC", "٤ مارس ٢٠٩٩، ٢٣:٥٩ UTC"):
 *  a vault's deadline is the same minute for every reader, so it is never moved to their zone. */
export function formatUtcMinute(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(value));
}
