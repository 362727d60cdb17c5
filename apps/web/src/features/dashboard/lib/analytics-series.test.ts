import type { CreatorAnalytics } from '@crowdvault/shared/api/analytics';
import { describe, expect, it } from 'vitest';
import { chartDays, formatUsd, percentOf } from './analytics-series';

const day = (date: string, amount: string, count: number, walletCount: number, followers: number) => ({
  date,
  amount,
  count,
  walletCount,
  directCount: count - walletCount,
  followers,
});

describe('chartDays', () => {
  it('adds each day to what was raised before the range', () => {
    const analytics = {
      raisedBefore: '100',
      days: [
        day('2026-03-04', '10.5', 2, 1, 3),
        day('2026-03-05', '0', 0, 0, 3),
        day('2026-03-06', '20', 1, 0, 4),
      ],
    } as CreatorAnalytics;
    expect(chartDays(analytics)).toEqual([
      { date: '2026-03-04', label: 'Mar 4', raised: 110.5, amount: 10.5, wallet: 1, direct: 1, followers: 3 },
      { date: '2026-03-05', label: 'Mar 5', raised: 110.5, amount: 0, wallet: 0, direct: 0, followers: 3 },
      { date: '2026-03-06', label: 'Mar 6', raised: 130.5, amount: 20, wallet: 0, direct: 1, followers: 4 },
    ]);
  });
});

describe('formatUsd / percentOf', () => {
  it('shows dollars with cents, exactly', () => {
    expect(formatUsd('1234567.891')).toBe('$1,234,567.89');
    expect(formatUsd('5')).toBe('$5.00');
  });
  it('says how much of the goal is raised', () => {
    expect(percentOf('250', '1000')).toBe('25.0%');
    expect(percentOf('5', '0')).toBe('—');
  });
});
