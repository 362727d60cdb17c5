import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatUnits,
  formatUtcMoment,
  generatedUsername,
  isGeneratedUsername,
  parseUnits,
  shortenAddress,
  shortenHash,
} from './format';

describe('parseUnits / formatUnits', () => {
  it('round-trips USDT amounts exactly at 6 decimals', () => {
    expect(parseUnits('1234.56', 6)).toBe(1_234_560_000n);
    expect(formatUnits(1_234_560_000n, 6)).toBe('1234.56');
    expect(formatUnits(1n, 6)).toBe('0.000001');
    expect(formatUnits(0n, 18)).toBe('0');
  });

  it('keeps 18-decimal amounts beyond float precision', () => {
    const wei = parseUnits('123456789.123456789123456789', 18);
    expect(formatUnits(wei, 18)).toBe('123456789.123456789123456789');
  });

  it('rejects more decimals than the token has, signs, exponents and junk', () => {
    expect(() => parseUnits('0.0000001', 6)).toThrow('At most 6 decimal places');
    for (const bad of ['-1', '1e6', 'abc', '', '1.2.3', '0x10']) expect(() => parseUnits(bad, 6)).toThrow();
  });
});

describe('formatAmount', () => {
  it('groups thousands and pads to two places', () => {
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('1000000')).toBe('1,000,000.00');
  });

  it('rounds half up on the digits, not through a float', () => {
    expect(formatAmount('0.005')).toBe('0.01');
    expect(formatAmount('0.004999')).toBe('0.00');
    expect(formatAmount('9999999999999999.995')).toBe('10,000,000,000,000,000.00');
  });

  it('shows six places when asked (ETH)', () => {
    expect(formatAmount('1.5', 6)).toBe('1.500000');
  });
});

describe('shortening', () => {
  it('shortens addresses to first 6 and last 4, leaving short ones whole', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234...5678');
    expect(shortenAddress('0x12345678')).toBe('0x12345678');
  });

  it('shortens hashes to 10 characters plus an ellipsis, N/A when missing', () => {
    expect(shortenHash(`0x${'ab'.repeat(32)}`)).toBe('0xabababab...');
    expect(shortenHash(null)).toBe('N/A');
  });

  it('generates the first-sign-in username', () => {
    expect(generatedUsername('0xAbCdEf0123456789abcdef0123456789ABCDEF01')).toBe('user_0xAbCd...EF01');
  });

  it('tells a generated username from a chosen one', () => {
    expect(isGeneratedUsername('user_0xa0Ee...9720')).toBe(true);
    expect(isGeneratedUsername('user_0xa0Ee...9720_a0ee7a')).toBe(true);
    // Typed names cannot contain dots; the look-alike a wallet's owner may choose is theirs.
    expect(isGeneratedUsername('user_0xa0Ee-9720')).toBe(false);
    expect(isGeneratedUsername('maya_okafor')).toBe(false);
  });
});

describe('formatDate', () => {
  it("formats as 'MMM d, yyyy' and shows an em dash for nothing", () => {
    expect(formatDate(new Date(2026, 10, 2))).toBe('Nov 2, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatUtcMoment', () => {
  it('names the instant to the minute in UTC, the same in every zone', () => {
    expect(formatUtcMoment('2026-03-01T23:45:59.000Z')).toBe('2026-03-01 23:45 UTC');
    expect(formatUtcMoment(new Date(Date.UTC(2026, 0, 8, 14, 0)))).toBe('2026-01-08 14:00 UTC');
  });
});
