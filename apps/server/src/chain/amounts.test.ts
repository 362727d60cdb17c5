import { describe, expect, it } from 'vitest';
import { convertDecimals } from './amounts';

describe('convertDecimals', () => {
  it('scales 6-decimal amounts up to 18 exactly', () => {
    expect(convertDecimals(1_500_000n, 6, 18)).toBe(1_500_000_000_000_000_000n);
  });

  it('truncates 18-decimal dust when scaling down to 6', () => {
    expect(convertDecimals(1_500_000_000_000_999_999n, 18, 6)).toBe(1_500_000n);
    expect(convertDecimals(999_999_999_999n, 18, 6)).toBe(0n);
  });

  it('leaves equal scales alone', () => {
    expect(convertDecimals(42n, 6, 6)).toBe(42n);
  });
});
