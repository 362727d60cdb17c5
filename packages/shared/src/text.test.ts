import { describe, expect, it } from 'vitest';
import { requiredText, TEXT_MESSAGES, text } from './text';

const title = requiredText({ required: 'Title is required', max: 10, tooLong: 'Too long' });
const story = requiredText({ required: 'Story is required', max: 100, multiline: true });
const search = text({ max: 20 });

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('text', () => {
  it('refuses NUL and other control characters with a message', () => {
    for (const value of ['\u0000', 'a\u0000b', 'bell\u0007', 'del\u007f', 'c1\u0085']) {
      expect(messages(search.safeParse(value))).toEqual([TEXT_MESSAGES.control]);
    }
  });

  it('keeps line breaks and tabs only in multi-line text', () => {
    expect(story.parse('line one\nline two\r\n\tend')).toBe('line one\nline two\r\n\tend');
    expect(messages(title.safeParse('two\nlines'))).toEqual([TEXT_MESSAGES.control]);
    expect(messages(story.safeParse('nul\u0000inside'))).toEqual([TEXT_MESSAGES.control]);
  });

  it('refuses bidirectional overrides and isolates but keeps right-to-left text', () => {
    for (const value of ['abc\u202Egpj.exe', '\u2066x\u2069', 'a\u202Ab']) {
      expect(messages(title.safeParse(value))).toEqual([TEXT_MESSAGES.bidiControl]);
    }
    expect(title.parse('שלום עולם')).toBe('שלום עולם');
  });

  it('refuses lone surrogates and noncharacters but keeps characters outside the BMP', () => {
    for (const value of ['thanks \uD800 for all', 'end\uDC00', '\uDBFF', 'x\uFFFE', 'x\uFDD0']) {
      expect(messages(search.safeParse(value))).toEqual([TEXT_MESSAGES.invalidUnicode]);
      expect(messages(story.safeParse(value))).toEqual([TEXT_MESSAGES.invalidUnicode]);
    }
    expect(title.parse('ok 😀')).toBe('ok 😀');
    expect(story.parse('𝄞 clef')).toBe('𝄞 clef');
  });

  it('normalises to NFC and trims', () => {
    const decomposed = ' Cafe\u0301 ';
    expect(title.parse(decomposed)).toBe('Café');
    expect(title.parse(decomposed)).toBe('Caf\u00e9');
  });

  it('counts the maximum after normalising', () => {
    expect(title.parse('e\u0301'.repeat(10))).toHaveLength(10);
    expect(messages(title.safeParse('x'.repeat(11)))).toEqual(['Too long']);
  });

  it('lets optional text be empty', () => {
    expect(search.parse('  ')).toBe('');
  });
});

describe('requiredText', () => {
  it('refuses text with nothing visible after trimming', () => {
    const invisible = ['', '   ', '\u200B\u200B\u200B', '\u200D', '\uFEFF', '\u3164', '\u2800', '\u0301'];
    for (const value of invisible) {
      expect(messages(title.safeParse(value))).toEqual(['Title is required']);
    }
    expect(messages(title.safeParse(undefined))).toEqual(['Title is required']);
  });

  it('accepts visible text around invisible characters, emoji and marks', () => {
    expect(title.parse('\u200Bhi\u200B')).toBe('\u200Bhi\u200B');
    expect(title.parse('👍🏽')).toBe('👍🏽');
    expect(title.parse('\u200F١٢٣')).toBe('\u200F١٢٣');
  });
});
