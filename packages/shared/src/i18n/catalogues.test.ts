import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { translateErrorMessage } from './errors-catalogue';
import { type ExtractedSentence, extractErrorSentences, extractMailTexts } from './extract-error-sentences';
import { extractWebTexts } from './extract-web-texts';
import { readPoFile } from './load-catalogue';
import { LOCALES, SOURCE_LOCALE } from './locales';

const LOCALES_DIR = fileURLToPath(new URL('./locales', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

// Issue 43, "kept complete": a catalogue missing a text, a text no code writes any more, or a
// translation whose placeholders differ from the English fails here.
const SERVER_SOURCES = ['apps/server/src', 'packages/shared/src'];
const CATALOGUES: {
  name: string;
  dir: string;
  sources: string[];
  extract: (file: string, code: string) => ExtractedSentence[];
}[] = [
  { name: 'errors', dir: LOCALES_DIR, sources: SERVER_SOURCES, extract: extractErrorSentences },
  { name: 'mails', dir: LOCALES_DIR, sources: SERVER_SOURCES, extract: extractMailTexts },
  // The web app's texts (decision 140), beside its code: each locale a chunk of the web build.
  {
    name: 'web',
    dir: join(ROOT, 'apps/web/src/locales'),
    sources: ['apps/web/src'],
    extract: extractWebTexts,
  },
];

describe.each(CATALOGUES)('the $name catalogue', ({ name, dir, sources, extract }) => {
  const source = readPoFile(dir, SOURCE_LOCALE, name);

  it('holds exactly the texts the code writes', () => {
    const written = new Set<string>();
    for (const folder of sources) {
      for (const file of typeScriptFiles(join(ROOT, folder))) {
        for (const { message } of extract(file, readFileSync(join(ROOT, file), 'utf8'))) written.add(message);
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
    // It parses every source file of the tree (about 4 s alone): more than Vitest's 5 s when the
    // machine is busy.
  }, 60_000);

  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
    'has every text in %s, translated, with the English placeholders',
    (locale) => {
      const entries = readPoFile(dir, locale, name);
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
        const lost = [...wanted].filter(
          (placeholder) => !found.has(placeholder) && !optional.has(placeholder),
        );
        const invented = [...found].filter((placeholder) => !wanted.has(placeholder));
        if (lost.length || invented.length) problems.push(`${message} → ${translation}`);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('translateErrorMessage', () => {
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
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [relative(ROOT, path)]
      : [];
  });
}
