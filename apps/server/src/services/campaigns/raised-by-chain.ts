import { formatUnits } from '@crowdvault/shared/format';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema';

export interface RaisedOnChain {
  chainId: number;
  raisedAmount: string;
}

/**
 * Each campaign's counted amounts per chain, in its currency's accounting decimals
 * (`decimalsOf(campaign)`): the raised amount is their exact sum (decision 060), so the split adds
 * up. One grouped query for any number of campaigns; chains where nothing counted are left out.
 */
export async function raisedByChain(
  db: Database,
  campaigns: { id: number; decimals: number }[],
): Promise<Map<number, RaisedOnChain[]>> {
  const split = new Map<number, RaisedOnChain[]>(campaigns.map((campaign) => [campaign.id, []]));
  if (campaigns.length === 0) return split;
  const decimals = new Map(campaigns.map((campaign) => [campaign.id, campaign.decimals]));
  const rows = await db
    .select({
      campaignId: donations.campaignId,
      chainId: donations.chainId,
      counted: sql<string>`sum(${donations.countedAmount})`,
    })
    .from(donations)
    .where(
      inArray(
        donations.campaignId,
        campaigns.map((campaign) => campaign.id),
      ),
    )
    .groupBy(donations.campaignId, donations.chainId)
    .orderBy(donations.campaignId, donations.chainId);
  for (const row of rows) {
    const counted = BigInt(row.counted);
    if (counted === 0n) continue;
    split.get(row.campaignId)?.push({
      chainId: row.chainId,
      raisedAmount: formatUnits(counted, decimals.get(row.campaignId)!),
    });
  }
  return split;
}
