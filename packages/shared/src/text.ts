import { z } from 'zod';

/** What a caller reads when text is refused for its characters (the field name comes before). */
export const TEXT_MESSAGES = {
  control: 'Must not contain control characters',
  bidiControl: 'Must not contain bidirectional override or isolate characters',
  invalidUnicode: 'Must not contain invalid characters (unpaired surrogates or noncharacters)',
} as const;

// Every C0 and C1 control and DEL. NUL is the one PostgreSQL cannot even store (a 500 before).
const CONTROL = /\p{Cc}/u;
// The same without tab, line feed and carriage return, which multi-line fields keep.
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
// Embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069) reorder the text after them,
// so a name can read differently from what it is ("Trojan Source"). The marks LRM/RLM stay allowed.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// A lone surrogate (half of a pair, as JSON's \uD800 can carry) is no character at all: PostgreSQL's
// jsonb, the bulk insert and XML refuse it, so it turned into a 500 after other work was done
// (issue 26, items 1 and 11). The noncharacters U+FFFE/U+FFFF and U+FDD0–U+FDEF are not text either.
// With the u flag a well-formed pair is one code point, so only unpaired halves match \p{Cs}.
const INVALID_UNICODE = /[\p{Cs}\uFFFE\uFFFF\uFDD0-\uFDEF]/u;
// A character that shows something: not whitespace, a control, a format character (zero-width
// spaces, joiners), a separator or a lone combining mark, nor the blank-looking letters
// (Hangul fillers, braille blank).
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

export interface TextOptions {
  max: number;
  tooLong?: string;
  /** Keeps line breaks and tabs (descriptions, stories, messages); single-line text refuses them. */
  multiline?: boolean;
}

/** True when the text holds a control character (tab and line breaks allowed when multiline). */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}

/** True when the text holds a lone surrogate or a noncharacter, which no store or reader takes. */
export function hasInvalidUnicode(value: string): boolean {
  return INVALID_UNICODE.test(value);
}

/** True when the text shows at least one character on screen. */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}

/**
 * Free text as it comes in from a caller: normalised to NFC, trimmed, at most `max` characters,
 * refused (not silently cleaned) when it holds control characters, bidirectional overrides, lone
 * surrogates or noncharacters.
 * Every schema with a caller's free text uses this or `requiredText`, so the server never
 * stores, searches or logs what PostgreSQL or a reader would choke on.
 */
export function text(options: TextOptions) {
  return checkedString(options);
}

/** `text` that must show something: empty, blank or invisible-only text gets `required`. */
export function requiredText(options: TextOptions & { required: string }) {
  return checkedString(options, options.required).refine(hasVisibleText, { message: options.required });
}

function checkedString({ max, tooLong, multiline = false }: TextOptions, required?: string) {
  // Invalid code points are refused before normalising, on exactly what the caller sent.
  return z
    .string(required ? { error: required } : undefined)
    .refine((value) => !hasInvalidUnicode(value), { message: TEXT_MESSAGES.invalidUnicode, abort: true })
    .normalize('NFC')
    .trim()
    .refine((value) => !hasControlCharacters(value, { multiline }), {
      message: TEXT_MESSAGES.control,
      abort: true,
    })
    .refine((value) => !BIDI_CONTROL.test(value), { message: TEXT_MESSAGES.bidiControl, abort: true })
    .max(max, tooLong);
}
