// A page's language named in its URL (decision 142): `/campaign/7?lang=de` is the campaign page in
// German whatever the reader's cookie or browser says, so each language has a URL of its own for
// `hreflang` alternates and for a link shared in one language. No zod: every page imports it.
import { isLocale, type Locale } from './locales';

/** The query parameter that names a page's language. */
export const LANGUAGE_PARAM = 'lang';

/** The locale a URL's `?lang=` names, exactly one of the six tags; null when none (or another). */
export function languageOfUrl(url: string): Locale | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const value = new URLSearchParams(url.slice(query + 1).split('#')[0]).get(LANGUAGE_PARAM);
  return isLocale(value) ? value : null;
}
