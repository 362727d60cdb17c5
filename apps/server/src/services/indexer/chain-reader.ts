import { campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  toEventSelector,
} from 'viem';

export const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');
export const WITHDRAWN_TOPIC = toEventSelector(
  campaignVaultAbi.find((item) => item.type === 'event' && item.name === 'Withdrawn') ?? 'Withdrawn',
);

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
}

export interface BlockInfo {
  number: bigint;
  hash: Hex;
  parentHash: Hex;
  timestamp: bigint;
  /** Top-level transactions that carried value, reduced to what the indexer needs. */
  valueTransfers: { hash: Hex; from: Address; to: Address; value: bigint }[];
}

interface RpcLog {
  address: Address;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex;
  blockHash: Hex;
  transactionHash: Hex;
  logIndex: Hex;
  removed?: boolean;
}

interface RpcBlock {
  number: Hex;
  hash: Hex;
  parentHash: Hex;
  timestamp: Hex;
  transactions: { hash: Hex; from: Address; to: Address | null; value: Hex }[];
}

const BLOCK_BATCH = 100;

/** The JSON-RPC calls the indexer makes, with no retries of their own: the indexer retries whole
 *  ranges (smaller each time) so a failure never skips a block. Raw requests skip viem's
 *  formatters, which dominate CPU time when backfilling thousands of blocks. */
export class ChainReader {
  readonly client: PublicClient;

  constructor(rpcUrl: string, timeoutMs = 10_000) {
    this.client = createPublicClient({
      transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0, batch: { batchSize: BLOCK_BATCH } }),
    });
  }

  async latestBlock(): Promise<{ number: bigint; hash: Hex }> {
    const block = (await this.client.request({
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    })) as unknown as RpcBlock | null;
    if (!block) throw new Error('The node returned no latest block');
    return { number: BigInt(block.number), hash: block.hash };
  }

  /** Blocks `from..to` with their value-carrying transactions, in order. Fails if any is missing
   *  (a node behind its own head) so the range is retried rather than half-read. */
  async blocks(from: bigint, to: bigint): Promise<BlockInfo[]> {
    const numbers: bigint[] = [];
    for (let n = from; n <= to; n++) numbers.push(n);
    const results: BlockInfo[] = [];
    // Batched by the transport; a bounded number in flight keeps memory flat on long backfills.
    for (let start = 0; start < numbers.length; start += BLOCK_BATCH * 4) {
      const slice = numbers.slice(start, start + BLOCK_BATCH * 4);
      const blocks = await Promise.all(slice.map((n) => this.block(n)));
      results.push(...blocks);
    }
    return results;
  }

  async block(number: bigint): Promise<BlockInfo> {
    const raw = (await this.client.request({
      method: 'eth_getBlockByNumber',
      params: [numberToHex(number), true],
    })) as unknown as RpcBlock | null;
    if (!raw) throw new Error(`The node has no block ${number} yet`);
    const valueTransfers: BlockInfo['valueTransfers'] = [];
    for (const tx of raw.transactions) {
      if (tx.to && tx.value !== '0x0') {
        valueTransfers.push({ hash: tx.hash, from: tx.from, to: tx.to, value: BigInt(tx.value) });
      }
    }
    return {
      number: BigInt(raw.number),
      hash: raw.hash,
      parentHash: raw.parentHash,
      timestamp: BigInt(raw.timestamp),
      valueTransfers,
    };
  }

  /** `Transfer` logs of `tokens`, narrowed to recipients in `recipients` when the list is short
   *  enough for a filter (else the caller matches recipients itself). */
  async transferLogs(tokens: Address[], recipients: Address[], from: bigint, to: bigint): Promise<RawLog[]> {
    if (tokens.length === 0 || recipients.length === 0) return [];
    const toTopics = recipients.length <= MAX_FILTER_ADDRESSES ? recipients.map(addressTopic) : null;
    return this.logs({ address: tokens, topics: [TRANSFER_TOPIC, null, toTopics] }, from, to);
  }

  /** `Withdrawn` events of the vaults (all contracts when the list is too long to filter). */
  async withdrawnLogs(vaults: Address[], from: bigint, to: bigint): Promise<RawLog[]> {
    if (vaults.length === 0) return [];
    const address = vaults.length <= MAX_FILTER_ADDRESSES ? vaults : undefined;
    return this.logs({ address, topics: [WITHDRAWN_TOPIC] }, from, to);
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
      }));
  }
}

/** An address as a 32-byte topic (left-padded, lowercase). */
export function addressTopic(address: Address): Hex {
  return `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
}

/** The address in the low 20 bytes of a topic, lowercase. */
export function topicAddress(topic: Hex): Address {
  return `0x${topic.slice(26).toLowerCase()}`;
}
