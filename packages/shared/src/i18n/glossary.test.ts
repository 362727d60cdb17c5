import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, missingTerms } from './glossary';
import { readPoFile } from './load-catalogue';
import { LOCALES, type Locale, SOURCE_LOCALE } from './locales';

const CATALOGUES = [
  { name: 'errors', dir: fileURLToPath(new URL('./locales', import.meta.url)) },
  { name: 'mails', dir: fileURLToPath(new URL('./locales', import.meta.url)) },
  { name: 'web', dir: fileURLToPath(new URL('../../../../apps/web/src/locales', import.meta.url)) },
];
const TRANSLATED = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== SOURCE_LOCALE);

/** Every live text of every catalogue in `locale`, with its English. */
function texts(locale: (typeof TRANSLATED)[number]) {
  return CATALOGUES.flatMap(({ name, dir }) =>
    [...readPoFile(dir, locale, name).values()]
      .filter((entry) => !entry.obsolete && entry.translation)
      .map((entry) => ({ catalogue: name, english: entry.message, translation: entry.translation })),
  );
}

// Issue 43, quality: one register and one word for each of the product's terms in each language.
describe.each(TRANSLATED)('the %s catalogues follow the glossary', (locale) => {
  it('use its word for the campaign, the vault, a withdrawal, a refund and gasless', () => {
    const off = texts(locale).flatMap(({ catalogue, english, translation }) =>
      missingTerms(locale, english, translation).map((term) => `${catalogue}: ${term} in "${translation}"`),
    );
    expect(off).toEqual([]);
  });

  it('address the reader one way', () => {
    const { otherRegister } = GLOSSARY[locale];
    if (!otherRegister) return;
    const off = texts(locale)
      .filter(({ translation }) => otherRegister.test(translation))
      .map(({ catalogue, translation }) => `${catalogue}: "${translation}"`);
    expect(off).toEqual([]);
  });
});

describe('the glossary check', () => {
  it('finds a text that names the vault in English with another word, placeholders aside', () => {
    expect(missingTerms('de', 'Withdraw from the vault', 'Aus dem Safe abheben')).toEqual(['vault']);
    expect(missingTerms('de', 'Withdraw from the vault', 'Aus dem Tresor abheben')).toEqual([]);
    expect(missingTerms('fr', '{campaign} posted an update.', '{campaign} a publié une actualité.')).toEqual(
      [],
    );
    // Arabic matched without its short vowels.
    expect(missingTerms('ar', 'Refunded', 'مُسترد')).toEqual([]);
  });

  it("recognises German's formal address inside a sentence and at a text's start, not a colon's 'Sie'", () => {
    const formal = GLOSSARY.de.otherRegister as RegExp;
    expect(formal.test('Wählen Sie eine Slippage')).toBe(true);
    expect(formal.test('Ihre Wallet fragt zuerst')).toBe(true);
    expect(formal.test('Diese Kampagne ist beendet: Sie nimmt keine Spenden mehr an.')).toBe(false);
    expect(formal.test('Wähle eine Slippage, die zu dir passt')).toBe(false);
  });
});
