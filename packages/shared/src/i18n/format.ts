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

// Intl.NumberFormat takes a decimal string exactly (no float on the way), with at most 20
// fraction digits in Node 20's V8; more are written from the parts (formatLongFraction).
/** The tag Intl is given: the locale with its digits as a Unicode extension (`ar-u-nu-arab`). */
export function intlTag(locale: Locale): string {
  return `${locale}-u-nu-${NUMBERING[locale]}`;
}

const INTL_MAX_FRACTION_DIGITS = 20;
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

function numberFormat(locale: Locale, places: number): Intl.NumberFormat {
  return cached(
    `n:${locale}:${places}`,
    () =>
      new Intl.NumberFormat(intlTag(locale), {
        minimumFractionDigits: places,
        maximumFractionDigits: places,
        roundingMode: 'halfExpand',
      }),
  );
}

/**
 * A decimal string ("1234.5") with `places` decimals in the locale's digits and separators,
 * rounded half away from zero on the decimal itself: `de` "1.234,50", `fr` "1 234,50", `ar`
 * "١٬٢٣٤٫٥٠". Anything but a plain decimal comes back as it was.
 */
export function formatDecimal(value: string, locale: Locale, places: number): string {
  const trimmed = value.trim();
  const match = DECIMAL.exec(trimmed);
  if (!match) return value;
  if (places <= INTL_MAX_FRACTION_DIGITS) {
    // Intl.NumberFormat reads a string argument as an exact decimal (ECMA-402, NumberFormat v3);
    // its type says number | bigint only.
    return numberFormat(locale, places).format(trimmed as unknown as number);
  }
  return formatLongFraction(match, locale, places);
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

// More decimals than Intl takes: the whole part through Intl (exact, from the string), the
// fraction rounded on the string and written in the locale's digits after its decimal sign.
function formatLongFraction(match: RegExpExecArray, locale: Locale, places: number): string {
  const [, sign = '', whole = '0', fraction = ''] = match;
  let scaled = BigInt(whole + fraction.padEnd(places, '0').slice(0, places));
  if ((fraction[places] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, '0');
  const wholeText = numberFormat(locale, 0).format(
    `${sign && scaled !== 0n ? '-' : ''}${digits.slice(0, -places)}` as unknown as number,
  );
  const parts = numberFormat(locale, 1).formatToParts(0.5);
  const decimalSign = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const zero = (parts.find((part) => part.type === 'integer')?.value ?? '0').codePointAt(0)!;
  const localDigits = digits.slice(-places).replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
  return `${wholeText}${decimalSign}${localDigits}`;
}

export interface DateOptions {
  /** The reader's IANA time zone; UTC where it is unknown (the server, a mail), so the server's
   *  page and the browser's first render agree. */
  timeZone?: string;
  /** Adds the hour and minute. */
  time?: boolean;
}

/** A date in the locale's order, month name and digits ("28.11.2026" style per locale, `medium`
 *  length: "28 nov. 2026", "28. Nov. 2026"); an em dash when there is no date. */
export function formatDate(
  value: string | Date | null | undefined,
  locale: Locale,
  { timeZone = 'UTC', time = false }: DateOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '—';
  const format = cached(
    `d:${locale}:${timeZone}:${time}`,
    () =>
      new Intl.DateTimeFormat(intlTag(locale), {
        dateStyle: 'medium',
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
