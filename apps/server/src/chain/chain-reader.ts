import { type Address, createPublicClient, type Hex, http, numberToHex, type PublicClient } from 'viem';
import {
  addressTopic,
  CONTRIBUTED_TOPIC,
  MATCH_PAID_TOPIC,
  OWNERSHIP_TRANSFERRED_TOPIC,
  REFUNDED_TOPIC,
  SWAP_GIFT_TOPIC,
  TRANSFER_TOPIC,
  WITHDRAWN_TOPIC,
} from './event-topics';
import { retryAfterOf } from './retry-after';

/** Above this many vaults the address list no longer goes into the log filter (nodes cap filter
 *  sizes); the logs of the configured tokens are fetched whole and matched in memory instead. */
export const MAX_FILTER_ADDRESSES = 500;

export interface RawLog {
  address: Address;
  topics: Hex[];
  data: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  transactionHash: Hex;
  logIndex: number;
  /** Seconds; null when the node does not put `blockTimestamp` in logs (older geth). */
  blockTimestamp: bigint | null;
}

export interface BlockHeader {
  number: bigint;
  hash: Hex;
  parentHash: Hex;
  timestamp: bigint;
}

/** A successful payment of the native coin into a vault. */
export interface NativePayment {
  txHash: Hex;
  from: Address;
  to: Address;
  value: bigint;
  blockNumber: bigint;
  blockHash: Hex;
  /** -1 for the transaction's own value; -1 − its position in the transaction's trace for an
   *  internal call (decisions 032, 016). */
  index: number;
}

interface RpcLog {
  address: Address;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex;
  blockHash: Hex;
  transactionHash: Hex;
  logIndex: Hex;
  blockTimestamp?: Hex;
  removed?: boolean;
}

interface RpcBlock {
  number: Hex;
  hash: Hex;
  parentHash: Hex;
  timestamp: Hex;
}

interface RpcTrace {
  type: string;
  action: { callType?: string; from: Address; to?: Address; value?: Hex };
  error?: string;
  blockHash: Hex;
  blockNumber: number;
  transactionHash: Hex;
  traceAddress: number[];
}

interface RpcReceipt {
  transactionHash: Hex;
  from: Address;
  to: Address | null;
  status: Hex;
  blockHash: Hex;
  blockNumber: Hex;
}

const BLOCK_BATCH = 100;

/** One of a chain's RPC URLs, with what was learnt about its node. */
interface Endpoint {
  client: PublicClient;
  /** Whether the node answers `trace_filter`; unknown until asked (nodes behind one chain's URLs
   *  may differ: a hosted geth and a self-run Erigon). */
  traceSupported: boolean | undefined;
  /** Not to be called before this time (ms since the epoch): it answered 429 or 503 with a
   *  `Retry-After` header. */
  heldUntil: number;
}

/** The JSON-RPC calls the indexer makes, with no retries of their own: the indexer retries whole
 *  ranges (smaller each time) so a failure never skips a block, and after a failure it moves to
 *  the chain's next RPC URL (`failover`). Raw requests skip viem's formatters, which dominate CPU
 *  time when backfilling thousands of blocks. */
export class ChainReader {
  private readonly endpoints: Endpoint[];
  private current = 0;

  constructor(rpcUrls: string | readonly string[], timeoutMs = 10_000) {
    const urls = typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls;
    if (urls.length === 0) throw new Error('A chain needs at least one RPC URL');
    this.endpoints = urls.map((url) => ({
      client: createPublicClient({
        transport: http(url, { timeout: timeoutMs, retryCount: 0, batch: { batchSize: BLOCK_BATCH } }),
      }),
      traceSupported: undefined,
      heldUntil: 0,
    }));
  }

  /** The client of the RPC URL in use. */
  get client(): PublicClient {
    return this.endpoints[this.current]!.client;
  }

  /** Which of the chain's RPC URLs is in use (0 = the first), and how many it has. Never the URL
   *  itself: hosted RPC URLs carry API keys, and this is shown in /api/health. */
  get endpoint(): { index: number; count: number } {
    return { index: this.current, count: this.endpoints.length };
  }

  /** Moves to the chain's next RPC URL (round robin) after a failure; false when it has only one. */
  failover(): boolean {
    if (this.endpoints.length < 2) return false;
    this.current = (this.current + 1) % this.endpoints.length;
    return true;
  }

