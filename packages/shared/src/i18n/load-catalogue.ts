// Node only: a catalogue's PO files read and compiled once, at first use, with Lingui's own parser
// and compiler, so the server needs no `lingui compile` step before tsx or vitest runs it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { intlTag } from './format';
import { LOCALES, type Locale, SOURCE_LOCALE } from './locales';
import type { SentenceCatalogue } from './sentence-translator';

export interface PoEntry {
  /** The English source (the PO file's msgid). */
  message: string;
  /** This locale's text, '' when not translated yet. */
  translation: string;
  obsolete: boolean;
}

/** One locale's PO file of a catalogue: `<dir>/<locale>/<name>.po`, keyed by Lingui's message id. */
export function readPoFile(dir: string, locale: Locale, name: string): Map<string, PoEntry> {
  const parsed = formatter().parse(readFileSync(join(dir, locale, `${name}.po`), 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: `${name}.po`,
  }) as Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
  return new Map(
    Object.entries(parsed).map(([id, entry]) => [
      id,
      {
        message: entry.message ?? id,
        translation: entry.translation ?? '',
        obsolete: entry.obsolete ?? false,
      },
    ]),
  );
}

/** Every locale of a catalogue's PO files compiled (see compileCatalogue). */
export function loadCatalogue(dir: string, name: string): SentenceCatalogue {
  return compileCatalogue((locale) => readPoFile(dir, locale, name));
}

/** Every locale compiled into a Lingui instance from its entries; an untranslated text falls back
 *  to English, as `fallbackLocales` says in lingui.config.ts. */
export function compileCatalogue(entriesOf: (locale: Locale) => Map<string, PoEntry>): SentenceCatalogue {
  const source = entriesOf(SOURCE_LOCALE);
  const instances = new Map<Locale, I18n>();
  for (const locale of LOCALES) {
    const entries = locale === SOURCE_LOCALE ? source : entriesOf(locale);
    const messages: Messages = {};
    for (const [id, { message, obsolete }] of source) {
      if (obsolete) continue;
      messages[id] = compileMessage(entries.get(id)?.translation || message);
    }
    const i18n = setupI18n();
    i18n.load(locale, messages);
    // Plurals and numbers inside messages use the locale's digits (format.ts pins Arabic's).
    i18n.activate(locale, [intlTag(locale)]);
    instances.set(locale, i18n);
  }
  const templates = [...source.values()].filter((entry) => !entry.obsolete).map((entry) => entry.message);
  return {
    templates,
    format(locale, template, values) {
      const id = generateMessageId(template);
      const i18n = instances.get(locale);
      if (!i18n || !(id in i18n.messages)) return undefined;
      return i18n._(id, values);
    },
  };
}
