import type { ExposedError } from '../errors';

/** How long a read a person waits on (a ledger's balances, the transparency page's treasury) may
 *  take on one chain before that chain's part is answered as unavailable (issue 26, item 16). */
export const CHAIN_READ_TIMEOUT_MS = 3_000;

/** A chain that did not answer in time, or answered with an error: 503 with a sentence naming it,
 *  wherever a route lets it through (errors.ts maps any ExposedError). */
export class ChainUnavailableError extends Error implements ExposedError {
  readonly httpStatus = 503;

  constructor(
    readonly chainName: string,
    /** The deadline it missed, or null when it answered with an error. */
    readonly timedOutAfterMs: number | null,
  ) {
    super(
      timedOutAfterMs === null
        ? `${chainName} answered with an error`
        : `${chainName} did not answer in time`,
    );
    this.name = 'ChainUnavailableError';
  }

  get httpMessage(): string {
    return chainUnavailableMessage(this.chainName, this.timedOutAfterMs);
  }
}

/**
 * `read`, or a `ChainUnavailableError` once `ms` have passed: a stopped node accepts the
 * connection and never answers, and the clients' own timeouts and retries add up to tens of
 * seconds. What is still in flight finishes (or times out) in the background, unseen.
 */
export async function withinDeadline<T>(
  chainName: string,
  read: Promise<T>,
  ms = CHAIN_READ_TIMEOUT_MS,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChainUnavailableError(chainName, ms)), ms);
  });
  try {
    return await Promise.race([
      read.catch((error: unknown) => {
        throw chainUnavailableIn(error) ?? new ChainUnavailableError(chainName, null);
      }),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The `ChainUnavailableError` behind `error`, however deep a client library wrapped it; null for
 *  any other failure (a revert, a refusal: the chain did answer). */
export function chainUnavailableIn(error: unknown): ChainUnavailableError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (current instanceof ChainUnavailableError) return current;
    current = current.cause;
  }
  return null;
}

/** What a person is told (503) when a chain their request had to read did not answer. */
export function chainUnavailableMessage(chainName: string, timedOutAfterMs: number | null): string {
  return timedOutAfterMs !== null
    ? `${chainName} did not answer within ${timedOutAfterMs / 1000} s. Please try again in a moment.`
    : `${chainName} is not answering right now. Please try again in a moment.`;
}

/** The sentence a page shows for a chain whose part is missing. */
export function unavailableSentence(error: unknown, chainName: string, what: string): string {
  const ms = error instanceof ChainUnavailableError ? error.timedOutAfterMs : null;
  return ms !== null
    ? `${chainName} did not answer within ${ms / 1000} s: ${what} cannot be shown right now.`
    : `${chainName} did not answer: ${what} cannot be shown right now.`;
}
