// The web app's texts in the reader's language (issue 43, decision 140). A component writes its
// English text through `useT()` — `t('Discover')`, `t('{count} donors', { count })` — and the
// extractor (`npm run i18n:extract`) collects every such call into apps/web/src/locales/<locale>/web.po.
// Each locale's catalogue is a chunk of its own (po-catalogue.ts), loaded before the page renders.

import { intlTag } from '@crowdvault/shared/i18n/format';
import { dirOf, type Locale, SOURCE_LOCALE } from '@crowdvault/shared/i18n/locales';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { createContext, useContext } from 'react';

/** One literal import per locale, so the bundler emits one chunk each (never all six). */
const CATALOGUES: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../locales/en/web.po'),
  es: () => import('../../locales/es/web.po'),
  'pt-BR': () => import('../../locales/pt-BR/web.po'),
  fr: () => import('../../locales/fr/web.po'),
  de: () => import('../../locales/de/web.po'),
  ar: () => import('../../locales/ar/web.po'),
};

const loaded = new Map<Locale, Promise<I18n>>();

/** The locale's texts, loaded once (the server keeps one per locale for every request). */
export function loadI18n(locale: Locale): Promise<I18n> {
  let i18n = loaded.get(locale);
  if (!i18n) {
    i18n = CATALOGUES[locale]().then(({ default: messages }) => {
      const instance = setupI18n();
      instance.load(locale, messages);
      // Plurals and numbers inside messages in the locale's digits (format.ts pins Arabic's).
      instance.activate(locale, [intlTag(locale)]);
      return instance;
    });
    loaded.set(locale, i18n);
  }
  return i18n;
}

/** Before any catalogue is in (a unit test, a page whose catalogue failed): English, the source. */
const english = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });
let active: I18n = english;

/** main.tsx: the locale the page renders in, for what translates outside React (toasts' texts). */
export function setActiveI18n(i18n: I18n): void {
  active = i18n;
  document.documentElement.lang = i18n.locale;
  document.documentElement.dir = dirOf(i18n.locale as Locale);
}

/** The page's locale: the server's render gives each request its own (entry-server.tsx). */
export const I18nContext = createContext<I18n | null>(null);

export type Translate = (message: string, values?: Record<string, unknown>) => string;

/** The English `message` in the reader's language, its `{placeholders}` filled from `values`. */
export function translate(i18n: I18n, message: string, values?: Record<string, unknown>): string {
  // In development and tests Lingui compiles a text it does not have (plurals included).
  if (message in i18n.messages || !import.meta.env.PROD) return i18n._(message, values);
  // Not in the catalogue (not extracted yet, or no catalogue): the English, placeholders filled.
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

/** `t` for a component: the page's locale on the server, the loaded one in the browser. */
export function useT(): Translate {
  const i18n = useContext(I18nContext) ?? active;
  return (message, values) => translate(i18n, message, values);
}

/** `t` outside React: the locale main.tsx activated. */
export const t: Translate = (message, values) => translate(active, message, values);

/** The active locale (English until main.tsx has loaded the page's). */
export function activeLocale(): Locale {
  return active.locale as Locale;
}

/** Marks an English text in a table for the extractor; `t(text)` translates it where it is shown. */
export const msg = (message: string): string => message;

/** The locale the page renders in (the request's on the server). */
export function useLocale(): Locale {
  return (useContext(I18nContext) ?? active).locale as Locale;
}
