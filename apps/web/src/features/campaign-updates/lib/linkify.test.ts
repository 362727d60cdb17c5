import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('links http and https URLs and keeps the text around them', () => {
    expect(linkify('See https://example.org/a?b=1 and http://x.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.org',
      'mailto:a@b.c',
    ]) {
      expect(linkify(value)).toEqual([{ kind: 'text', text: value }]);
    }
  });

  it('keeps markup as text and stops a URL at quotes and angle brackets', () => {
    const value = '<img src=x onerror=alert(1)> <a href="https://evil.example/">x</a>';
    const parts = linkify(value);
    expect(parts.map((part) => part.text).join('')).toBe(value);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', text: 'https://evil.example/', href: 'https://evil.example/' },
    ]);
  });

  it('keeps line breaks in text parts', () => {
    expect(linkify('one\n\ntwo')).toEqual([{ kind: 'text', text: 'one\n\ntwo' }]);
  });
});
