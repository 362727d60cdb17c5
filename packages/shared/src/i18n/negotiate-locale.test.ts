import { describe, expect, it } from 'vitest';
import { localeOfHeaders, matchLocale, negotiateLocale } from './negotiate-locale';

describe('negotiateLocale', () => {
  it('answers in the first language of Accept-Language that CrowdVault speaks', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('ja,fr;q=0.7,en;q=0.3')).toBe('fr');
  });

  it('ranks by q-value, then by the order the browser sent', () => {
    expect(negotiateLocale('en;q=0.5,ar;q=0.9')).toBe('ar');
    expect(negotiateLocale('es;q=0.8,fr;q=0.8')).toBe('es');
  });

  it('never picks a language the browser refused with q=0', () => {
    expect(negotiateLocale('de;q=0,fr;q=0.1')).toBe('fr');
  });

  it('serves every Portuguese with Brazilian Portuguese', () => {
    expect(negotiateLocale('pt')).toBe('pt-BR');
    expect(negotiateLocale('pt-PT,en;q=0.5')).toBe('pt-BR');
    expect(negotiateLocale('pt-br')).toBe('pt-BR');
  });

  it('serves a regional variety with its language', () => {
    expect(negotiateLocale('es-419')).toBe('es');
    expect(negotiateLocale('de-AT')).toBe('de');
    expect(negotiateLocale('fr-CA')).toBe('fr');
    expect(negotiateLocale('ar-EG')).toBe('ar');
  });

  it('falls back to English for unknown, empty, wildcard or malformed headers', () => {
    expect(negotiateLocale('ja-JP,zh;q=0.9')).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale(';;,q=1,,de;q=abc')).toBe('en');
  });

  it('lets a valid cv_locale cookie win over the header', () => {
    expect(negotiateLocale('de', 'ar')).toBe('ar');
    expect(negotiateLocale('de', 'pt-BR')).toBe('pt-BR');
  });

  it('ignores a cookie that is not exactly one of the six tags', () => {
    expect(negotiateLocale('de', 'pt')).toBe('de');
    expect(negotiateLocale('de', 'AR')).toBe('de');
    expect(negotiateLocale(null, 'xx')).toBe('en');
  });
});

describe('matchLocale', () => {
  it('does not take a region for a language', () => {
    // Giveth's `ca` (Catalan) collided with Canada's region code: a tag is read by its language.
    expect(matchLocale('en-CA')).toBe('en');
    expect(matchLocale('ca')).toBeNull();
    expect(matchLocale('BR')).toBeNull();
  });
});

describe('localeOfHeaders', () => {
  it('reads cv_locale among other cookies, and Accept-Language without it', () => {
    expect(localeOfHeaders({ cookie: 'theme=dark; cv_locale=fr; other=1', 'accept-language': 'de' })).toBe(
      'fr',
    );
    expect(localeOfHeaders({ cookie: 'theme=dark', 'accept-language': 'de-CH,de;q=0.9' })).toBe('de');
    expect(localeOfHeaders({})).toBe('en');
  });
});
