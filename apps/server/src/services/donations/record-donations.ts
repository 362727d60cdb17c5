import type { DonationEvent } from '@crowdvault/shared/api/donation';
import { formatUnits } from '@crowdvault/shared/format';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ChainDeployment } from '../../chain/deployment';
import { findToken } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { toDonationResponse } from './donation-response';

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
/** A transaction handle or the database itself: every function here runs inside the caller's
 *  transaction so donations, totals and the indexer checkpoint move together. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** What a signed-in donor attaches to a transfer through POST /api/donations. */
export interface DonationClaim {
  donorUserId: number;
  message: string | null;
  isAnonymous: boolean;
}

const INSERT_CHUNK = 500;

/** Takes the campaigns' row locks (in id order, so two writers never deadlock) before their
 *  donations change: a concurrent writer then waits and recomputes totals over both writes. */
export async function lockCampaigns(tx: Executor, campaignIds: number[]): Promise<void> {
  const ids = [...new Set(campaignIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(inArray(campaigns.id, ids))
    .orderBy(campaigns.id)
    .for('update');
}

/**
 * Inserts donations, or, when (chain, tx hash, log index) is already recorded, refreshes where the
 * chain put it (a re-included transaction moves block) and attaches `claim` if given. Returns every
 * row with `inserted` telling new rows from known ones.
 */
export async function upsertDonations(
  tx: Executor,
  rows: NewDonation[],
  claim?: DonationClaim,
): Promise<(DonationRow & { inserted: boolean })[]> {
  const result: (DonationRow & { inserted: boolean })[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({ ...row, ...claim }));
    const written = await tx
      .insert(donations)
      .values(chunk)
      .onConflictDoUpdate({
        target: [donations.chainId, donations.txHash, donations.logIndex],
        set: {
          blockNumber: sql`excluded.block_number`,
          blockHash: sql`excluded.block_hash`,
          ...(claim && {
            donorUserId: sql`excluded.donor_user_id`,
            message: sql`excluded.message`,
            isAnonymous: sql`excluded.is_anonymous`,
          }),
        },
      })
      // xmax is 0 only on a freshly inserted row version: the usual Postgres way to tell an
      // insert from an update in one upsert.
      .returning({ ...getTableColumns(donations), inserted: sql<boolean>`(xmax = 0)` });
    result.push(...written);
  }
  return result;
}

export interface CampaignTotals {
  id: number;
  currency: string;
  raisedAmount: bigint;
  donorCount: number;
}

/** Recomputes raised amount, donor count and last donation time of these campaigns from their
 *  donations: simple, and right after any insert, claim or reorganisation. */
export async function recomputeCampaignTotals(
  tx: Executor,
  campaignIds: number[],
): Promise<CampaignTotals[]> {
  const ids = [...new Set(campaignIds)];
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute<{
    id: number;
    currency: string;
    raised_amount: string;
    donor_count: number;
  }>(sql`
    update campaigns as c set
      raised_amount = s.raised,
      donor_count = s.donors,
      last_donation_at = s.last_at,
      last_checked = now()
    from (
      select c2.id,
        coalesce(sum(d.counted_amount), 0) as raised,
        count(distinct d.donor_address)::int as donors,
        max(d.created_at) as last_at
      from campaigns c2 left join donations d on d.campaign_id = c2.id
      where c2.id in (${idList})
      group by c2.id
    ) as s
    where c.id = s.id
    returning c.id, c.currency, c.raised_amount, c.donor_count`);
  return rowsOf<{ id: number; currency: string; raised_amount: string; donor_count: number }>(result).map(
    (row) => ({
      id: Number(row.id),
      currency: row.currency,
      raisedAmount: BigInt(row.raised_amount),
      donorCount: Number(row.donor_count),
    }),
  );
}

/** The SSE messages for recorded donations, with their campaigns' fresh totals: new rows only,
 *  unless `includeClaimed` (a claim changes the message and donor of a row pages already show,
 *  and clients replace a donation by id). */
export function donationEventsFor(
  deployment: ChainDeployment,
  rows: (DonationRow & { inserted: boolean })[],
  totals: CampaignTotals[],
  includeClaimed = false,
): DonationEvent[] {
  const byId = new Map(totals.map((total) => [total.id, total]));
  return rows.flatMap((row) => {
    const total = byId.get(row.campaignId);
    if ((!row.inserted && !includeClaimed) || !total) return [];
    const decimals = findToken(deployment, total.currency)?.decimals ?? 18;
    return [
      {
        donation: toDonationResponse(row),
        campaign: {
          id: total.id,
          raisedAmount: formatUnits(total.raisedAmount, decimals),
          donorCount: total.donorCount,
        },
      },
    ];
  });
}

/** Raw query results differ between drivers only in their typing: both carry `rows`. */
function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('The database returned no rows array');
  return rows as T[];
}
