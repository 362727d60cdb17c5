import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';

/** Recorded totals of one token in one vault, in the token's smallest unit. The token is the
 *  lowercase address, or null for the native coin. */
export interface TokenSums {
  campaignId: number;
  tokenAddress: string | null;
  donated: bigint;
  withdrawn: bigint;
  fees: bigint;
}

interface SumRow {
  campaign_id: number;
  token_address: string | null;
  donated: string;
  withdrawn: string;
  fees: string;
}

/**
 * What the ledger says each vault should hold, per token: two grouped aggregates (donations,
 * withdrawals) joined in SQL, so 10,000 campaigns are one query, not 10,000. Per chain: a vault
 * has one address on every chain, but each chain's balance is its own. `campaignId` restricts it
 * to one campaign.
 */
export async function sumLedgerByVault(
  db: Database,
  chainId: number,
  campaignId?: number,
): Promise<TokenSums[]> {
  const donationFilter =
    campaignId === undefined
      ? sql`chain_id = ${chainId}`
      : sql`chain_id = ${chainId} and campaign_id = ${campaignId}`;
  const result = await db.execute(sql`
    with given as (
      select campaign_id, coalesce(token_address, '') as token_address, sum(amount) as donated
      from donations where ${donationFilter} group by 1, 2
    ), taken as (
      select campaign_id, coalesce(token_address, '') as token_address, sum(amount) as withdrawn, sum(fee) as fees
      from vault_withdrawals where ${donationFilter} group by 1, 2
    )
    select coalesce(g.campaign_id, t.campaign_id) as campaign_id,
           coalesce(g.token_address, t.token_address) as token_address,
           coalesce(g.donated, 0)::text as donated,
           coalesce(t.withdrawn, 0)::text as withdrawn,
           coalesce(t.fees, 0)::text as fees
    from given g
    full join taken t on t.campaign_id = g.campaign_id
      and t.token_address = g.token_address
  `);
  return rowsOf<SumRow>(result).map((row) => ({
    campaignId: Number(row.campaign_id),
    tokenAddress: row.token_address?.toLowerCase() || null,
    donated: BigInt(row.donated),
    withdrawn: BigInt(row.withdrawn),
    fees: BigInt(row.fees),
  }));
}
