import type { Address } from 'viem';
import { ChainReader, isRangeLimit } from '../../chain/chain-reader';
import type { ChainDeployment, TokenDeployment } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { LeaderLock, type Leadership } from '../../infra/jobs/leader-lock';
import { type DonationEvents, donationEventsFor } from '../donations/events';
import { loadRoundPools } from '../rounds/round-pool';
import { HeadFollower } from './head-follower';
import {
  type Checkpoint,
  loadCheckpoint,
  loadRecentBlocks,
  loadWatchedVaults,
  rewindTo,
  writeRange,
} from './indexer-store';
import {
  allOrNothingRowsFrom,
  checkContinuity,
  donationsFromNativePayments,
  donationsFromTransfers,
  matchPaymentsFrom,
  ownerChangesFrom,
  type RowContext,
  withdrawalsFrom,
} from './range-rows';
import { VaultBackfill } from './vault-backfill';
import { queueNewVaults } from './vault-backfill-store';

type Log = (object: Record<string, unknown>, message: string) => void;
export interface IndexerLogger {
  debug: Log;
  info: Log;
  warn: Log;
  error: Log;
}

export interface IndexerOptions {
  db: Database;
  chainId: number;
  deployment: ChainDeployment;
  /** Where campaign amounts get their scale: the registry's primary deployment (decision 060).
   *  Default: `deployment` (one chain). */
  accounting?: ChainDeployment;
  /** The native coin's symbol as the chain registry defines it (`ChainContext.nativeCurrency`);
   *  default ETH, the registry's own default. */
  nativeSymbol?: string;
  /** The chain's JSON-RPC URL, or its URLs in fallback order: after a failure the next is tried. */
  rpcUrl: string | readonly string[];
  /** A WebSocket URL for `newHeads`: the indexer then reads a block as soon as the node announces
   *  it and polls only as a safety net; without one it polls every `pollIntervalMs`. */
  wsUrl?: string;
  /** Blocks a transfer must be buried under before it is read (0 on the local chain). */
  confirmations: number;
  /** PostgreSQL only: several servers may share it, and one indexer leads (advisory lock). */
  databaseUrl?: string;
  /** The chain's leadership, shared with its jobs (the lane's): released by its owner, not by
   *  `stop`. Left out, the indexer takes its own lock on `databaseUrl` and releases it on `stop`. */
  leadership?: Leadership;
  events?: DonationEvents;
  logger?: IndexerLogger;
  pollIntervalMs?: number;
  /** Largest block range per read; halved on every failure, grown back on success. */
  maxRange?: number;
  /** How many recent block hashes are kept to find where a reorganisation forked. */
  reorgWindow?: number;
  rpcTimeoutMs?: number;
  /** How often a standby instance tries to take the lead (PostgreSQL). */
  standbyRetryMs?: number;
  /** How long `stop` waits for a step in flight before giving up on it. */
  stopTimeoutMs?: number;
}

const MAX_BACKOFF_MS = 30_000;
// While subscribed to new heads, polling only catches an announcement the socket lost.
const SUBSCRIBED_POLL_MS = 5_000;
// A standby takes over within this after the leader dies (its session ends and frees the lock).
const STANDBY_RETRY_MS = 1_000;
const STOP_TIMEOUT_MS = 5_000;
const RANGE_GROWTH_STEPS = 10;
const silent: IndexerLogger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Follows the chain and records donations into campaign vaults: ERC-20 `Transfer` logs of the
 * configured tokens, native-coin transactions, and vaults' `Withdrawn` events (decision 030).
 * Each range of blocks is written with the checkpoint in one transaction; failures are retried
 * with backoff and a smaller range, so no block is ever skipped. Vaults it starts watching late
 * get their earlier history read in bounded chunks between ranges (decision 016).
 */
export class DonationIndexer {
  private readonly reader: ChainReader;
  private readonly tokens: Map<string, TokenDeployment>;
  private readonly rowContext: RowContext;
  private readonly pollIntervalMs: number;
  private readonly maxRange: number;
  private readonly reorgWindow: bigint;
  private readonly logger: IndexerLogger;
  private readonly lock: Leadership | null;
  private readonly ownsLock: boolean;
  private readonly backfill: VaultBackfill;
  private rangeSize: number;
  private stepsSinceShrink = 0;
  private failures = 0;
  private checkpoint: Checkpoint | null = null;
  private head: bigint | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private wake: (() => void) | null = null;
  private waiters: { block: bigint; resolve: () => void }[] = [];
  private leading = false;
  private reorgCount = 0;
  private failure: string | null = null;
  /** The last block known recorded (kept while the working checkpoint is reloaded after a failure,
   *  so /api/health and the metrics still show it while the chain is degraded). */
  private recorded: bigint | null = null;
  private readonly follower: HeadFollower | null;
  /** What the loop sleeps for: a new head ends an idle wait; a node coming back ends a backoff too. */
  private waiting: 'idle' | 'backoff' | 'held' | null = null;

