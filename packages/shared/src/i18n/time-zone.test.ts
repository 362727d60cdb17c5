import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneOfCookie, zoneOffsetMinutes } from './time-zone';

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

describe('zoneOffsetMinutes', () => {
  it("gives a zone's offset from UTC at a moment, daylight saving included", () => {
    expect(zoneOffsetMinutes('UTC', new Date('2026-11-28T12:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-11-28T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-07-01T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-07-01T02:30:45Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-11-28T23:59:59Z'))).toBe(330);
  });
});
