import { createHash } from 'node:crypto';
import { AppError } from '../../errors';
import type { HitCounter } from '../../infra/limits/hit-counter';

/**
 * How many mails about an address not yet proven (the verification link, or the notice to the
 * address's verified owner) may be asked for in an hour, per address, per account and per client
 * IP (decision 114). A person fixing a typo or asking again after a lost mail stays well inside;
 * someone aiming the form at another person's inbox, from any number of wallets, gets at most
 * `perAddress` mails into it an hour.
 */
export const VERIFICATION_MAIL_LIMITS = { perAddress: 3, perAccount: 5, perIp: 20, windowMs: 3_600_000 };

export function verificationMailsLimited(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many verification e-mails were asked for: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Who asks for a mail to `email`: the account and the client's address as the app sees it. */
export interface VerificationMailRequest {
  userId: number;
  email: string;
  ip: string;
}

/**
 * Counts one mail to an unproven address, in the shared limits store (Redis, PostgreSQL or this
 * process's memory, as every other limit: decision 052), so the limit holds across instances. Over
 * any of the three limits it throws 429 with Retry-After, and nothing is changed or sent. The
 * address is counted as a hash: the counters hold no one's e-mail.
 */
export async function admitVerificationMail(
  counter: HitCounter,
  { userId, email, ip }: VerificationMailRequest,
  limits = VERIFICATION_MAIL_LIMITS,
): Promise<void> {
  const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  const counts = await Promise.all([
    counter
      .hit(`verify-mail:address:${address}`, limits.windowMs)
      .then((hits) => ({ hits, max: limits.perAddress })),
    counter
      .hit(`verify-mail:user:${userId}`, limits.windowMs)
      .then((hits) => ({ hits, max: limits.perAccount })),
    counter.hit(`verify-mail:ip:${ip}`, limits.windowMs).then((hits) => ({ hits, max: limits.perIp })),
  ]);
  const over = counts.filter(({ hits, max }) => hits.count > max);
  if (over.length === 0) return;
  const retryAfterSeconds = Math.ceil(Math.max(...over.map(({ hits }) => hits.ttlMs)) / 1000);
  throw new AppError('TOO_MANY_REQUESTS', verificationMailsLimited(retryAfterSeconds), retryAfterSeconds);
}
