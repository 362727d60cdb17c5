// The web app's texts in the reader's language (issue 43, decision 140). A component writes its
// English text through `useT()` — `t('Discover')`, `t('{count} donors', { count })` — and the
// extractor (`npm run i18n:extract`) collects every such call into apps/web/src/locales/<locale>/web.po.
// Each locale's catalogue is a chunk of its own (po-catalogue.ts), loaded before the page renders.

import { intlTag } from '@crowdvault/shared/i18n/format';
import { dirOf, type Locale, SOURCE_LOCALE } from '@crowdvault/shared/i18n/locales';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { createContext, useContext } from 'react';
import type { StaticPageTextGroup } from './static-page-texts';
import { WrittenTextsContext, writtenKey, writtenText } from './written-texts';

/** Each locale's web.po reaches the browser in parts (po-catalogue.ts, decision 140): the shell's
 *  texts (what main.tsx reaches) on every page, and a group's with the pages that name it through
 *  `withTexts`. One literal glob per group, so the bundler emits a chunk per group and locale and a
 *  visitor downloads only their own language's, and only the groups of the pages they open. */
const TEXTS = {
  shell: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=shell' }),
  home: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=home' }),
  campaign: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=campaign' }),
  // The campaign page's parts only some readers see: the other tabs, monthly giving, refunds, rounds.
  'campaign-parts': import.meta.glob<{ default: Messages }>('../../locales/*/web.po', {
    query: '?texts=campaign-parts',
  }),
  // What a campaign page loads when the reader acts: share, report, another token, the thank-you.
  'campaign-actions': import.meta.glob<{ default: Messages }>('../../locales/*/web.po', {
    query: '?texts=campaign-actions',
  }),
  wallet: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=wallet' }),
  // The header's bell, loaded for a signed-in reader only, on any page: its texts stay out of the shell.
  notifications: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', {
    query: '?texts=notifications',
  }),
  dashboard: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=dashboard' }),
  admin: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=admin' }),
  rounds: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=rounds' }),
  pages: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=pages' }),
  // The one error mapper's sentences (lib/http/error-toast.ts), loaded with the first error that
  // needs them: a toast can wait for a small chunk, and no page's first load carries them.
  errors: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=errors' }),
};

type CoreGroup = keyof typeof TEXTS;

/** A group of texts a page or part loads with its code (`withTexts`); the shell's is always in. The
 *  static pages' are listed in static-page-texts.ts, fetched only by them. */
export type TextGroup = Exclude<CoreGroup, 'shell'> | StaticPageTextGroup;

/** The loaders of a group's chunks, one per locale. */
function loadersOf(group: CoreGroup | StaticPageTextGroup) {
  if (group in TEXTS) return Promise.resolve(TEXTS[group as CoreGroup]);
  return import('./static-page-texts').then(
    (module) => module.STATIC_PAGE_TEXTS[group as StaticPageTextGroup],
  );
}

const instances = new Map<Locale, I18n>();
const loading = new Map<string, Promise<I18n>>();

/** The locale's one I18n, which each group's texts join as they arrive. */
function instanceOf(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n();
    // An object of its own for the groups to be added to (Lingui keeps the first one it is given).
    instance.load(locale, {});
    // Plurals and numbers inside messages in the locale's digits (format.ts pins Arabic's).
    instance.activate(locale, [intlTag(locale)]);
    instances.set(locale, instance);
  }
  return instance;
}

/** One group's texts in `locale`, loaded once (a failed load may be tried again). */
function loadTexts(locale: Locale, group: CoreGroup | StaticPageTextGroup): Promise<I18n> {
  const key = `${locale} ${group}`;
  let done = loading.get(key);
  if (!done) {
    const instance = instanceOf(locale);
    done = loadersOf(group)
      .then((loaders) => {
        const load = loaders[`../../locales/${locale}/web.po`];
        return load ? load() : { default: {} };
      })
      .then(
        ({ default: messages }) => {
          instance.load(locale, messages);
          return instance;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
    loading.set(key, done);
  }
  return done;
}

/** The locale's texts: on the server every group (it renders every page, one I18n per locale for
 *  every request); in the browser the shell's and the `groups` named (a page adds its own through
 *  `withTexts`; a unit test names the one it renders). */
export async function loadI18n(locale: Locale, ...groups: TextGroup[]): Promise<I18n> {
  const wanted: (CoreGroup | StaticPageTextGroup)[] = import.meta.env.SSR
    ? [
        ...(Object.keys(TEXTS) as CoreGroup[]),
        ...(Object.keys((await import('./static-page-texts')).STATIC_PAGE_TEXTS) as StaticPageTextGroup[]),
      ]
    : ['shell', ...groups];
  await Promise.all(wanted.map((group) => loadTexts(locale, group)));
  return instanceOf(locale);
}

/** The locale the browser renders the page in, set before any part loads (`loadPageI18n`). */
let pageLocale: Locale = SOURCE_LOCALE;

/**
 * A lazy part's loader whose texts are `group`'s: its chunk and the reader's texts of the group load
 * side by side, and the part renders once both are in (a server-rendered page hydrates with them,
 * lib/lazy.ts). The texts of every file the part reaches are in the group (po-catalogue.ts reads
 * the imports). Texts that fail to load leave the part in English rather than not shown.
 */
export function withTexts<T>(group: TextGroup, load: () => Promise<T>): () => Promise<T> {
  if (import.meta.env.SSR) return load;
  return () =>
    Promise.all([load(), loadTexts(pageLocale, group).catch(() => undefined)]).then(([module]) => module);
}

/** main.tsx: the page's texts in `locale` (the shell's), made the page's before it renders; English,
 *  the texts as written, if they fail to load. */
export async function loadPageI18n(locale: Locale): Promise<I18n> {
  pageLocale = locale;
  const i18n = await loadI18n(locale).catch(() => {
    pageLocale = SOURCE_LOCALE;
    return loadI18n(SOURCE_LOCALE);
  });
  setActiveI18n(i18n);
  return i18n;
}

/** Before any catalogue is in (a unit test, a page whose catalogue failed): English, the source. */
const english = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });
let active: I18n = english;

/** The locale the page renders in, for what translates outside React (toasts' texts). */
function setActiveI18n(i18n: I18n): void {
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
  const written = useContext(WrittenTextsContext);
  return (message, values) =>
    // A counted sentence ("# donors") writes its number with the locale's number format: the server's
    // text is adopted instead (decision 145). Words alone cost nothing to write again.
    values && Object.values(values).some((value) => typeof value === 'number' || typeof value === 'bigint')
      ? writtenText(written, writtenKey(i18n.locale, message, values), () => translate(i18n, message, values))
      : translate(i18n, message, values);
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
