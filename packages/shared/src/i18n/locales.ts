// No zod here: every public page reads the locale list, and a schema would bring zod with it
// (locale-schema.ts has the API's).

/** The languages CrowdVault speaks, as full BCP-47 tags (decision 137): a language, with a region
 *  only where the catalogue is a region's variety (`pt-BR`); never a bare region like `ca`. */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language SPEC.md is written in: its catalogue is the source every other one translates. */
export const SOURCE_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice of language; it wins over Accept-Language. */
export const LOCALE_COOKIE = 'cv_locale';

/** Each language by its own name, as the language switch lists it (a reader looks for their own). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

/** Exactly one of the six tags, letter case included: `pt` or `pt-br` is not a locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a locale's text, for `dir` on `<html>` and in mails. */
export function dirOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
