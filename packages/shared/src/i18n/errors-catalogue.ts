// Node only (reads files): the server's error sentences in the reader's language. The web app
// loads the same PO files through Lingui's Vite plugin instead.
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from './load-catalogue';
import type { Locale } from './locales';
import { createSentenceTranslator } from './sentence-translator';

const LOCALES_DIR = fileURLToPath(new URL('./locales', import.meta.url));

let translator: ((sentence: string, locale: Locale) => string) | undefined;

/** An error message the server wrote in English, in `locale` (English word for word for `en`). */
export function translateErrorMessage(message: string, locale: Locale): string {
  translator ??= createSentenceTranslator(loadCatalogue(LOCALES_DIR, 'errors'));
  return translator(message, locale);
}