  /** After a failed request: an RPC that answered 429 or 503 with `Retry-After` is not asked
   *  again before the time it gave (at most a minute); the chain's other URLs still may be. */
  noteFailure(error: unknown, now = Date.now()): void {
    const wait = retryAfterOf(error, now);
    if (wait !== null) this.endpoints[this.current]!.heldUntil = now + wait;
  }

  /** Before a request: when the URL in use asked to be left alone, moves to the next one that did
   *  not; when every URL did, to the one free soonest. Answers how long to wait first (0: none). */
  settle(now = Date.now()): number {
    const count = this.endpoints.length;
    let soonest = this.current;
    for (let step = 0; step < count; step += 1) {
      const index = (this.current + step) % count;
      if (this.endpoints[index]!.heldUntil <= now) {
        this.current = index;
        return 0;
      }
      if (this.endpoints[index]!.heldUntil < this.endpoints[soonest]!.heldUntil) soonest = index;
    }
    this.current = soonest;
    return this.endpoints[soonest]!.heldUntil - now;
  }

  private get traceSupported(): boolean | undefined {
    return this.endpoints[this.current]!.traceSupported;
  }

  private set traceSupported(value: boolean | undefined) {
    this.endpoints[this.current]!.traceSupported = value;
  }

  async latestBlock(): Promise<{ number: bigint; hash: Hex }> {
    const block = (await this.client.request({
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    })) as unknown as RpcBlock | null;
    if (!block) throw new Error('The node returned no latest block');
    return { number: BigInt(block.number), hash: block.hash };
  }

  /** Headers of blocks `from..to`, in order. Fails if any is missing (a node behind its own
   *  head) so the range is retried rather than half-read. */
  async headers(from: bigint, to: bigint): Promise<BlockHeader[]> {
    const numbers: bigint[] = [];
    for (let n = from; n <= to; n++) numbers.push(n);
    const results: BlockHeader[] = [];
    // Batched by the transport; a bounded number in flight keeps memory flat on long backfills.
    for (let start = 0; start < numbers.length; start += BLOCK_BATCH * 4) {
      const slice = numbers.slice(start, start + BLOCK_BATCH * 4);
      results.push(...(await Promise.all(slice.map((n) => this.header(n)))));
    }
    return results;
  }

  async header(number: bigint): Promise<BlockHeader> {
    const raw = (await this.client.request({
      method: 'eth_getBlockByNumber',
      params: [numberToHex(number), false],
    })) as unknown as RpcBlock | null;
    if (!raw) throw new Error(`The node has no block ${number} yet`);
    return {
      number: BigInt(raw.number),
      hash: raw.hash,
      parentHash: raw.parentHash,
      timestamp: BigInt(raw.timestamp),
    };
  }

  /** Block times by number: from the headers read, from the logs (most nodes include
   *  `blockTimestamp`), else one header per remaining block. */
  async blockTimes(
    headers: BlockHeader[],
    logs: RawLog[],
    payments: NativePayment[],
  ): Promise<Map<bigint, bigint>> {
    const times = new Map(headers.map((header) => [header.number, header.timestamp]));
    for (const log of logs) if (log.blockTimestamp !== null) times.set(log.blockNumber, log.blockTimestamp);
    const missing = [...new Set([...logs, ...payments].map((item) => item.blockNumber))].filter(
      (n) => !times.has(n),
    );
    for (const header of await Promise.all(missing.map((n) => this.header(n)))) {
      times.set(header.number, header.timestamp);
    }
    return times;
  }

  /**
   * Native-coin payments into `vaults`. With `trace_filter` (anvil, Erigon, Reth, Nethermind) one
   * call per range also finds payments made by contracts; without it (geth and most hosted RPCs)
   * every block's receipts are read and only top-level transactions are seen (decision 032).
   */
  async nativePayments(vaults: Address[], from: bigint, to: bigint): Promise<NativePayment[]> {
    if (vaults.length === 0) return [];
    if (this.traceSupported !== false) {
      try {
        const payments: NativePayment[] = [];
        for (let start = 0; start < vaults.length; start += MAX_FILTER_ADDRESSES) {
          payments.push(
            ...(await this.tracedPayments(vaults.slice(start, start + MAX_FILTER_ADDRESSES), from, to)),
          );
        }
        this.traceSupported = true;
        return payments;
      } catch (error) {
        if (this.traceSupported === true || !isMethodMissing(error)) throw error;
        this.traceSupported = false;
      }
    }
    return this.receiptPayments(new Set(vaults.map((vault) => vault.toLowerCase())), from, to);
  }

