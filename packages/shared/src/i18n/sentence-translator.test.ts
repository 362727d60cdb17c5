import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, type PoEntry } from './load-catalogue';
import type { Locale } from './locales';
import { createSentenceTranslator } from './sentence-translator';

// A small catalogue in memory, compiled by Lingui as the PO files are.
const SOURCES: Record<string, Partial<Record<Locale, string>>> = {
  'Sign in required': { de: 'Anmeldung erforderlich', ar: 'يلزم تسجيل الدخول' },
  'Sign-in failed: {reason}': { de: 'Anmeldung fehlgeschlagen: {reason}', ar: 'فشل تسجيل الدخول: {reason}' },
  'the nonce expired': { de: 'die Nonce ist abgelaufen' },
  '{address} is not an owner of this Safe.': {
    de: '{address} ist kein Eigentümer dieses Safes.',
    ar: '{address} ليس من مالكي هذا الـSafe.',
  },
  'Try again in {minutes} minutes': {
    de: 'Versuche es in {minutes, plural, one {# Minute} other {# Minuten}} erneut',
    ar: 'أعد المحاولة بعد {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}}',
  },
  'Title is required': { de: 'Ein Titel ist erforderlich' },
  'Bio must be at most {bioMax} characters': {
    de: 'Die Beschreibung darf höchstens {bioMax} Zeichen lang sein',
  },
  "Funding model must be 'keep' or 'all_or_nothing'": {
    de: "Das Finanzierungsmodell muss 'keep' oder 'all_or_nothing' sein",
  },
  'Untranslated so far': {},
};

const catalogue = compileCatalogue(
  (locale) =>
    new Map<string, PoEntry>(
      Object.entries(SOURCES).map(([message, translations]) => [
        generateMessageId(message),
        { message, translation: locale === 'en' ? message : (translations[locale] ?? ''), obsolete: false },
      ]),
    ),
);
const translate = createSentenceTranslator(catalogue);

describe('createSentenceTranslator', () => {
  it('leaves English exactly as the server wrote it', () => {
    expect(translate('Sign in required', 'en')).toBe('Sign in required');
    expect(translate('body/title: Title is required', 'en')).toBe('body/title: Title is required');
  });

  it('translates a known sentence', () => {
    expect(translate('Sign in required', 'de')).toBe('Anmeldung erforderlich');
  });

  it('translates a sentence with values, and a value that is a sentence of its own', () => {
    expect(translate('Sign-in failed: the nonce expired', 'de')).toBe(
      'Anmeldung fehlgeschlagen: die Nonce ist abgelaufen',
    );
    expect(translate('Bio must be at most 500 characters', 'de')).toBe(
      'Die Beschreibung darf höchstens 500 Zeichen lang sein',
    );
  });

  it('chooses the plural form of the locale, with its digits', () => {
    expect(translate('Try again in 1 minutes', 'de')).toBe('Versuche es in 1 Minute erneut');
    expect(translate('Try again in 5 minutes', 'de')).toBe('Versuche es in 5 Minuten erneut');
    expect(translate('Try again in 5 minutes', 'ar')).toBe('أعد المحاولة بعد ٥ دقائق');
  });

  it('isolates a value kept as it is inside right-to-left text', () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(translate(`${address} is not an owner of this Safe.`, 'ar')).toBe(
      `\u2068${address}\u2069 ليس من مالكي هذا الـSafe.`,
    );
    expect(translate(`${address} is not an owner of this Safe.`, 'de')).toBe(
      `${address} ist kein Eigentümer dieses Safes.`,
    );
  });

  it('keeps a field path before the sentence and translates each of several issues', () => {
    expect(translate('body/title: Title is required', 'de')).toBe('body/title: Ein Titel ist erforderlich');
    expect(
      translate('body/title: Title is required; body/bio: Bio must be at most 500 characters', 'de'),
    ).toBe(
      'body/title: Ein Titel ist erforderlich; body/bio: Die Beschreibung darf höchstens 500 Zeichen lang sein',
    );
  });

  it('reads apostrophes in a source as ICU writes them', () => {
    expect(translate("Funding model must be 'keep' or 'all_or_nothing'", 'de')).toBe(
      "Das Finanzierungsmodell muss 'keep' oder 'all_or_nothing' sein",
    );
  });

  it('falls back to English for what is not translated or not in the catalogue', () => {
    expect(translate('Untranslated so far', 'fr')).toBe('Untranslated so far');
    expect(translate('Title is required', 'es')).toBe('Title is required');
    expect(translate('Something the catalogue never saw', 'de')).toBe('Something the catalogue never saw');
  });
});
