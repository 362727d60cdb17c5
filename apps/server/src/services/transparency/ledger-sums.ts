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
  /** Refunds an all-or-nothing vault paid its donors (decision 090); 0 for every other vault. */
  refunded: bigint;
  /** Matching rounds' matches paid into the vault (decision 141). */
  matched: bigint;
}

interface SumRow {
  campaign_id: number;
  token_address: string | null;
  donated: string;
  withdrawn: string;
  fees: string;
  refunded: string;
  matched: string;
}

/**
 * What the ledger says each vault should hold, per token: four grouped aggregates (donations,
 * withdrawals, all-or-nothing refunds, rounds' matches) joined in SQL, so 10,000 campaigns are one query, not 10,000. Per chain: a vault
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
    ), returned as (
      select campaign_id, token_address, sum(amount) as refunded
      from aon_refunds where ${donationFilter} group by 1, 2
    ), matched as (
      select campaign_id, token_address, sum(amount) as matched
      from round_payouts where ${donationFilter} group by 1, 2
    ), moved as (
      select campaign_id, token_address from given
      union select campaign_id, token_address from taken
      union select campaign_id, token_address from returned
      union select campaign_id, token_address from matched
    )
    select m.campaign_id, m.token_address,
           coalesce(g.donated, 0)::text as donated,
           coalesce(t.withdrawn, 0)::text as withdrawn,
           coalesce(t.fees, 0)::text as fees,
           coalesce(r.refunded, 0)::text as refunded,
           coalesce(p.matched, 0)::text as matched
    from moved m
    left join given g on g.campaign_id = m.campaign_id and g.token_address = m.token_address
    left join taken t on t.campaign_id = m.campaign_id and t.token_address = m.token_address
    left join returned r on r.campaign_id = m.campaign_id and r.token_address = m.token_address
    left join matched p on p.campaign_id = m.campaign_id and p.token_address = m.token_address
  `);
  return rowsOf<SumRow>(result).map((row) => ({
    campaignId: Number(row.campaign_id),
    tokenAddress: row.token_address?.toLowerCase() || null,
    donated: BigInt(row.donated),
    withdrawn: BigInt(row.withdrawn),
    fees: BigInt(row.fees),
    refunded: BigInt(row.refunded),
    matched: BigInt(row.matched),
  }));
}
