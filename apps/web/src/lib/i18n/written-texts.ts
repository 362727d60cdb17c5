// The texts the server wrote a page's figures in (decision 145). The server records each amount,
// count, date and counted sentence it writes, by everything it was written from; the browser,
// hydrating, finds each one there instead of writing it again. The first number or date format a
// page builds costs the browser's ICU data 20–30 ms of one task (issue 42), and the adopted text is
// the server's to the letter even where the browser's ICU is older or newer than the server's.
// Anything the server did not write (a new amount, a live update) is written as before.
import { createContext } from 'react';

export interface WrittenTexts {
  texts: Map<string, string>;
  /** The server's render keeps what it writes; the browser only reads. */
  record: boolean;
}

export const WrittenTextsContext = createContext<WrittenTexts | null>(null);

/** The text for `key` the server wrote, else `write()`'s (kept, on the server). */
export function writtenText(
  written: WrittenTexts | null | undefined,
  key: string,
  write: () => string,
): string {
  if (!written) return write();
  const found = written.texts.get(key);
  if (found !== undefined) return found;
  const text = write();
  if (written.record) written.texts.set(key, text);
  return text;
}

/** A key of every input, so a text is only ever reused for what would write it again. */
export function writtenKey(...inputs: unknown[]): string {
  return JSON.stringify(inputs, (_, value) => (typeof value === 'bigint' ? `${value}n` : value));
}
