import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneOfCookie } from './time-zone';

describe('timeZoneOfCookie', () => {
  it("reads the reader's zone from cv_tz", () => {
    expect(timeZoneOfCookie('cv_locale=de; cv_tz=Europe/Berlin')).toBe('Europe/Berlin');
    expect(timeZoneOfCookie(['a=1', 'cv_tz=America/Argentina/Buenos_Aires'])).toBe(
      'America/Argentina/Buenos_Aires',
    );
  });

  it('falls back to UTC for no cookie, an unknown zone or anything else', () => {
    expect(timeZoneOfCookie(undefined)).toBe('UTC');
    expect(timeZoneOfCookie('cv_tz=Mars/Olympus_Mons')).toBe('UTC');
    expect(timeZoneOfCookie('cv_tz=<script>')).toBe('UTC');
    expect(timeZoneOfCookie(`cv_tz=${'A'.repeat(80)}`)).toBe('UTC');
  });

  it('knows zones by their IANA names only', () => {
    expect(isTimeZone('Asia/Phnom_Penh')).toBe(true);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});
