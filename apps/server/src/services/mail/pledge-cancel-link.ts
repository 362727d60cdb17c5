import { createHmac, timingSafeEqual } from 'node:crypto';

// A one-click cancel link (decision 107) must work without signing in and without a wallet, so it
// carries its own proof: an HMAC of the pledge's id and the link's expiry under a key derived from
// the JWT secret. Only the donor is given one (their bell, their mail); nobody can make one for
// another pledge or move its expiry.

/** How long a link stays good: longer than a month's period, so last month's reminder still works. */
export const CANCEL_LINK_VALID_SECONDS = 60 * 86_400;

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('crowdvault pledge cancel link v1').digest();
}

function mac(secret: string, pledgeId: string, expires: number): string {
  return createHmac('sha256', keyOf(secret))
    .update(`${pledgeId.toLowerCase()}:${expires}`)
    .digest('base64url')
    .slice(0, 32);
}

/** `<expiry>.<mac>` for one pledge, good until `now` + CANCEL_LINK_VALID_SECONDS. */
export function cancelLinkToken(secret: string, pledgeId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + CANCEL_LINK_VALID_SECONDS;
  return `${expires}.${mac(secret, pledgeId, expires)}`;
}

/** What a link's token is worth for this pledge now: an altered or foreign token is 'invalid'
 *  whatever its date; a genuine one past its expiry is 'expired'. */
export function checkCancelLinkToken(
  secret: string,
  pledgeId: string,
  token: string,
  now = new Date(),
): 'valid' | 'expired' | 'invalid' {
  const [expiresText, given = ''] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires)) return 'invalid';
  const expected = Buffer.from(mac(secret, pledgeId, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}

/** The web page a link opens: it shows the pledge and cancels with one press (a GET never cancels:
 *  mail scanners follow every link). */
export function cancelLinkPath(secret: string, pledgeId: string, now = new Date()): string {
  return `/pledges/${pledgeId.toLowerCase()}/cancel?t=${cancelLinkToken(secret, pledgeId, now)}`;
}
