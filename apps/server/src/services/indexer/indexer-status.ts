/**
 * What the running indexer tells the rest of the app (the metrics read it; server.ts passes the
 * DonationIndexer, which has these fields). Beside the indexer rather than in plugins/metrics, so
 * that app-deps.ts can name it without importing a plugin that imports app-deps.ts back.
 */
export interface IndexerStatus {
  readonly chainId: number;
  readonly headBlock: bigint | null;
  readonly checkpointBlock: bigint | null;
  readonly lagBlocks: number | null;
  readonly reorgsSeen: number;
  readonly leads: boolean;
  /** The last step's failure, until a step succeeds again (a degraded chain). */
  readonly lastError: string | null;
  /** Which of the chain's RPC URLs is read now (0 = the first; it moves on after a failure). */
  readonly rpcEndpoint: { index: number; count: number };
  /** True while new heads arrive by WebSocket subscription; false while the chain is polled. */
  readonly subscribed: boolean;
}
