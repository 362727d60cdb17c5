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
