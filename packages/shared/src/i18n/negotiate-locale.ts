import { isLocale, LOCALE_COOKIE, LOCALES, type Locale, SOURCE_LOCALE } from './locales';

/**
 * The language to answer in: the `cv_locale` cookie when it holds one of the six tags, else the
 * first language of Accept-Language (by q-value, then order) that CrowdVault speaks, else English.
 * A tag matches exactly or by its language: `de-AT` → `de`, `es-419` → `es`, and every Portuguese
 * (`pt`, `pt-PT`, `pt-AO`) → `pt-BR`, the one Portuguese there is (decision 137). `q=0` refuses a
 * language; `*` names none.
 */
export function negotiateLocale(acceptLanguage?: string | null, cookie?: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  for (const tag of rankedLanguages(acceptLanguage ?? '')) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

/** A request's locale from its headers (`Cookie`'s cv_locale, else `Accept-Language`). */
export function localeOfHeaders(headers: Readonly<Record<string, string | string[] | undefined>>): Locale {
  const header = (name: string) => [headers[name] ?? ''].flat().join(',');
  return negotiateLocale(header('accept-language'), cookieValue(header('cookie'), LOCALE_COOKIE));
}

/** One cookie's value from a Cookie header (the first of that name), undefined when absent. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair
        .slice(separator + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
    }
  }
  return undefined;
}

/** One language tag to the locale that serves it, or null: exact (any letter case), else by its
 *  primary language subtag. */
export function matchLocale(tag: string): Locale | null {
  const wanted = tag.trim().toLowerCase().replace(/_/g, '-');
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null;
}

/** The header's tags with q > 0, highest q first (the header's order among equals). */
function rankedLanguages(header: string): string[] {
  const ranked: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!/^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(tag)) return;
    const qParam = params.find((param) => /^q=/i.test(param));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    ranked.push({ tag, q, index });
  });
  return ranked.sort((a, b) => b.q - a.q || a.index - b.index).map(({ tag }) => tag);
}
