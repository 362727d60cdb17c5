import {
  createPublicClient,
  fallback,
  HttpRequestError,
  http,
  type PublicClient,
  TimeoutError,
  type Transport,
} from 'viem';
import { ChainUnavailableError } from './deadline';
import { requestReadDeadline } from './request-read-deadline';

/** Methods that send: never cut short, as the transaction may already be on its way. */
const SENDS = new Set(['eth_sendRawTransaction', 'eth_sendTransaction']);

/** One transport over a chain's RPC URLs: the first that answers serves, the next takes over when
 *  it fails (decision 060). A single URL is a plain HTTP transport. */
function transportOver(rpcUrls: string | readonly string[], options: Parameters<typeof http>[1]): Transport {
  const urls = typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls;
  if (urls.length === 1) return http(urls[0], options);
  return fallback(
    urls.map((url) => http(url, options)),
    { retryCount: 0 },
  );
}

/**
 * `transport`, whose reads made while a request is answered (request-read-deadline.ts) end at the
 * request's deadline, and whose failures there (no answer, no connection) become a
 * `ChainUnavailableError` naming the chain. An answer that is an error (a revert) stays as it is.
 */
function boundWhileAnswering(transport: Transport, chainName: string): Transport {
  return (params) => {
    const inner = transport(params);
    const request = async (args: { method: string }, options?: { signal?: AbortSignal }) => {
      const ms = requestReadDeadline();
      if (ms === null || SENDS.has(args.method)) return inner.request(args as never, options as never);
      const controller = new AbortController();
      const signal = options?.signal
        ? AbortSignal.any([options.signal, controller.signal])
        : controller.signal;
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new ChainUnavailableError(chainName, ms));
        }, ms);
      });
      try {
        return await Promise.race([inner.request(args as never, { ...options, signal } as never), expired]);
      } catch (error) {
        if (controller.signal.aborted) throw new ChainUnavailableError(chainName, ms);
        if (error instanceof HttpRequestError || error instanceof TimeoutError) {
          throw new ChainUnavailableError(chainName, null);
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    };
    return { ...inner, request: request as typeof inner.request };
  };
}

/** The server's reader of the chain. Requests retry briefly, except while a request is answered
 *  (they then end at its deadline); callers that must answer fast (the health check) use
 *  `createProbeClient` instead. */
export function createChainClient(rpcUrls: string | readonly string[], chainName: string): PublicClient {
  return createPublicClient({
    transport: boundWhileAnswering(transportOver(rpcUrls, { timeout: 10_000, retryCount: 2 }), chainName),
  });
}

/** A client that gives up after `timeoutMs` without retrying, so a dead RPC cannot hang a caller. */
export function createProbeClient(rpcUrls: string | readonly string[], timeoutMs = 2_000): PublicClient {
  return createPublicClient({ transport: transportOver(rpcUrls, { timeout: timeoutMs, retryCount: 0 }) });
}

/** A client for reads a person is waiting on (a donation claim): one attempt, `timeoutMs` each,
 *  so an RPC that accepts connections and never answers costs seconds, not the 30 s of the
 *  retrying client. What it fails to read the indexer still records later. */
export function createInteractiveClient(
  rpcUrls: string | readonly string[],
  timeoutMs = 3_000,
): PublicClient {
  return createPublicClient({ transport: transportOver(rpcUrls, { timeout: timeoutMs, retryCount: 0 }) });
}

/** A client whose concurrent requests travel as one JSON-RPC batch: reading the balances of many
 *  vaults costs a few HTTP requests, not one per vault and token (nodes without Multicall3, such
 *  as a fresh anvil, answer batches too). A page of vaults may take longer than a request's
 *  deadline for single reads: its callers bound it themselves (`readWithin`, `withinDeadline`). */
export function createBatchClient(rpcUrls: string | readonly string[]): PublicClient {
  return createPublicClient({
    transport: transportOver(rpcUrls, { timeout: 15_000, retryCount: 2, batch: { batchSize: 500, wait: 0 } }),
  });
}
