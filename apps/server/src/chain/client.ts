import { createPublicClient, fallback, http, type PublicClient, type Transport } from 'viem';

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

/** The server's reader of the chain. Requests retry briefly; callers that must answer fast
 *  (the health check) use `createProbeClient` instead. */
export function createChainClient(rpcUrls: string | readonly string[]): PublicClient {
  return createPublicClient({ transport: transportOver(rpcUrls, { timeout: 10_000, retryCount: 2 }) });
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
 *  as a fresh anvil, answer batches too). */
export function createBatchClient(rpcUrls: string | readonly string[]): PublicClient {
  return createPublicClient({
    transport: transportOver(rpcUrls, { timeout: 15_000, retryCount: 2, batch: { batchSize: 500, wait: 0 } }),
  });
}
