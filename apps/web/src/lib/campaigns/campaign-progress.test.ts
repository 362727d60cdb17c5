import { describe, expect, it } from 'vitest';
import { daysLeftLabel, progressPercent } from './campaign-progress';

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
