import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';

export interface RaisedOnChain {
  chainId: number;
  raisedAmount: string;
}

/**
 * Each campaign's counted amounts per chain, in its currency's accounting decimals
 * (`decimalsOf(campaign)`): the raised amount is their exact sum (decision 060), so the split adds
 * up. An all-or-nothing campaign's come from what its vault counted (decision 090), as its raised
 * amount does, never from plain transfers. One grouped query for any number of campaigns; chains
 * where nothing counted are left out.
 */
export async function raisedByChain(
  db: Database,
  campaigns: { id: number; decimals: number }[],
): Promise<Map<number, RaisedOnChain[]>> {
  const split = new Map<number, RaisedOnChain[]>(campaigns.map((campaign) => [campaign.id, []]));
  if (campaigns.length === 0) return split;
  const decimals = new Map(campaigns.map((campaign) => [campaign.id, campaign.decimals]));
  const ids = sql.join(
    campaigns.map((campaign) => sql`${campaign.id}`),
    sql`, `,
  );
  const result = await db.execute<{ campaign_id: number; chain_id: number; counted: string }>(sql`
    select s.campaign_id, s.chain_id, sum(s.counted) as counted
    from (
      select d.campaign_id, d.chain_id, d.counted_amount as counted
      from donations d join campaigns c on c.id = d.campaign_id
      where d.campaign_id in (${ids}) and c.funding_model <> 'all_or_nothing'
      union all
      select a.campaign_id, a.chain_id, a.counted_amount as counted
      from aon_contributions a where a.campaign_id in (${ids})
    ) as s
    group by s.campaign_id, s.chain_id
    order by s.campaign_id, s.chain_id`);
  for (const row of rowsOf<{ campaign_id: number; chain_id: number; counted: string }>(result)) {
    const counted = BigInt(row.counted);
    if (counted === 0n) continue;
    const campaignId = Number(row.campaign_id);
    split.get(campaignId)?.push({
      chainId: Number(row.chain_id),
      raisedAmount: formatUnits(counted, decimals.get(campaignId)!),
    });
  }
  return split;
}
