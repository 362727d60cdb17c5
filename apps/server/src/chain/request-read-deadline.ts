import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  ms: number;
  /** False once the request is answered: work it left running reads without a deadline. */
  open: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

/**
 * Runs `work` (a route's handler) so that each chain read it makes through a chain's `client`
 * gives up after `ms` with a `ChainUnavailableError` (client.ts), which the error mapper answers
 * with 503: a person never waits out the client's retries (30 s) on a chain that does not answer
 * (issue 38, item 5). Jobs run outside any request and keep the patient client.
 */
export function withRequestReadDeadline<T>(ms: number, work: () => T): T {
  const current: Scope = { ms, open: true };
  const result = scope.run(current, work);
  if (result instanceof Promise) {
    return result.finally(() => {
      current.open = false;
    }) as T;
  }
  current.open = false;
  return result;
}

/** The deadline of each chain read in the request being answered; null outside one. */
export function requestReadDeadline(): number | null {
  const current = scope.getStore();
  return current?.open ? current.ms : null;
}
