import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, indexerBlocks, vaultBackfills } from '../../db/schema';
import {
  type CampaignTotals,
  type DonationRow,
  lockCampaigns,
  type NewDonation,
  recomputeCampaignTotals,
  upsertDonations,
} from '../donations/donation-store';
import {
  type AonRows,
  insertVaultEvents,
  type NewOwnerChange,
  type NewWithdrawal,
  vaultLivesOn,
} from './indexer-store';

/**
 * Queues the history of every vault the indexer has not watched before: blocks from the
 * factory's deployment up to `checkpoint`, the last block read without it. Runs before the vault
 * list of a range is loaded, so every vault of that list is either queued here or was already.
 * An all-or-nothing vault is queued on its own chain only (decision 111).
 */
export async function queueNewVaults(
  db: Database,
  chainId: number,
  deployBlock: bigint,
  checkpoint: bigint,
): Promise<void> {
  await db.execute(sql`
    insert into vault_backfills (chain_id, campaign_id, next_block, to_block)
    select ${chainId}, c.id, ${deployBlock}, ${checkpoint}
    from campaigns c
    where c.vault_address is not null
      and (c.aon_chain_id is null or c.aon_chain_id = ${chainId})
      and not exists (select 1 from vault_backfills b where b.chain_id = ${chainId} and b.campaign_id = c.id)
    on conflict do nothing`);
}

export interface PendingBackfill {
  campaignId: number;
  vault: string;
  currency: string;
  nextBlock: bigint;
  toBlock: bigint;
}

/** Vault histories still to read, the furthest behind first. */
export async function loadPendingBackfills(
  db: Database,
  chainId: number,
  limit: number,
): Promise<PendingBackfill[]> {
  const rows = await db
    .select({
      campaignId: vaultBackfills.campaignId,
      vault: campaigns.vaultAddress,
      currency: campaigns.currency,
      nextBlock: vaultBackfills.nextBlock,
      toBlock: vaultBackfills.toBlock,
    })
    .from(vaultBackfills)
    .innerJoin(campaigns, eq(campaigns.id, vaultBackfills.campaignId))
    .where(
      and(
        eq(vaultBackfills.chainId, chainId),
        lte(vaultBackfills.nextBlock, vaultBackfills.toBlock),
        vaultLivesOn(chainId),
      ),
    )
    .orderBy(asc(vaultBackfills.nextBlock), asc(vaultBackfills.campaignId))
    .limit(limit);
  return rows.map((row) => ({ ...row, vault: row.vault as string }));
}

export interface BackfillWrite {
  chainId: number;
  campaignIds: number[];
  /** The last block read for those vaults: their `nextBlock` moves past it. */
  through: bigint;
  donations: NewDonation[];
  withdrawals: NewWithdrawal[];
  ownerChanges: NewOwnerChange[];
  aon?: AonRows;
}

/** Records one chunk of vault history and moves those vaults' `nextBlock`, in one transaction.
 *  Anything found in a block whose hash the indexer keeps must be from that block: otherwise the
 *  chain reorganised under the read, nothing is written, and the chunk is read again later. */
export async function writeBackfill(
  db: Database,
  write: BackfillWrite,
): Promise<{ rows: (DonationRow & { inserted: boolean })[]; totals: CampaignTotals[] }> {
  return db.transaction(async (tx) => {
    const found = [...write.donations, ...write.withdrawals, ...write.ownerChanges];
    const numbers = [...new Set(found.map((row) => row.blockNumber))];
    if (numbers.length > 0) {
      const kept = await tx
        .select({ number: indexerBlocks.blockNumber, hash: indexerBlocks.blockHash })
        .from(indexerBlocks)
        .where(and(eq(indexerBlocks.chainId, write.chainId), inArray(indexerBlocks.blockNumber, numbers)));
      const hashes = new Map(kept.map((row) => [row.number, row.hash]));
      for (const row of found) {
        const hash = hashes.get(row.blockNumber);
        if (hash !== undefined && hash !== row.blockHash) {
          throw new Error(
            `Vault history of block ${row.blockNumber} is from another fork: the chain changed`,
          );
        }
      }
    }
    const affected = [
      ...new Set([
        ...write.donations.map((row) => row.campaignId),
        ...(write.aon?.contributions ?? []).map((row) => row.campaignId),
      ]),
    ];
    await lockCampaigns(tx, affected);
    const rows = await upsertDonations(tx, write.donations);
    await insertVaultEvents(tx, write.withdrawals, write.ownerChanges, write.aon);
    await tx
      .update(vaultBackfills)
      .set({ nextBlock: sql`greatest(${vaultBackfills.nextBlock}, ${write.through + 1n})` })
      .where(
        and(eq(vaultBackfills.chainId, write.chainId), inArray(vaultBackfills.campaignId, write.campaignIds)),
      );
    return { rows, totals: await recomputeCampaignTotals(tx, affected) };
  });
}
