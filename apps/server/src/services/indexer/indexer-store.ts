import { and, between, desc, eq, gt, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  aonContributions,
  aonRefunds,
  campaigns,
  donations,
  indexerBlocks,
  indexerState,
  roundPayouts,
  vaultOwnerChanges,
  vaultWithdrawals,
} from '../../db/schema';
import {
  type CampaignTotals,
  type DonationRow,
  lockCampaigns,
  type NewDonation,
  recomputeCampaignTotals,
  upsertDonations,
} from '../donations/donation-store';
import { queueWithdrawalMails } from '../mail/kinds/withdrawal-completed';
import { notifyWithdrawals } from '../notifications/notify';
import { notifyRoundCampaigns } from '../rounds/round-notices';

export type NewWithdrawal = typeof vaultWithdrawals.$inferInsert;
export type NewOwnerChange = typeof vaultOwnerChanges.$inferInsert;
export type NewAonContribution = typeof aonContributions.$inferInsert;
export type NewAonRefund = typeof aonRefunds.$inferInsert;
export type NewRoundPayout = typeof roundPayouts.$inferInsert;

/** What all-or-nothing vaults reported in a range (decision 090). */
export interface AonRows {
  contributions: NewAonContribution[];
  refunds: NewAonRefund[];
}

export interface WatchedVault {
  campaignId: number;
  currency: string;
}

/** Every campaign vault address (lowercase) the indexer of `chainId` watches, deployed or not:
 *  an all-or-nothing campaign's only on its own chain (decision 111). */
export async function loadWatchedVaults(db: Database, chainId: number): Promise<Map<string, WatchedVault>> {
  const rows = await db
    .select({ id: campaigns.id, vault: campaigns.vaultAddress, currency: campaigns.currency })
    .from(campaigns)
    .where(and(isNotNull(campaigns.vaultAddress), vaultLivesOn(chainId)));
  return new Map(rows.map((row) => [row.vault as string, { campaignId: row.id, currency: row.currency }]));
}

/** Whether a campaign's vault is one the platform follows on `chainId`: a keep campaign's vault
 *  on every chain, an all-or-nothing campaign's on its own chain only (decision 111). */
export function vaultLivesOn(chainId: number): SQL {
  return sql`(${campaigns.aonChainId} is null or ${campaigns.aonChainId} = ${chainId})`;
}

export interface Checkpoint {
  block: bigint;
  /** Hash of `block` as recorded; null before the first range or past the kept window. */
  hash: string | null;
}

export async function loadCheckpoint(db: Database, chainId: number): Promise<Checkpoint | null> {
  const [state] = await db.select().from(indexerState).where(eq(indexerState.chainId, chainId));
  if (!state) return null;
  const [block] = await db
    .select({ hash: indexerBlocks.blockHash })
    .from(indexerBlocks)
    .where(and(eq(indexerBlocks.chainId, chainId), eq(indexerBlocks.blockNumber, state.checkpointBlock)));
  return { block: state.checkpointBlock, hash: block?.hash ?? null };
}

/** Recent block hashes, newest first: the candidates for the last block two forks share. */
export async function loadRecentBlocks(
  db: Database,
  chainId: number,
): Promise<{ blockNumber: bigint; blockHash: string }[]> {
  return db
    .select({ blockNumber: indexerBlocks.blockNumber, blockHash: indexerBlocks.blockHash })
    .from(indexerBlocks)
    .where(eq(indexerBlocks.chainId, chainId))
    .orderBy(desc(indexerBlocks.blockNumber));
}

export interface RangeWrite {
  chainId: number;
  from: bigint;
  to: bigint;
  /** Hashes of the range's recent blocks, by number (older blocks are final and not read). */
  hashes: Map<bigint, string>;
  donations: NewDonation[];
  withdrawals: NewWithdrawal[];
  ownerChanges: NewOwnerChange[];
  aon?: AonRows;
  /** The rounds' pools' matches paid into vaults (decision 141). */
  matchPayments?: NewRoundPayout[];
  /** Block hashes at or below this number are pruned (older than the reorganisation window). */
  keepHashesAbove: bigint;
}

export interface RangeResult {
  rows: (DonationRow & { inserted: boolean })[];
  totals: CampaignTotals[];
}

/** Records one range's donations and withdrawals and moves the checkpoint, in one transaction:
 *  a crash leaves either all of it or none. */
