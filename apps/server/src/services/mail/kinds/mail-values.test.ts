import { describe, expect, it } from 'vitest';
import { exactAmount } from './mail-values';

describe('exactAmount', () => {
  it('keeps every digit of the token and groups thousands', () => {
    expect(exactAmount(1_234_500_000n, 6)).toBe('1,234.50');
    expect(exactAmount(1n, 6)).toBe('0.000001');
    expect(exactAmount(2_000_000_000_000_000_001n, 18)).toBe('2.000000000000000001');
    expect(exactAmount(0n, 6)).toBe('0.00');
  });
});
