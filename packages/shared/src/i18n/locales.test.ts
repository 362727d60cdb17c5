import { describe, expect, it } from 'vitest';
import { localeSchema } from './locale-schema';
import { dirOf, isLocale, LOCALES } from './locales';

describe('locales', () => {
  it('are full BCP-47 tags that Intl accepts as they are', () => {
    expect(Intl.getCanonicalLocales([...LOCALES])).toEqual([...LOCALES]);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(LOCALES.filter((locale) => dirOf(locale) === 'rtl')).toEqual(['ar']);
  });

  it('accepts pt-BR and refuses pt, pt-br and unknown tags', () => {
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale('pt-br')).toBe(false);
    expect(localeSchema.safeParse('de').success).toBe(true);
    const refused = localeSchema.safeParse('pt');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Choose one of these languages: en, es, pt-BR, fr, de, ar',
    );
  });
});
