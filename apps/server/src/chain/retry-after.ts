/** The longest wait a `Retry-After` header can impose: a provider asking for an hour (or a clock
 *  skewed by one) must not stall a chain's indexer that long; after this the URL is tried again,
 *  and a second 429 simply holds it once more. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * The wait a `Retry-After` value asks for (RFC 9110 §10.2.3: delay-seconds or an HTTP-date), in
 * milliseconds, at most MAX_RETRY_AFTER_MS; null when there is none, it cannot be read, or the
 * date has passed.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  // Digits that are not a whole delay ("1.5", "-1") are no valid value, not a date.
  if (/^[\d.+-]+$/.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at) || at <= now) return null;
  return Math.min(at - now, MAX_RETRY_AFTER_MS);
}

interface HttpFailure {
  status?: number;
  headers?: { get(name: string): string | null };
}

/**
 * The wait an RPC asked for when it answered 429 (too many requests) or 503 (unavailable) with a
 * `Retry-After` header, read from viem's HttpRequestError wherever it sits in the error's causes;
 * null for any other failure.
 */
export function retryAfterOf(error: unknown, now = Date.now()): number | null {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    const failure = current as Error & HttpFailure;
    if ((failure.status === 429 || failure.status === 503) && typeof failure.headers?.get === 'function') {
      return parseRetryAfter(failure.headers.get('retry-after'), now);
    }
    current = failure.cause;
  }
  return null;
}
