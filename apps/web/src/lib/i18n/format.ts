// Money, numbers and dates in the reader's locale and time zone (issue 43, decision 142). A
// component writes `const format = useFormat();` and `format.amount(campaign.raisedAmount,
// campaign.currency)`: "1.234,56 USDT" in German, "١٬٢٣٤٫٥٦ USDT" in Arabic. Display only: what is
// signed or sent to a chain is built from the decimal strings and bigints, never from these texts.
import { displayPlaces } from '@crowdvault/shared/format';
import { isolateLtr } from '@crowdvault/shared/i18n/bidi';
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDecimal,
  formatExactAmount,
  formatList,
  formatPercent,
  formatRelativeTime,
  formatUsd,
  formatUtcMinute,
} from '@crowdvault/shared/i18n/format';
import { dirOf, type Locale } from '@crowdvault/shared/i18n/locales';
import { DEFAULT_TIME_ZONE, isTimeZone, TIME_ZONE_COOKIE } from '@crowdvault/shared/i18n/time-zone';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { activeLocale, useLocale } from './i18n';
import { type WrittenTexts, WrittenTextsContext, writtenKey, writtenText } from './written-texts';

/** The reader's clock: their time zone, and the moment relative times count from. */
export interface ReaderClock {
  timeZone: string;
  /** Milliseconds since the epoch. */
  now: number;
  /** Minutes the zone is ahead of UTC at `now`: given by the server, so the browser can tell that
   *  its own zone reads the same without asking ICU (see ReaderClockProvider). */
  offset?: number;
}

/** The server's render gives the zone it rendered in (the cv_tz cookie's, else UTC) and its moment;
 *  the browser hydrates with both, so the adopted text matches, then moves to its own. */
export const ReaderClockContext = createContext<ReaderClock | null>(null);

export interface Format {
  locale: Locale;
  /** "1.234,56 USDT": the currency's places (6 for ETH, 2 otherwise) unless given. */
  amount(value: string, currency: string, places?: number): string;
  /** Every decimal the value has, at least the currency's places: nothing rounded away. */
  exact(value: string, currency: string): string;
  /** A decimal string without a currency ("1.234,50"). */
  decimal(value: string, places?: number): string;
  /** A decimal string whole: two places, or more when it has more ("97,50", "0,0243751"). */
  exactDecimal(value: string): string;
  /** US dollars as the locale writes them ("1.234 $"). */
  usd(value: string, places?: number): string;
  count(value: number | bigint): string;
  percent(value: number, fractionDigits?: number): string;
  /** The day, in the reader's zone ("28.11.2026"); an em dash for none. */
  date(value: string | Date | null | undefined): string;
  /** The day and the time of day, in the reader's zone ("28.11.2026, 14:05"). */
  dateTime(value: string | Date | null | undefined): string;
  /** "vor 3 Tagen", "in 2 hours", from the reader's clock. */
  relative(value: string | Date | null | undefined): string;
  /** "Base und Polygon", "Base, Ethereum oder Polygon": names listed in the page's words. */
  list(names: string[], conjunction?: 'and' | 'or'): string;
  /** A moment everyone must read alike (a vault's deadline) to the minute, in UTC whatever the
   *  reader's zone, in the locale's words: "4. März 2099, 23:59 UTC". */
  utcMinute(value: string | Date): string;
}

