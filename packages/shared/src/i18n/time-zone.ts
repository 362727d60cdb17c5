// The reader's time zone (decision 142): dates on a page are the reader's, on the server's render
// too. The browser keeps its IANA zone in the cv_tz cookie; the server renders in it, or in UTC
// when it does not know it yet, and the browser adopts that render before switching to its own.
import { cookieValue } from './negotiate-locale';

/** The cookie the browser writes its time zone into (`Europe/Berlin`). */
export const TIME_ZONE_COOKIE = 'cv_tz';

/** The zone a date is shown in when the reader's is unknown (decision 137). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** True for an IANA time zone this runtime knows (`Africa/Lagos`); nothing a cookie says is
 *  trusted further than that. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A request's time zone from its Cookie header: cv_tz when it names a zone, else UTC. */
export function timeZoneOfCookie(cookieHeader: string | string[] | undefined): string {
  const zone = cookieValue([cookieHeader ?? ''].flat().join(';'), TIME_ZONE_COOKIE);
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** How many minutes `timeZone` is ahead of UTC at `at` (Berlin in winter 60, New York in summer
 *  -240): the browser compares it with its own offset, which it knows without ICU's data. */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wall - minute) / 60_000);
}
