import { createPublicClient, http, type PublicClient } from 'viem';

/** The server's reader of the chain. Requests retry briefly; callers that must answer fast
 *  (the health check) use `createProbeClient` instead. */
export function createChainClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 2 }) });
}

/** A client that gives up after `timeoutMs` without retrying, so a dead RPC cannot hang a caller. */
export function createProbeClient(rpcUrl: string, timeoutMs = 2_000): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) });
}

/** A client for reads a person is waiting on (a donation claim): one attempt, `timeoutMs` each,
 *  so an RPC that accepts connections and never answers costs seconds, not the 30 s of the
 *  retrying client. What it fails to read the indexer still records later. */
export function createInteractiveClient(rpcUrl: string, timeoutMs = 3_000): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) });
}

/** A client whose concurrent requests travel as one JSON-RPC batch: reading the balances of many
 *  vaults costs a few HTTP requests, not one per vault and token (nodes without Multicall3, such
 *  as a fresh anvil, answer batches too). */
export function createBatchClient(rpcUrl: string): PublicClient {
  return createPublicClient({
    transport: http(rpcUrl, { timeout: 15_000, retryCount: 2, batch: { batchSize: 500, wait: 0 } }),
  });
}