  private async tracedPayments(vaults: Address[], from: bigint, to: bigint): Promise<NativePayment[]> {
    const traces = (await this.client.request({
      method: 'trace_filter' as 'eth_chainId',
      params: [{ fromBlock: numberToHex(from), toBlock: numberToHex(to), toAddress: vaults }] as never,
    })) as unknown as RpcTrace[];
    const candidates = traces.filter(isValueCall);
    // A trace of a reverted transaction may carry no error of its own: check the outcome.
    const receipts = await Promise.all(
      [...new Set(candidates.map((trace) => trace.transactionHash))].map((hash) =>
        this.client.getTransactionReceipt({ hash }),
      ),
    );
    const succeeded = new Set(receipts.filter((r) => r.status === 'success').map((r) => r.transactionHash));
    const found = candidates.filter((trace) => succeeded.has(trace.transactionHash));
    // An internal call is numbered by its place in the transaction's whole trace, which
    // trace_filter does not give: read the whole trace of those (few) transactions.
    const positions = new Map<string, number>();
    const internal = new Set(found.filter((t) => t.traceAddress.length > 0).map((t) => t.transactionHash));
    for (const hash of internal) {
      const whole = await transactionTrace(this.client, hash);
      whole.forEach((trace, position) => {
        positions.set(traceKey(trace), position);
      });
    }
    return found.map((trace) => {
      const position = trace.traceAddress.length === 0 ? 0 : positions.get(traceKey(trace));
      if (position === undefined) throw new Error(`The trace of ${trace.transactionHash} changed while read`);
      return paymentOf(trace, position);
    });
  }

  private async receiptPayments(vaults: Set<string>, from: bigint, to: bigint): Promise<NativePayment[]> {
    const numbers: bigint[] = [];
    for (let n = from; n <= to; n++) numbers.push(n);
    const payments: NativePayment[] = [];
    for (let start = 0; start < numbers.length; start += BLOCK_BATCH) {
      const blocks = await Promise.all(
        numbers.slice(start, start + BLOCK_BATCH).map(
          (n) =>
            this.client.request({
              method: 'eth_getBlockReceipts',
              params: [numberToHex(n)],
            }) as unknown as Promise<RpcReceipt[] | null>,
        ),
      );
      for (const receipts of blocks) {
        if (!receipts) throw new Error('The node returned no receipts for a block it announced');
        for (const receipt of receipts) {
          if (!receipt.to || !vaults.has(receipt.to.toLowerCase()) || receipt.status !== '0x1') continue;
          const transaction = await this.client.getTransaction({ hash: receipt.transactionHash });
          if (transaction.value === 0n) continue;
          payments.push({
            txHash: receipt.transactionHash,
            from: receipt.from,
            to: receipt.to,
            value: transaction.value,
            blockNumber: BigInt(receipt.blockNumber),
            blockHash: receipt.blockHash,
            index: -1,
          });
        }
      }
    }
    return payments;
  }

  /** `Transfer` logs of `tokens`, narrowed to recipients in `recipients` when the list is short
   *  enough for a filter (else the caller matches recipients itself). */
  async transferLogs(tokens: Address[], recipients: Address[], from: bigint, to: bigint): Promise<RawLog[]> {
    if (tokens.length === 0 || recipients.length === 0) return [];
    const toTopics = recipients.length <= MAX_FILTER_ADDRESSES ? recipients.map(addressTopic) : null;
    return this.logs({ address: tokens, topics: [TRANSFER_TOPIC, null, toTopics] }, from, to);
  }

  /** The vaults' own events, `Withdrawn` and `OwnershipTransferred` (all contracts' when the list
   *  is too long to filter). */
  async vaultLogs(vaults: Address[], from: bigint, to: bigint): Promise<RawLog[]> {
    if (vaults.length === 0) return [];
    const address = vaults.length <= MAX_FILTER_ADDRESSES ? vaults : undefined;
    return this.logs(
      {
        address,
        topics: [[WITHDRAWN_TOPIC, OWNERSHIP_TRANSFERRED_TOPIC, CONTRIBUTED_TOPIC, REFUNDED_TOPIC]],
      },
      from,
      to,
    );
  }

