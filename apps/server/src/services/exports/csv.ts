import { Readable } from 'node:stream';
import { formatUnits } from '@crowdvault/shared/format';
import { swapRate } from '@crowdvault/shared/swap-rate';

/** What a CSV cell holds: text, a number the server produced, or nothing (an empty cell). */
export type CsvValue = string | number | bigint | null;

// OWASP's CSV-injection triggers: a spreadsheet treats a cell starting with one of these as a
// formula (tab and carriage return because some strip them and then see the next character).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, by OWASP's rules for every export (ledger, donor statements, the owner's
 * donations; issue 26, item 3): always quoted, quotes inside doubled, so a separator (`,` or the
 * `;` of a semicolon locale) or a line break never splits it; and a cell starting with
 * `= + - @`, tab or carriage return gets a leading `'`, so it reads as text, not a formula.
 * There is no exemption for numeric-looking text: `-1+HYPERLINK(…)` and `-2+3` are text a caller
 * wrote. Amounts, ids and block numbers are never negative (uint256 on chain, unsigned in the
 * database), so they never start with `-` and stay numbers to a spreadsheet, quotes and all.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '""';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One CSV record with its CRLF (RFC 4180). */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A stream of an export that has already produced its first chunk (the header and the first
 * page): a query that fails at once rejects here, before the reply has a status, so the caller
 * gets the usual JSON error instead of a 200 cut short (or, with gzip, Fastify's own 500). A
 * failure on a later page can only abort the response: a download that ends early must not look
 * complete (decision 070).
 */
export async function readableAfterFirstChunk(source: AsyncGenerator<string>): Promise<Readable> {
  const first = await source.next();
  async function* all(): AsyncGenerator<string> {
    if (!first.done) yield first.value;
    yield* source;
  }
  return Readable.from(all());
}

/** A donations row's swap-gift columns as the exports select them (migration 0033). */
export interface SwappedColumns {
  swapped_symbol: string | null;
  swapped_amount: string | null;
  swapped_decimals: number | null;
}

/** A swap-gift's symbol, exact amount given and rate (received ÷ given, `swapRate`); empty for a
 *  plain gift, a withdrawal and a token the deployment did not list (no decimals to read its amount
 *  by, as the API's `swapped`). The ledger's and the owner's donations CSVs end with these. */
export function swappedCells(row: SwappedColumns, received: string | null): CsvValue[] {
  if (row.swapped_amount === null || row.swapped_symbol === null || row.swapped_decimals === null) {
    return [null, null, null];
  }
  const given = formatUnits(BigInt(row.swapped_amount), Number(row.swapped_decimals));
  return [row.swapped_symbol, given, received === null ? null : swapRate(received, given)];
}
