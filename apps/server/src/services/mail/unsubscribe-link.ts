import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailKind } from '@crowdvault/shared/api/email';

// The one-click link (RFC 8058) must work without signing in, so it carries its own proof: an
// HMAC of user and kind under a key derived from the JWT secret. Nobody can forge one for another
// user or kind; it never expires (a mail read a year later still leaves with one click).

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('crowdvault email unsubscribe v1').digest();
}

export function unsubscribeSignature(secret: string, userId: number, kind: EmailKind): string {
  return createHmac('sha256', keyOf(secret)).update(`${userId}:${kind}`).digest('base64url').slice(0, 32);
}

export function isValidUnsubscribeSignature(
  secret: string,
  userId: number,
  kind: EmailKind,
  signature: string,
): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, userId, kind));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The API address mail clients POST `List-Unsubscribe=One-Click` to. */
export function oneClickUnsubscribeUrl(
  publicUrl: string,
  secret: string,
  userId: number,
  kind: EmailKind,
): string {
  return `${publicUrl}/api/email/unsubscribe?${unsubscribeQuery(secret, userId, kind)}`;
}

/** The web page a person reaches from the footer link: it confirms with a button (a GET must not
 *  unsubscribe: link scanners follow every link of a mail). */
export function unsubscribePageUrl(
  publicUrl: string,
  secret: string,
  userId: number,
  kind: EmailKind,
): string {
  return `${publicUrl}/email/unsubscribe?${unsubscribeQuery(secret, userId, kind)}`;
}

function unsubscribeQuery(secret: string, userId: number, kind: EmailKind): string {
  return new URLSearchParams({
    u: String(userId),
    k: kind,
    s: unsubscribeSignature(secret, userId, kind),
  }).toString();
}
