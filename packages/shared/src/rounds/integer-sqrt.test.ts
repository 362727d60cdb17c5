import { describe, expect, it } from 'vitest';
import { integerSqrt } from './integer-sqrt';

describe('integerSqrt', () => {
  it('gives the floor of the square root of small numbers', () => {
    const roots = [0n, 1n, 2n, 3n, 4n, 8n, 9n, 10n, 15n, 16n, 17n].map(integerSqrt);
    expect(roots).toEqual([0n, 1n, 1n, 1n, 2n, 2n, 3n, 3n, 3n, 4n, 4n]);
  });

  it('is exact around perfect squares far beyond what a float holds', () => {
    const root = 10n ** 40n + 12_345n;
    expect(integerSqrt(root * root)).toBe(root);
    expect(integerSqrt(root * root - 1n)).toBe(root - 1n);
    expect(integerSqrt((root + 1n) * (root + 1n) - 1n)).toBe(root);
  });

  it('refuses a negative number', () => {
    expect(() => integerSqrt(-1n)).toThrow(RangeError);
  });
});
