import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { indexerState, vaultBackfills } from '../../db/schema';

/** The last block the indexer has recorded on `chainId`, or null before its first range. */
export async function indexedBlock(db: Database, chainId: number): Promise<bigint | null> {
  const [state] = await db
    .select({ block: indexerState.checkpointBlock })
    .from(indexerState)
    .where(eq(indexerState.chainId, chainId));
  return state?.block ?? null;
}

/** Campaigns whose vault history before the live indexer is still being read (decision 016). */
export async function pendingBackfills(
  db: Database,
  chainId: number,
  campaignId?: number,
): Promise<{ campaignId: number; nextBlock: bigint; toBlock: bigint }[]> {
  return db
    .select({
      campaignId: vaultBackfills.campaignId,
      nextBlock: vaultBackfills.nextBlock,
      toBlock: vaultBackfills.toBlock,
    })
    .from(vaultBackfills)
    .where(
      and(
        eq(vaultBackfills.chainId, chainId),
        lte(vaultBackfills.nextBlock, vaultBackfills.toBlock),
        campaignId === undefined ? sql`true` : eq(vaultBackfills.campaignId, campaignId),
      ),
    )
    .limit(100);
}
