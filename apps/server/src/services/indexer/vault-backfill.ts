import type { Address, Hex } from 'viem';
import { type ChainReader, isRangeLimit, MAX_FILTER_ADDRESSES } from '../../chain/chain-reader';
import { topicAddress } from '../../chain/event-topics';
import type { Database } from '../../db/client';
import { type DonationEvents, donationEventsFor } from '../donations/events';
import { loadRoundPools } from '../rounds/round-pool';
import type { WatchedVault } from './indexer-store';
import {
  allOrNothingRowsFrom,
  donationsFromNativePayments,
  donationsFromTransfers,
  ownerChangesFrom,
  type RowContext,
  withdrawalsFrom,
} from './range-rows';
import { loadPendingBackfills, type PendingBackfill, writeBackfill } from './vault-backfill-store';

const MAX_BACKOFF_MS = 30_000;

export interface VaultBackfillOptions {
  db: Database;
  reader: ChainReader;
  rowContext: RowContext;
  /** Largest block range per chunk; halved when the node refuses it. */
  maxRange: number;
  retryDelayMs: number;
  events?: DonationEvents;
  warn: (object: Record<string, unknown>, message: string) => void;
}

/**
 * Reads the history of vaults the live indexer started watching late (decision 016): transfers,
 * native payments and withdrawals from the factory's deployment up to the block where live
 * reading took over. One bounded chunk per indexer step (at most `maxRange` blocks and 500
 * vaults), never past the live checkpoint; its failures back off on their own, so a long or
 * failing backfill never holds up new donations.
 */
export class VaultBackfill {
  private rangeSize: number;
  private failures = 0;
  private retryAt = 0;

  constructor(private readonly options: VaultBackfillOptions) {
    this.rangeSize = options.maxRange;
  }

  /** Reads and records one chunk; false when nothing was queued (or it is backing off). */
  async step(checkpoint: bigint): Promise<boolean> {
    if (Date.now() < this.retryAt) return false;
    try {
      const progressed = await this.readChunk(checkpoint);
      this.failures = 0;
      if (progressed && this.rangeSize < this.options.maxRange) {
        this.rangeSize = Math.min(this.options.maxRange, this.rangeSize * 2);
      }
      return progressed;
    } catch (error) {
      this.rangeSize = Math.max(1, Math.floor(this.rangeSize / 2));
      if (isRangeLimit(error)) return true;
      this.failures += 1;
      // A Retry-After holds the URL for the live loop too (it settles on another or waits).
      this.options.reader.noteFailure(error);
      const delay = Math.min(MAX_BACKOFF_MS, this.options.retryDelayMs * 2 ** Math.min(this.failures, 10));
      this.retryAt = Date.now() + delay;
      this.options.warn(
        { err: error, failures: this.failures, rangeSize: this.rangeSize, retryInMs: delay },
        'vault history backfill failed; retrying',
      );
      return false;
    }
  }

  private async readChunk(checkpoint: bigint): Promise<boolean> {
    const { db, reader, rowContext } = this.options;
    const pending = await loadPendingBackfills(db, rowContext.chainId, MAX_FILTER_ADDRESSES);
    const first = pending[0];
    // After a rewind the live indexer reads those blocks again itself.
    if (!first || first.nextBlock > checkpoint) return false;
    const from = first.nextBlock;
    let to = from + BigInt(this.rangeSize) - 1n;
    if (to > checkpoint) to = checkpoint;
    const latest = pending.reduce((max, row) => (row.toBlock > max ? row.toBlock : max), from);
    if (to > latest) to = latest;
    const batch = pending.filter((row) => row.nextBlock <= to);
    const byVault = new Map(batch.map((row) => [row.vault, row]));
    const addresses = [...byVault.keys()] as Address[];

    const [transfers, vaultLogs, payments, swapGifts, pools] = await Promise.all([
      reader.transferLogs([...rowContext.tokens.keys()] as Address[], addresses, from, to),
      reader.vaultLogs(addresses, from, to),
      reader.nativePayments(addresses, from, to),
      reader.swapGiftLogs(rowContext.deployment.swapAndGiveAddress, addresses, from, to),
      loadRoundPools(db, rowContext.chainId, rowContext.deployment),
    ]);
    // Only each vault's own unread stretch: the blocks after it were read live, with the vault.
    const unread = (vault: string, block: bigint) => isUnread(byVault.get(vault.toLowerCase()), block);
    const ownTransfers = transfers.filter((log) =>
      unread(topicAddress(log.topics[2] as Hex), log.blockNumber),
    );
    const ownVaultLogs = vaultLogs.filter((log) => unread(log.address, log.blockNumber));
    const ownPayments = payments.filter((payment) => unread(payment.to, payment.blockNumber));
    const times = await reader.blockTimes([], [...ownTransfers, ...ownVaultLogs], ownPayments);

    const vaults = new Map<string, WatchedVault>(
      batch.map((row) => [row.vault, { campaignId: row.campaignId, currency: row.currency }]),
    );
    const result = await writeBackfill(db, {
      chainId: rowContext.chainId,
      campaignIds: batch.map((row) => row.campaignId),
      through: to,
      donations: [
        // A round's pool paying a vault is its match, never a donation (decision 141).
        ...donationsFromTransfers(rowContext, ownTransfers, vaults, times, swapGifts, pools),
        ...donationsFromNativePayments(rowContext, ownPayments, vaults, times),
      ],
      withdrawals: withdrawalsFrom(rowContext, ownVaultLogs, vaults, times),
      ownerChanges: ownerChangesFrom(rowContext, ownVaultLogs, vaults),
      aon: allOrNothingRowsFrom(rowContext, ownVaultLogs, vaults, times),
    });
    const events = this.options.events;
    if (events?.hasAudience && result.rows.length > 0) {
      for (const event of donationEventsFor(rowContext.accounting, result.rows, result.totals))
        events.emit(event);
    }
    return true;
  }
}

function isUnread(backfill: PendingBackfill | undefined, block: bigint): boolean {
  return backfill !== undefined && block >= backfill.nextBlock && block <= backfill.toBlock;
}