  constructor(private readonly options: IndexerOptions) {
    this.reader = new ChainReader(options.rpcUrl, options.rpcTimeoutMs);
    this.follower = options.wsUrl
      ? new HeadFollower({
          url: options.wsUrl,
          onHead: () => {
            if (this.waiting === 'idle') this.wake?.();
          },
          // A subscription (re)opened: the node answers again, so a backoff need not run out. A
          // Retry-After does: the socket being back says nothing of the HTTP rate limit.
          onChange: (subscribed) => {
            if (subscribed && (this.waiting === 'idle' || this.waiting === 'backoff')) this.wake?.();
          },
        })
      : null;
    this.tokens = new Map(options.deployment.tokens.map((token) => [token.address.toLowerCase(), token]));
    this.rowContext = {
      chainId: options.chainId,
      deployment: options.deployment,
      accounting: options.accounting ?? options.deployment,
      tokens: this.tokens,
      nativeSymbol: options.nativeSymbol ?? 'ETH',
    };
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.maxRange = options.maxRange ?? 2_000;
    this.rangeSize = this.maxRange;
    this.reorgWindow = BigInt(options.reorgWindow ?? 128);
    this.logger = options.logger ?? silent;
    this.ownsLock = !options.leadership;
    this.lock =
      options.leadership ??
      (options.databaseUrl ? new LeaderLock(options.databaseUrl, options.chainId) : null);
    this.backfill = new VaultBackfill({
      db: options.db,
      reader: this.reader,
      rowContext: this.rowContext,
      maxRange: this.maxRange,
      retryDelayMs: this.pollIntervalMs,
      events: options.events,
      warn: (object, message) => this.logger.warn(object, message),
    });
  }

  start(): void {
    if (this.running) return;
    this.stopped = false;
    this.follower?.start();
    this.running = this.run();
  }

  /** Stops after the current step: a range being written commits (one transaction); a range
   *  still being read is abandoned before anything is written. A step stuck on a dead RPC is left
   *  behind after `stopTimeoutMs`: the lock is released either way, so a standby takes over from
   *  the checkpoint, which only a committed range moves. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.follower?.stop();
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.stopTimeoutMs ?? STOP_TIMEOUT_MS);
    });
    await Promise.race([this.running, timeout]);
    clearTimeout(timer);
    this.running = null;
    this.leading = false;
    if (this.ownsLock) await this.lock?.release();
  }

  /** Whether this instance leads the chain and records its blocks now (always alone; the lock
   *  holder when shared). */
  get leads(): boolean {
    return this.leading;
  }

  /** The chain head as last read, or null before the first step. */
  get headBlock(): bigint | null {
    return this.head;
  }

  get chainId(): number {
    return this.options.chainId;
  }

  /** Why the last step failed, until one succeeds again: the chain is degraded meanwhile. */
  get lastError(): string | null {
    return this.failure;
  }

  /** Reorganisations undone since start. */
  get reorgsSeen(): number {
    return this.reorgCount;
  }

  /** The last block fully recorded, or null before the first step. */
  get checkpointBlock(): bigint | null {
    return this.checkpoint?.block ?? this.recorded;
  }

  get lagBlocks(): number | null {
    const checkpoint = this.checkpointBlock;
    if (this.head === null || checkpoint === null) return null;
    return Number(this.head > checkpoint ? this.head - checkpoint : 0n);
  }

  /** Which of the chain's RPC URLs the indexer reads now (0 = the first) and how many it has. */
  get rpcEndpoint(): { index: number; count: number } {
    return this.reader.endpoint;
  }

  /** True while new heads arrive by WebSocket subscription, false while the chain is polled for
   *  want of one (no ws URL, or the socket is down). */
  get subscribed(): boolean {
    return this.follower?.subscribed ?? false;
  }

