// The web app's texts in a reader's language, for tests that walk a journey in German or Arabic
// (issue 43): a locator names the English text, as the code writes it, and gets what that locale's
// catalogue (apps/web/src/locales/<locale>/web.po) makes of it — the same file and compiler the app
// is built from, so a spec follows a translation that changes instead of copying it.
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { loadCatalogue } from '../../packages/shared/src/i18n/load-catalogue';
import { LOCALE_COOKIE, type Locale } from '../../packages/shared/src/i18n/locales';

export type TextValues = Record<string, string | number>;
/** An English text of the web app (its catalogue id) → what the reader sees. */
export type Texts = (english: string, values?: TextValues) => string;

let catalogue: ReturnType<typeof loadCatalogue> | undefined;

/** `{name}` placeholders filled, for an English text the catalogue does not hold. */
function filled(text: string, values: TextValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The texts as a reader of `locale` sees them. A text missing from the catalogue fails the call:
 *  a spec naming a text the app does not write would otherwise look for English and pass by luck. */
export function textsOf(locale: Locale): Texts {
  catalogue ??= loadCatalogue(join(import.meta.dirname, '../../apps/web/src/locales'), 'web');
  const loaded = catalogue;
  return (english, values) => {
    const text = loaded.format(locale, english, values ?? {});
    if (text === undefined) throw new Error(`the web catalogue has no text "${english}"`);
    return text;
  };
}

/** A text matched literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The English texts as written in the code, for the page objects' default. */
export const english: Texts = filled;

/** Opens every page of the context in `locale`, as the footer's language switch leaves it. */
export async function readIn(context: BrowserContext, locale: Locale): Promise<void> {
  await context.addCookies([
    { name: LOCALE_COOKIE, value: locale, url: `http://localhost:${process.env.E2E_PORT}` },
  ]);
}
