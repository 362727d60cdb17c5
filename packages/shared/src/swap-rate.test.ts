import { describe, expect, it } from 'vitest';
import { swapRate } from './swap-rate';

// Issue 45: a swap-gift's receipt says how much stablecoin each unit of the donor's token bought.
describe('swapRate', () => {
  it('prices 0.01 ETH that bought 29.981234 USDC at 2998.12 USDC per ETH', () => {
    expect(swapRate('29.981234', '0.01')).toBe('2998.12');
  });

  it('keeps six significant digits for a token worth a fraction of a dollar', () => {
    expect(swapRate('99.8', '400')).toBe('0.249500');
    expect(swapRate('12.345678', '1000000')).toBe('0.0000123457');
  });

  it('rounds half up on the last place, from the exact quotient', () => {
    expect(swapRate('2', '3')).toBe('0.666667');
    expect(swapRate('1', '3')).toBe('0.333333');
    expect(swapRate('123456.785', '1')).toBe('123456.79');
  });

  it('stays exact where a float would not: 18-decimal amounts to the last unit', () => {
    expect(swapRate('1.000000000000000001', '1')).toBe('1.00000');
    expect(swapRate('300000000000000000000.000000000000000003', '0.000000000000000001')).toBe(
      '300000000000000000000000000000000000003.00',
    );
  });

  it('answers null when nothing was given or an amount is not a decimal', () => {
    expect(swapRate('10', '0')).toBeNull();
    expect(swapRate('10', 'ten')).toBeNull();
    expect(swapRate('-1', '1')).toBeNull();
  });
});
