import { describe, expect, it } from 'vitest';
import { daysLeftLabel, progressPercent, vaultDaysLeft } from './campaign-progress';

describe('progressPercent', () => {
  it('divides raised by goal and caps at 100', () => {
    expect(progressPercent('250', '1000')).toBe(25);
    expect(progressPercent('1234.5', '1000')).toBe(100);
    expect(progressPercent('1', '0')).toBe(0);
    expect(progressPercent('0.000001', '3')).toBe(0);
  });
});

describe('daysLeftLabel', () => {
  it('says days left or Ended', () => {
    expect(daysLeftLabel(12)).toBe('12 days left');
    expect(daysLeftLabel(1)).toBe('1 day left');
    expect(daysLeftLabel(0)).toBe('Ended');
  });
});

describe('vaultDaysLeft', () => {
  it("follows the vault: a failed all-or-nothing vault has no time left, whatever the wall clock's days say", () => {
    expect(vaultDaysLeft({ daysLeft: 1, fundingState: 'failed' })).toBe(0);
    expect(vaultDaysLeft({ daysLeft: 1, fundingState: 'funding' })).toBe(1);
    // Succeeded before its deadline, the vault still counts donations until then (decision 090).
    expect(vaultDaysLeft({ daysLeft: 3, fundingState: 'succeeded' })).toBe(3);
    expect(vaultDaysLeft({ daysLeft: 5, fundingState: null })).toBe(5);
  });
});
