import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('neutralises every OWASP formula start, numeric-looking text included', () => {
    expect(csvCell('-1+HYPERLINK("https://evil.example","t")')).toBe(
      `"'-1+HYPERLINK(""https://evil.example"",""t"")"`,
    );
    for (const text of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(text), JSON.stringify(text)).toBe(`"'${text}"`);
    }
  });

  it('quotes every field, so a ; or , separator never splits one', () => {
    expect(csvCell('ok;=HYPERLINK("x")')).toBe('"ok;=HYPERLINK(""x"")"');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell(null)).toBe('""');
  });

  it('keeps the server’s amounts, ids and blocks as they are, so they stay numbers', () => {
    expect(csvLine(['12.5', 42, 19_000_000n, '0.000001'])).toBe('"12.5","42","19000000","0.000001"\r\n');
  });

  it('round-trips through a CSV reader, line breaks and quotes included', () => {
    const values = ['Go, "team", go\nline two', '-2+3', 'plain'];
    expect(parseCsv(csvLine(values) + csvLine(['x']))).toEqual([
      ['Go, "team", go\nline two', "'-2+3", 'plain'],
      ['x'],
    ]);
  });
});