  /** SwapAndGive's `SwapGift` logs into `vaults` (all of its gifts when the list is too long to
   *  filter): they name the donor of a transfer the contract makes (decision 135). */
  async swapGiftLogs(
    swapAndGive: Address | undefined,
    vaults: Address[],
    from: bigint,
    to: bigint,
  ): Promise<RawLog[]> {
    if (!swapAndGive || vaults.length === 0) return [];
    const vaultTopics = vaults.length <= MAX_FILTER_ADDRESSES ? vaults.map(addressTopic) : null;
    return this.logs({ address: [swapAndGive], topics: [SWAP_GIFT_TOPIC, null, vaultTopics] }, from, to);
  }

  /** The rounds' pools' `MatchPaid` logs (decision 141). */
  async matchPaidLogs(pools: Address[], from: bigint, to: bigint): Promise<RawLog[]> {
    if (pools.length === 0) return [];
    const address = pools.length <= MAX_FILTER_ADDRESSES ? pools : undefined;
    return this.logs({ address, topics: [MATCH_PAID_TOPIC] }, from, to);
  }

  private async logs(
    filter: { address?: Address[]; topics: (Hex | Hex[] | null)[] },
    from: bigint,
    to: bigint,
  ): Promise<RawLog[]> {
    const logs = (await this.client.request({
      method: 'eth_getLogs',
      params: [{ ...filter, fromBlock: numberToHex(from), toBlock: numberToHex(to) }],
    })) as unknown as RpcLog[];
    return logs
      .filter((log) => !log.removed)
      .map((log) => ({
        address: log.address,
        topics: log.topics,
        data: log.data,
        blockNumber: BigInt(log.blockNumber),
        blockHash: log.blockHash,
        transactionHash: log.transactionHash,
        logIndex: Number(log.logIndex),
        blockTimestamp: log.blockTimestamp ? BigInt(log.blockTimestamp) : null,
      }));
  }
}

function isMethodMissing(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /method not found|does not exist|not supported|unsupported|-32601|not available/i.test(text);
}

/** Hosted nodes cap eth_getLogs by blocks or results, each with its own wording and code. */
export function isRangeLimit(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /more than \d+ (results|blocks)|range|too many|limit exceeded|-32005/i.test(text);
}

/** The whole call trace of one transaction, in the node's order (parity `trace_transaction`). */
export async function transactionTrace(client: PublicClient, hash: Hex): Promise<RpcTrace[]> {
  return (await client.request({
    method: 'trace_transaction' as 'eth_chainId',
    params: [hash] as never,
  })) as unknown as RpcTrace[];
}

/**
 * Native-coin payments in one successful transaction, read from its whole trace: the
 * transaction's own value and every internal call (a contract wallet forwarding the coin).
 * Null when the node cannot trace. The log index is the one the indexer records (decision 016).
 */
export async function tracedTransactionPayments(
  client: PublicClient,
  hash: Hex,
): Promise<NativePayment[] | null> {
  try {
    const traces = await transactionTrace(client, hash);
    return traces.flatMap((trace, position) => (isValueCall(trace) ? [paymentOf(trace, position)] : []));
  } catch (error) {
    if (isMethodMissing(error)) return null;
    throw error;
  }
}

/** A plain call that moved the native coin and did not fail itself. */
function isValueCall(trace: RpcTrace): boolean {
  return (
    trace.type === 'call' &&
    (trace.action.callType ?? 'call') === 'call' &&
    !trace.error &&
    trace.action.to !== undefined &&
    trace.action.value !== undefined &&
    BigInt(trace.action.value) > 0n
  );
}

function traceKey(trace: RpcTrace): string {
  return `${trace.transactionHash}:${trace.traceAddress.join('.')}`;
}

/** Log index -1 − the trace's position in its transaction: -1 for the transaction's own value,
 *  a number of its own for each internal call, whichever vaults happen to be watched. */
function paymentOf(trace: RpcTrace, position: number): NativePayment {
  return {
    txHash: trace.transactionHash,
    from: trace.action.from,
    to: trace.action.to as Address,
    value: BigInt(trace.action.value as Hex),
    blockNumber: BigInt(trace.blockNumber),
    blockHash: trace.blockHash,
    index: -1 - position,
  };
}
