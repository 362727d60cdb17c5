import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDecimal,
  formatExactAmount,
  formatPercent,
  formatRelativeTime,
  formatUsd,
} from './format';

const NBSP = '\u00A0';

describe('formatAmount', () => {
  it('writes an amount as each locale does, the code after it', () => {
    expect(formatAmount('1234.56', 'USDT', 'en')).toBe(`1,234.56${NBSP}USDT`);
    expect(formatAmount('1234.56', 'USDT', 'de')).toBe(`1.234,56${NBSP}USDT`);
    expect(formatAmount('1234.56', 'USDT', 'pt-BR')).toBe(`1.234,56${NBSP}USDT`);
    expect(formatAmount('1234567.5', 'USDT', 'fr')).toBe(`1\u202F234\u202F567,50${NBSP}USDT`);
    // Spanish groups from five digits on (CLDR's minimum grouping of 2).
    expect(formatAmount('1234.5', 'USDT', 'es')).toBe(`1234,50${NBSP}USDT`);
    expect(formatAmount('12345.5', 'USDT', 'es')).toBe(`12.345,50${NBSP}USDT`);
  });

  it('writes Arabic with Arabic-Indic digits and Arabic separators', () => {
    expect(formatAmount('1234.56', 'USDT', 'ar')).toBe(`١٬٢٣٤٫٥٦${NBSP}USDT`);
  });

  it('shows six places for ETH and two for the stablecoins', () => {
    expect(formatAmount('0.1234565', 'ETH', 'de')).toBe(`0,123457${NBSP}ETH`);
    expect(formatAmount('7', 'USDC', 'en')).toBe(`7.00${NBSP}USDC`);
  });

  it('rounds half away from zero on the decimal itself, never through a float', () => {
    // As a double 1.005 is 1.00499999999999989…, which would round down.
    expect(formatDecimal('1.005', 'en', 2)).toBe('1.01');
    expect(formatDecimal('-1234.005', 'de', 2)).toBe('-1.234,01');
    expect(formatDecimal('0.004', 'en', 2)).toBe('0.00');
  });

  it("keeps every digit of amounts beyond a double's precision", () => {
    expect(formatDecimal('9007199254740993.25', 'en', 2)).toBe('9,007,199,254,740,993.25');
    expect(formatDecimal('123456789012345678901234.5', 'de', 2)).toBe('123.456.789.012.345.678.901.234,50');
    expect(formatDecimal('1.000000000000000001', 'en', 18)).toBe('1.000000000000000001');
  });

  it("writes more decimals than Intl takes in the locale's digits", () => {
    expect(formatDecimal('1.0000000000000000000015', 'de', 22)).toBe('1,0000000000000000000015');
    expect(formatDecimal('2.00000000000000000000009', 'ar', 22)).toBe('٢٫٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠١');
  });

  it("writes a negative amount with the locale's minus sign, and none once rounded to zero", () => {
    expect(formatDecimal('-0.5', 'de', 2)).toBe('-0,50');
    expect(formatDecimal('-0.004', 'de', 2)).toBe('0,00');
    const intl = new Intl.NumberFormat('ar-u-nu-arab', { minimumFractionDigits: 2 });
    expect(formatDecimal('-1234.5', 'ar', 2)).toBe(intl.format(-1234.5));
  });

  it('writes whole amounts without a decimal sign', () => {
    expect(formatDecimal('1234.5', 'de', 0)).toBe('1.235');
    expect(formatDecimal('999.49', 'ar', 0)).toBe('٩٩٩');
  });

  it('returns what is not a plain decimal as it was', () => {
    expect(formatDecimal('1e3', 'de', 2)).toBe('1e3');
    expect(formatDecimal('', 'de', 2)).toBe('');
  });
});

describe('formatDate', () => {
  const moment = '2026-11-28T23:30:00Z';

  it("writes the date in the locale's order and month names", () => {
    expect(formatDate(moment, 'en')).toBe('Nov 28, 2026');
    expect(formatDate(moment, 'de')).toBe('28.11.2026');
    expect(formatDate(moment, 'fr')).toBe('28 nov. 2026');
    expect(formatDate(moment, 'pt-BR')).toBe('28 de nov. de 2026');
    expect(formatDate(moment, 'ar')).toBe('٢٨\u200F/١١\u200F/٢٠٢٦');
  });

  it('reads the moment in the given time zone (UTC unless told)', () => {
    expect(formatDate(moment, 'en', { timeZone: 'Africa/Lagos' })).toBe('Nov 29, 2026');
    expect(formatDate(moment, 'de', { timeZone: 'Europe/Tallinn', time: true })).toBe('29.11.2026, 01:30');
  });

  it('shows an em dash for no date or an invalid one', () => {
    expect(formatDate(null, 'de')).toBe('—');
    expect(formatDate('not a date', 'ar')).toBe('—');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime('2026-11-25T12:00:00Z', 'de', now)).toBe('vor 3 Tagen');
    expect(formatRelativeTime('2026-11-25T12:00:00Z', 'es', now)).toBe('hace 3 días');
    expect(formatRelativeTime('2026-11-25T12:00:00Z', 'ar', now)).toBe('قبل ٣ أيام');
    expect(formatRelativeTime('2026-11-28T11:15:00Z', 'en', now)).toBe('45 minutes ago');
  });

  it('says how far ahead, and uses words where the locale has them', () => {
    expect(formatRelativeTime('2026-11-28T14:00:00Z', 'fr', now)).toBe('dans 2 heures');
    expect(formatRelativeTime('2026-11-27T12:00:00Z', 'de', now)).toBe('gestern');
  });
});

describe('formatExactAmount', () => {
  it("keeps every decimal the value has, and at least the currency's places", () => {
    expect(formatExactAmount('0.0243751', 'ETH', 'de')).toBe(`0,0243751${NBSP}ETH`);
    expect(formatExactAmount('97.5', 'USDT', 'de')).toBe(`97,50${NBSP}USDT`);
    expect(formatExactAmount('1234.125', 'USDC', 'ar')).toBe(`١٬٢٣٤٫١٢٥${NBSP}USDC`);
  });
});

describe('formatUsd', () => {
  it('puts the dollar sign where the locale does', () => {
    expect(formatUsd('1234.5', 'en')).toBe('$1,234.50');
    expect(formatUsd('1234.5', 'de')).toBe(`1.234,50${NBSP}$`);
    expect(formatUsd('1234567', 'de', 0)).toBe(`1.234.567${NBSP}$`);
    expect(formatUsd('1234.5', 'ar')).toMatch(
      /^[^\d]*١٬٢٣٤٫٥٠[^\d]*US\$[^\d]*$|^[^\d]*US\$[^\d]*١٬٢٣٤٫٥٠[^\d]*$/,
    );
  });

  it('keeps every digit of a large sum and puts a minus sign first', () => {
    expect(formatUsd('123456789012345678901.25', 'en')).toBe('$123,456,789,012,345,678,901.25');
    expect(formatUsd('-5', 'en')).toBe('-$5.00');
  });
});

describe('formatCount and formatPercent', () => {
  it('groups counts and writes shares as the locale does', () => {
    expect(formatCount(1234, 'de')).toBe('1.234');
    expect(formatCount(1234, 'ar')).toBe('١٬٢٣٤');
    expect(formatPercent(12.5, 'de', 1)).toBe(`12,5${NBSP}%`);
    expect(formatPercent(40, 'ar')).toBe('٤٠٪؜');
  });
});
