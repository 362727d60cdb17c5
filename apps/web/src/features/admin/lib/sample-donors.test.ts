import { describe, expect, it } from 'vitest';
import { goalMayBeExceeded, parseDonorCount } from './sample-donors';

describe('parseDonorCount', () => {
  it.each([
    ['5', 5],
    ['1', 1],
    ['20', 20],
  ])('keeps %s', (input, count) => expect(parseDonorCount(input)).toBe(count));

  it.each(['', '  ', '0', '21', '-3', '2.5', 'abc'])('falls back to 1 for %j', (input) =>
    expect(parseDonorCount(input)).toBe(1),
  );
});

describe('goalMayBeExceeded', () => {
  const base = { raised: '100', goal: '1000', preserveRaisedAmount: false };

  it('warns when raised + 255 per donor passes the goal', () => {
    expect(goalMayBeExceeded({ ...base, count: 4 })).toBe(true);
  });

  it('stays quiet when it fits', () => {
    expect(goalMayBeExceeded({ ...base, count: 3 })).toBe(false);
  });

  it('stays quiet when the raised amount is preserved', () => {
    expect(goalMayBeExceeded({ ...base, count: 20, preserveRaisedAmount: true })).toBe(false);
  });
});
