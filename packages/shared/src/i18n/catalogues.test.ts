import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { translateErrorMessage } from './errors-catalogue';
import { extractErrorSentences } from './extract-error-sentences';
import { readPoFile } from './load-catalogue';
import { LOCALES, SOURCE_LOCALE } from './locales';

const LOCALES_DIR = fileURLToPath(new URL('./locales', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

// Issue 43, "kept complete": a catalogue missing a text, a text no code writes any more, or a
// translation whose placeholders differ from the English fails here.
describe('the errors catalogue', () => {
  const source = readPoFile(LOCALES_DIR, SOURCE_LOCALE, 'errors');

  it('holds exactly the sentences the server and the shared schemas write', () => {
    const written = new Set<string>();
    for (const dir of ['apps/server/src', 'packages/shared/src']) {
      for (const file of typeScriptFiles(join(ROOT, dir))) {
        for (const { message } of extractErrorSentences(file, readFileSync(join(ROOT, file), 'utf8'))) {
          written.add(message);
        }
      }
    }
    const catalogued = new Set(
      [...source.values()].filter((entry) => !entry.obsolete).map((entry) => entry.message),
    );
    const hint = 'run `npm run i18n:extract`, then translate the new texts';
    expect(
      [...written].filter((message) => !catalogued.has(message)),
      hint,
    ).toEqual([]);
    expect(
      [...catalogued].filter((message) => !written.has(message)),
      hint,
    ).toEqual([]);
  });

  for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
    it(`has every text in ${locale}, translated, with the English placeholders`, () => {
      const entries = readPoFile(LOCALES_DIR, locale, 'errors');
      const problems: string[] = [];
      for (const [id, { message }] of source) {
        const translation = entries.get(id)?.translation ?? '';
        if (!translation) {
          problems.push(`missing: ${message}`);
          continue;
        }
        const wanted = placeholdersOf(compileMessage(message));
        const found = placeholdersOf(compileMessage(translation));
        // An English inflection glued to a word ("minute{1}" for the plural s) may be left out.
        const optional = new Set([...message.matchAll(/[a-z]\{(\d+)\}/g)].map((match) => match[1]));
        const lost = [...wanted].filter((name) => !found.has(name) && !optional.has(name));
        const invented = [...found].filter((name) => !wanted.has(name));
        if (lost.length || invented.length) problems.push(`${message} → ${translation}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('translates what the server writes, and keeps English as it is', () => {
    expect(translateErrorMessage('Campaign not found', 'de')).toBe('Kampagne nicht gefunden');
    expect(translateErrorMessage('Campaign not found', 'en')).toBe('Campaign not found');
  });
});

function placeholdersOf(compiled: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format))
        if (key !== 'offset') placeholdersOf(choice as CompiledMessage, names);
    }
  }
  return names;
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === 'node_modules' || name === 'test' || name === 'locales' ? [] : typeScriptFiles(path);
    }
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });
}