/** A moment as the key of a date's text: a Date by its instant, a string as given. */
function moment(value: string | Date | null | undefined): string | null {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** Formatters for `locale` on `clock`, reading and recording `written` where given. */
export function formatFor(locale: Locale, clock: ReaderClock, written?: WrittenTexts | null): Format {
  const { timeZone } = clock;
  // An amount with its code reads left to right inside Arabic text too ("١٬٢٣٤٫٥٦ USDT"), isolated
  // (LRI…PDI) so the text around it cannot reorder it.
  const ltr = dirOf(locale) === 'rtl' ? isolateLtr : (text: string) => text;
  const known = (key: string, write: () => string) => writtenText(written, key, write);
  return {
    locale,
    amount: (value, currency, places = displayPlaces(currency)) =>
      known(writtenKey(locale, 'a', value, currency, places), () =>
        ltr(formatAmount(value, currency, locale, places)),
      ),
    exact: (value, currency) =>
      known(writtenKey(locale, 'x', value, currency), () => ltr(formatExactAmount(value, currency, locale))),
    decimal: (value, places = 2) =>
      known(writtenKey(locale, 'n', value, places), () => formatDecimal(value, locale, places)),
    exactDecimal: (value) =>
      known(writtenKey(locale, 'xn', value), () =>
        formatDecimal(value, locale, Math.max(2, value.split('.')[1]?.length ?? 0)),
      ),
    usd: (value, places = 2) =>
      known(writtenKey(locale, 'u', value, places), () => ltr(formatUsd(value, locale, places))),
    count: (value) => known(writtenKey(locale, 'c', value), () => formatCount(value, locale)),
    percent: (value, fractionDigits = 0) =>
      known(writtenKey(locale, 'p', value, fractionDigits), () =>
        formatPercent(value, locale, fractionDigits),
      ),
    date: (value) =>
      known(writtenKey(locale, 'd', timeZone, moment(value)), () => formatDate(value, locale, { timeZone })),
    dateTime: (value) =>
      known(writtenKey(locale, 'dt', timeZone, moment(value)), () =>
        formatDate(value, locale, { timeZone, time: true }),
      ),
    relative: (value) =>
      known(writtenKey(locale, 'r', clock.now, moment(value)), () =>
        formatRelativeTime(value, locale, new Date(clock.now)),
      ),
    list: (names, conjunction) =>
      known(writtenKey(locale, 'l', conjunction ?? 'and', ...names), () =>
        formatList(names, locale, conjunction),
      ),
    utcMinute: (value) => known(writtenKey(locale, 'm', moment(value)), () => formatUtcMinute(value, locale)),
  };
}

/** The browser's own time zone (UTC where it cannot say). */
export function browserTimeZone(): string {
  const zone = typeof Intl === 'undefined' ? undefined : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The page's formatters: its locale and the reader's clock. */
export function useFormat(): Format {
  const locale = useLocale();
  const clock = useContext(ReaderClockContext);
  const written = useContext(WrittenTextsContext);
  return useMemo(
    () => formatFor(locale, clock ?? { timeZone: browserTimeZone(), now: Date.now() }, written),
    [locale, clock, written],
  );
}

/** Formatters outside React (a toast's text): the active locale, the browser's zone, now. */
export function activeFormat(): Format {
  return formatFor(activeLocale(), { timeZone: browserTimeZone(), now: Date.now() });
}

/** A moment with its time of day in the page's locale and the browser's zone, or `empty` when there
 *  is none (a page the browser renders: the dashboard, admin). */
export function formatMomentOr(value: string | null | undefined, empty: string): string {
  const text = activeFormat().dateTime(value);
  return text === '—' ? empty : text;
}

/**
 * Gives the tree the reader's clock. A server-rendered page starts with the zone and moment the
 * server rendered with (`initial`), so hydration adopts the same text; once hydrated, a reader in
 * another zone sees their own (one re-render of the dates, on the first visit only: the zone goes
 * into the cv_tz cookie, and the server renders the next page in it).
 */
export function ReaderClockProvider({ initial, children }: { initial: ReaderClock; children: ReactNode }) {
  const [clock, setClock] = useState(initial);
  useEffect(() => {
    const check = () => {
      const zone = browserTimeZone();
      rememberTimeZone(zone);
      if (zone !== initial.timeZone) setClock({ timeZone: zone, now: Date.now() });
    };
    // The browser's offset is the server's zone's: the page already reads right here. Its zone's
    // name (for cv_tz) costs ICU's first load, 20–30 ms of one task (issue 42): asked once the
    // reader does something, or leaves, not while the page is still coming alive.
    if (initial.offset === -new Date().getTimezoneOffset()) return afterFirstInput(check);
    check();
  }, [initial.timeZone, initial.offset]);
  return createElement(ReaderClockContext.Provider, { value: clock }, children);
}

const FIRST_INPUTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** Runs `then` once, when the browser is idle after the reader's first input, or as the page is
 *  hidden; returns what stops waiting. */
function afterFirstInput(then: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_INPUTS) window.removeEventListener(type, onInput, true);
    document.removeEventListener('visibilitychange', onHidden);
  };
  const onInput = () => {
    stop();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 1_000 });
    else setTimeout(then, 0);
  };
  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    stop();
    then();
  };
  for (const type of FIRST_INPUTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onHidden);
  return stop;
}

/** cv_tz for a year, for every page of the site. */
function rememberTimeZone(zone: string): void {
  if (document.cookie.includes(`${TIME_ZONE_COOKIE}=${zone}`)) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=31536000; samesite=lax`;
}