export async function writeRange(db: Database, write: RangeWrite): Promise<RangeResult> {
  return db.transaction(async (tx) => {
    const affected = new Set(write.donations.map((row) => row.campaignId));
    for (const row of write.aon?.contributions ?? []) affected.add(row.campaignId);
    // A donation POST /api/donations recorded from a receipt ahead of the indexer, in a block
    // that is no longer canonical: it never happened on this chain.
    const existing = await tx
      .select({
        id: donations.id,
        campaignId: donations.campaignId,
        number: donations.blockNumber,
        hash: donations.blockHash,
      })
      .from(donations)
      .where(and(eq(donations.chainId, write.chainId), between(donations.blockNumber, write.from, write.to)));
    const orphans = existing.filter((row) => {
      const hash = write.hashes.get(row.number);
      return hash !== undefined && hash !== row.hash;
    });
    for (const orphan of orphans) affected.add(orphan.campaignId);

    await lockCampaigns(tx, [...affected]);
    for (const orphan of orphans) await tx.delete(donations).where(eq(donations.id, orphan.id));
    const rows = await upsertDonations(tx, write.donations);
    await insertVaultEvents(tx, write.withdrawals, write.ownerChanges, write.aon);
    if (write.matchPayments && write.matchPayments.length > 0) {
      const paid = await tx
        .insert(roundPayouts)
        .values(write.matchPayments)
        .onConflictDoNothing()
        .returning({ roundId: roundPayouts.roundId, campaignId: roundPayouts.campaignId });
      // Only the rows this range inserted: a re-read range says nothing again (decision 143).
      for (const payout of paid) {
        await notifyRoundCampaigns(tx, {
          roundId: payout.roundId,
          notice: 'paid',
          campaignIds: [payout.campaignId],
          key: 'paid',
        });
      }
    }

    const kept = [...write.hashes].filter(([number]) => number > write.keepHashesAbove);
    if (kept.length > 0) {
      await tx
        .insert(indexerBlocks)
        .values(kept.map(([blockNumber, blockHash]) => ({ chainId: write.chainId, blockNumber, blockHash })))
        .onConflictDoUpdate({
          target: [indexerBlocks.chainId, indexerBlocks.blockNumber],
          set: { blockHash: sql`excluded.block_hash` },
        });
    }
    await tx
      .delete(indexerBlocks)
      .where(
        and(eq(indexerBlocks.chainId, write.chainId), lte(indexerBlocks.blockNumber, write.keepHashesAbove)),
      );
    await saveCheckpoint(tx, write.chainId, write.to);
    const totals = await recomputeCampaignTotals(tx, [...affected]);
    return { rows, totals };
  });
}

/** Undoes everything recorded above `ancestor` (blocks a reorganisation dropped) and moves the
 *  checkpoint back to it, so the new blocks are read again. */
export async function rewindTo(db: Database, chainId: number, ancestor: bigint): Promise<CampaignTotals[]> {
  return db.transaction(async (tx) => {
    const dropped = and(eq(donations.chainId, chainId), gt(donations.blockNumber, ancestor));
    const droppedContributions = and(
      eq(aonContributions.chainId, chainId),
      gt(aonContributions.blockNumber, ancestor),
    );
    const affected = [
      ...(await tx.selectDistinct({ id: donations.campaignId }).from(donations).where(dropped)),
      ...(await tx
        .selectDistinct({ id: aonContributions.campaignId })
        .from(aonContributions)
        .where(droppedContributions)),
    ];
    await lockCampaigns(
      tx,
      affected.map((row) => row.id),
    );
    await tx.delete(donations).where(dropped);
    await tx.delete(aonContributions).where(droppedContributions);
    await tx
      .delete(aonRefunds)
      .where(and(eq(aonRefunds.chainId, chainId), gt(aonRefunds.blockNumber, ancestor)));
    await tx
      .delete(vaultWithdrawals)
      .where(and(eq(vaultWithdrawals.chainId, chainId), gt(vaultWithdrawals.blockNumber, ancestor)));
    await tx
      .delete(vaultOwnerChanges)
      .where(and(eq(vaultOwnerChanges.chainId, chainId), gt(vaultOwnerChanges.blockNumber, ancestor)));
    await tx
      .delete(roundPayouts)
      .where(and(eq(roundPayouts.chainId, chainId), gt(roundPayouts.blockNumber, ancestor)));
    await tx
      .delete(indexerBlocks)
      .where(and(eq(indexerBlocks.chainId, chainId), gt(indexerBlocks.blockNumber, ancestor)));
    await saveCheckpoint(tx, chainId, ancestor);
    return recomputeCampaignTotals(
      tx,
      affected.map((row) => row.id),
    );
  });
}

/** Withdrawals and ownership transfers, once each per (chain, tx, log index). */
export async function insertVaultEvents(
  tx: Executor,
  withdrawals: NewWithdrawal[],
  ownerChanges: NewOwnerChange[],
  aon?: AonRows,
): Promise<void> {
  if (aon && aon.contributions.length > 0) {
    await tx.insert(aonContributions).values(aon.contributions).onConflictDoNothing();
  }
  if (aon && aon.refunds.length > 0) await tx.insert(aonRefunds).values(aon.refunds).onConflictDoNothing();
  if (withdrawals.length > 0) {
    const inserted = await tx
      .insert(vaultWithdrawals)
      .values(withdrawals)
      .onConflictDoNothing()
      .returning({ id: vaultWithdrawals.id, campaignId: vaultWithdrawals.campaignId });
    // Only withdrawals seen for the first time: re-reading a range tells nobody twice.
    await notifyWithdrawals(tx, inserted);
    await queueWithdrawalMails(
      tx,
      inserted.map((withdrawal) => withdrawal.id),
    );
  }
  if (ownerChanges.length > 0) await tx.insert(vaultOwnerChanges).values(ownerChanges).onConflictDoNothing();
}

async function saveCheckpoint(
  tx: Pick<Database, 'insert'>,
  chainId: number,
  checkpointBlock: bigint,
): Promise<void> {
  await tx
    .insert(indexerState)
    .values({ chainId, checkpointBlock })
    .onConflictDoUpdate({ target: indexerState.chainId, set: { checkpointBlock, updatedAt: sql`now()` } });
}

/** Blocks between the chain's head and what the indexer has recorded (null before it starts). */
export async function indexerLag(db: Database, chainId: number, head: bigint): Promise<number | null> {
  const [state] = await db
    .select({ block: indexerState.checkpointBlock })
    .from(indexerState)
    .where(eq(indexerState.chainId, chainId));
  if (!state) return null;
  return Number(head > state.block ? head - state.block : 0n);
}
