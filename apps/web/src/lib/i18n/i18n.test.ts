import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compilePo } from '../../../po-catalogue';
import { loadI18n, translate } from './i18n';

// Decision 140: each locale's catalogue compiled at build time, keyed by the English text.

describe('the web catalogues', () => {
  it("loads a locale's texts and writes a text in it, placeholders filled", async () => {
    const german = await loadI18n('de');
    expect(translate(german, 'Discover')).toBe('Entdecken');
    expect(translate(german, '© {year} CrowdVault. All rights reserved.', { year: 2026 })).toBe(
      '© 2026 CrowdVault. Alle Rechte vorbehalten.',
    );
    const english = await loadI18n('en');
    expect(translate(english, 'Discover')).toBe('Discover');
  });

  it('keeps a text no catalogue has yet in English, with its values', async () => {
    const arabic = await loadI18n('ar');
    expect(translate(arabic, 'Raised by {name}', { name: 'Ada' })).toBe('Raised by Ada');
  });

  it('compiles a PO file, an untranslated text falling back to its English', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: fr\\n"',
      '',
      'msgid "{count, plural, one {# donor} other {# donors}}"',
      'msgstr "{count, plural, one {# donateur} other {# donateurs}}"',
      '',
      'msgid "Not yet"',
      'msgstr ""',
      '',
    ].join('\n');
    const messages = compilePo(po, 'fr');
    expect(Object.keys(messages)).toEqual(['{count, plural, one {# donor} other {# donors}}', 'Not yet']);
    expect(messages['Not yet']).toEqual(['Not yet']);
    expect(JSON.stringify(messages['{count, plural, one {# donor} other {# donors}}'])).toContain(
      'donateurs',
    );
  });
});

describe('the texts in groups (decision 140, session 34)', () => {
  it("gives the shell's texts on their own, and a page's group without them", async () => {
    const shell = (await import('../../locales/de/web.po?texts=shell')).default;
    const home = (await import('../../locales/de/web.po?texts=home')).default;
    expect(translate(instanceWith(shell), 'Discover')).toBe('Entdecken');
    expect(Object.keys(shell)).not.toContain('Decentralized');
    expect(Object.keys(home)).toContain('Decentralized');
    expect(Object.keys(home)).not.toContain('Discover');
  });

  it("adds a page's group to the locale's texts the shell's are in", async () => {
    const german = await loadI18n('de', 'home');
    expect(translate(german, 'Discover')).toBe('Entdecken');
    expect(translate(german, 'Decentralized')).toBe('dezentral');
  });
});

function instanceWith(messages: Messages) {
  const i18n = setupI18n();
  i18n.load('de', messages);
  i18n.activate('de');
  return i18n;
}
