import type { PublicClient } from 'viem';
import type { ResolvedChainEntry } from './chain-config';
import { createBatchClient, createChainClient, createInteractiveClient, createProbeClient } from './client';
import type { ChainDeployment } from './deployment';

/** What the server knows about one chain it serves (decision 060): clients, the deployed
 *  contracts, and the entry's settings. The registry (registry.ts) holds one per chain. */
export interface ChainContext {
  chainId: number;
  /** The network's name as people see it ("Base", "Local L2"). */
  name: string;
  /** Null where the chain has no block explorer (local chains). */
  explorerUrl: string | null;
  /** The explorer's name for link texts ("Etherscan", "Basescan"); null with no explorer. */
  explorerName: string | null;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** A local development chain: dev wallets are offered and demo data may be seeded. */
  local: boolean;
  /** JSON-RPC URLs in fallback order. */
  rpcUrls: string[];
  /** A WebSocket URL for `newHeads` subscriptions, where the node offers one. */
  wsUrl: string | undefined;
  /** Retries for jobs; while a request is answered each read ends at its deadline, and a chain
   *  that does not answer is a 503 (request-read-deadline.ts). */
  client: PublicClient;
  /** Batches concurrent requests into one JSON-RPC call: for reading many balances at once (its
   *  callers bound their pages themselves). */
  batchClient: PublicClient;
  /** Short timeout, no retries: for the health check. */
  probe: PublicClient;
  /** A few seconds, no retries: for reads a person waits on (donation claims). */
  interactive: PublicClient;
  deployment: ChainDeployment;
  publicRpcUrl: string;
  /** Blocks a transfer must be buried under before it counts. */
  confirmations: number;
  /** Largest block range one `eth_getLogs` may ask for. */
  maxBlockRange: number;
  /** How often the indexer looks for a new head when nothing is pending. */
  pollIntervalMs: number;
}

/** A chain's context from its resolved entry and its checked deployment (registry.ts reads and
 *  checks both). */
export function chainContext(entry: ResolvedChainEntry, deployment: ChainDeployment): ChainContext {
  const urls = entry.rpcUrls;
  return {
    chainId: entry.chainId,
    name: entry.name,
    explorerUrl: entry.explorerUrl,
    explorerName: entry.explorerName,
    nativeCurrency: entry.nativeCurrency,
    local: entry.local,
    rpcUrls: urls,
    wsUrl: entry.wsUrl,
    client: createChainClient(urls, entry.name),
    batchClient: createBatchClient(urls),
    probe: createProbeClient(urls),
    interactive: createInteractiveClient(urls),
    deployment,
    publicRpcUrl: entry.publicRpcUrl,
    confirmations: entry.confirmations,
    maxBlockRange: entry.maxBlockRange,
    pollIntervalMs: entry.pollIntervalMs,
  };
}