  /** Resolves once every block up to `block` is recorded (tests, the demo seed, benchmarks). */
  waitForBlock(block: bigint, timeoutMs = 30_000): Promise<void> {
    if (this.checkpoint && this.checkpoint.block >= block) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Indexer did not reach block ${block}`)), timeoutMs);
      this.waiters.push({
        block,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      if (this.lock && !(await this.lock.acquire())) {
        if (this.leading) this.logger.warn({}, 'indexer lost the lead; standing by');
        this.leading = false;
        await this.sleep(this.options.standbyRetryMs ?? STANDBY_RETRY_MS);
        continue;
      }
      if (!this.leading) {
        // Another instance may have recorded blocks while this one stood by: start from the
        // checkpoint in the database, not from memory.
        this.checkpoint = null;
        this.leading = true;
        if (this.lock) this.logger.info({ chainId: this.options.chainId }, 'indexer took the lead');
      }
      // An RPC URL that answered 429 or 503 with Retry-After is not called before the time it
      // gave: another URL of the chain is used meanwhile, or, when all asked, the loop waits.
      const held = this.reader.settle();
      if (held > 0) {
        this.logger.info({ retryInMs: held, rpcUrlIndex: this.reader.endpoint.index }, 'RPC asked to wait');
        await this.sleep(held, 'held');
        continue;
      }
      try {
        const progressed = await this.step();
        this.failures = 0;
        this.failure = null;
        this.growRange();
        const backfilled = this.checkpoint ? await this.backfill.step(this.checkpoint.block) : false;
        if (!progressed && !backfilled) await this.sleep(this.idlePollMs(), 'idle');
      } catch (error) {
        // The in-memory checkpoint may be ahead of a rolled-back transaction: reload it.
        this.checkpoint = null;
        this.rangeSize = Math.max(1, Math.floor(this.rangeSize / 2));
        this.stepsSinceShrink = 0;
        if (isRangeLimit(error)) {
          // Not a failure of the node: ask again at once for half as many blocks.
          this.logger.info({ rangeSize: this.rangeSize }, 'node refused the block range; halving it');
          continue;
        }
        this.failures += 1;
        this.failure = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        this.reader.noteFailure(error);
        const delay = this.retryDelay();
        this.logger.warn(
          {
            err: error,
            failures: this.failures,
            rangeSize: this.rangeSize,
            retryInMs: delay,
            rpcUrlIndex: this.reader.endpoint.index,
          },
          'indexer step failed; retrying',
        );
        await this.sleep(delay, 'backoff');
      }
    }
  }

  /**
   * After a failure the chain's next RPC URL is tried, at once while some URL has not failed in
   * this run of failures (another provider likely answers); once every URL has failed, the wait
   * doubles with each further round, up to 30 s, so a dead chain costs a few requests a minute.
   * (With a WebSocket, a subscription that opens again ends the wait early: the node is back.)
   */
  private retryDelay(): number {
    const { count } = this.reader.endpoint;
    this.reader.failover();
    if (this.failures % count !== 0) return Math.min(this.pollIntervalMs, 250);
    const rounds = this.failures / count;
    return Math.min(MAX_BACKOFF_MS, this.pollIntervalMs * 2 ** Math.min(rounds, 10));
  }

  /** Between steps with nothing new: the poll interval, or only a safety poll while new heads
   *  arrive by subscription (the follower wakes the loop on each). */
  private idlePollMs(): number {
    return this.follower?.subscribed
      ? Math.max(this.pollIntervalMs, SUBSCRIBED_POLL_MS)
      : this.pollIntervalMs;
  }

  /** Grows a shrunken range back slowly: a node that refused a range once will likely again. */
  private growRange(): void {
    if (this.rangeSize >= this.maxRange) return;
    this.stepsSinceShrink += 1;
    if (this.stepsSinceShrink >= RANGE_GROWTH_STEPS) {
      this.rangeSize = Math.min(this.maxRange, this.rangeSize * 2);
      this.stepsSinceShrink = 0;
    }
  }

  /** Reads and records the next range; false when there was nothing new. */
  private async step(): Promise<boolean> {
    const { db, chainId, deployment, confirmations } = this.options;
    this.checkpoint ??= (await loadCheckpoint(db, chainId)) ?? {
      block: deployment.deployBlock - 1n,
      hash: null,
    };
    const checkpoint = this.checkpoint;
    this.recorded = checkpoint.block;
    // A block recorded by an earlier run counts too, even when nothing new comes.
    this.resolveWaiters();
    // The head is read before the vault list, so every block read is read with every vault that
    // existed when it was the head; what a vault received before that is its backfill's.
    const latest = await this.reader.latestBlock();
    this.head = latest.number;
    // Before the vault list is loaded: a vault in it is either read live from the next block on
    // and queued for its history up to the checkpoint, or was queued already (decision 016).
    await queueNewVaults(db, chainId, deployment.deployBlock, checkpoint.block);
    if (latest.number < checkpoint.block) return this.recoverFromReorg();

    const target = latest.number - BigInt(confirmations);
    if (target <= checkpoint.block) {
      if (!checkpoint.hash) return false;
      const hash =
        latest.number === checkpoint.block ? latest.hash : (await this.reader.header(checkpoint.block)).hash;
      return hash === checkpoint.hash ? false : this.recoverFromReorg();
    }

    const from = checkpoint.block + 1n;
    const to = target < from + BigInt(this.rangeSize) - 1n ? target : from + BigInt(this.rangeSize) - 1n;
    const [vaults, pools] = await Promise.all([
      loadWatchedVaults(db, chainId),
      loadRoundPools(db, chainId, deployment),
    ]);
    const vaultAddresses = [...vaults.keys()] as Address[];
    // Headers (hashes for the reorganisation check) only where a fork is still possible: older
    // blocks are final, and reading each one would dominate a long backfill.
    const window = latest.number - this.reorgWindow;
    const recentFrom = from > window ? from : window + 1n;
    const [headers, transfers, vaultLogs, payments, swapGifts, matchLogs] = await Promise.all([
      recentFrom <= to ? this.reader.headers(recentFrom, to) : Promise.resolve([]),
      this.reader.transferLogs([...this.tokens.keys()] as Address[], vaultAddresses, from, to),
      this.reader.vaultLogs(vaultAddresses, from, to),
      this.reader.nativePayments(vaultAddresses, from, to),
      this.reader.swapGiftLogs(deployment.swapAndGiveAddress, vaultAddresses, from, to),
      this.reader.matchPaidLogs([...pools.keys()] as Address[], from, to),
    ]);
    const first = headers[0];
    if (checkpoint.hash && first?.number === from && first.parentHash !== checkpoint.hash) {
      return this.recoverFromReorg();
    }
    const hashes = checkContinuity(headers, [
      ...transfers,
      ...vaultLogs,
      ...payments,
      ...swapGifts,
      ...matchLogs,
    ]);
    const times = await this.reader.blockTimes(headers, [...transfers, ...vaultLogs, ...matchLogs], payments);

    const donationRows = [
      ...donationsFromTransfers(this.rowContext, transfers, vaults, times, swapGifts, pools),
      ...donationsFromNativePayments(this.rowContext, payments, vaults, times),
    ];
    const withdrawalRows = withdrawalsFrom(this.rowContext, vaultLogs, vaults, times);
    // Shutting down: abandon the range read so far; the next leader reads it again.
    if (this.stopped) return false;
    const result = await writeRange(db, {
      chainId,
      from,
      to,
      hashes,
      donations: donationRows,
      withdrawals: withdrawalRows,
      ownerChanges: ownerChangesFrom(this.rowContext, vaultLogs, vaults),
      aon: allOrNothingRowsFrom(this.rowContext, vaultLogs, vaults, times),
      matchPayments: matchPaymentsFrom(this.rowContext, matchLogs, pools, vaults, times),
      keepHashesAbove: to - this.reorgWindow,
    });
    this.checkpoint = { block: to, hash: hashes.get(to) ?? null };
    this.recorded = to;
    if (donationRows.length > 0) {
      this.logger.debug({ from, to, donations: donationRows.length }, 'indexer recorded donations');
    }
    // A backfill records thousands of rows nobody is watching: build the messages only for pages
    // that are open.
    const events = this.options.events;
    if (events?.hasAudience) {
      const accounting = this.options.accounting ?? deployment;
      for (const event of donationEventsFor(accounting, result.rows, result.totals)) events.emit(event);
    }
    this.resolveWaiters();
    return true;
  }

  /** Finds the newest recorded block the chain still has, undoes everything after it, and lets
   *  the next step read the new fork from there. */
  private async recoverFromReorg(): Promise<boolean> {
    const { db, chainId, deployment } = this.options;
    const recent = await loadRecentBlocks(db, chainId);
    let ancestor: bigint | null = null;
    for (const recorded of recent) {
      if (this.head !== null && recorded.blockNumber > this.head) continue;
      const canonical = await this.reader.header(recorded.blockNumber).catch(() => null);
      if (canonical?.hash === recorded.blockHash) {
        ancestor = recorded.blockNumber;
        break;
      }
    }
    if (ancestor === null) {
      const oldest = recent.at(-1)?.blockNumber;
      ancestor = oldest !== undefined ? oldest - 1n : deployment.deployBlock - 1n;
      this.logger.error(
        { ancestor },
        'reorganisation deeper than the kept block hashes; re-reading from there',
      );
    }
    const dropped = this.checkpoint ? this.checkpoint.block - ancestor : 0n;
    this.reorgCount += 1;
    this.logger.warn({ ancestor, dropped }, 'chain reorganisation: undoing dropped blocks');
    await rewindTo(db, chainId, ancestor);
    this.checkpoint = await loadCheckpoint(db, chainId);
    this.recorded = this.checkpoint?.block ?? null;
    return true;
  }

  private resolveWaiters(): void {
    const reached = this.checkpoint?.block ?? -1n;
    const ready = this.waiters.filter((waiter) => waiter.block <= reached);
    this.waiters = this.waiters.filter((waiter) => waiter.block > reached);
    for (const waiter of ready) waiter.resolve();
  }

  private sleep(ms: number, waiting: 'idle' | 'backoff' | 'held' | null = null): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.waiting = waiting;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
