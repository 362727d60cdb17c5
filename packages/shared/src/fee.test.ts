import { describe, expect, it } from 'vitest';
import { splitPlatformFee } from './fee';

describe('splitPlatformFee', () => {
  it('takes 2.5% and gives the rest', () => {
    expect(splitPlatformFee(2_500_000n)).toEqual({ fee: 62_500n, payout: 2_437_500n });
  });

  it('rounds the fee down and never loses a unit', () => {
    const { fee, payout } = splitPlatformFee(39n);
    expect(fee).toBe(0n);
    expect(fee + payout).toBe(39n);
    expect(splitPlatformFee(41n)).toEqual({ fee: 1n, payout: 40n });
  });
});
