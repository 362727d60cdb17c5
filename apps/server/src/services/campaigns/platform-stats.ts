import type { StatsResponse } from '@crowdvault/shared/api/stats';
import { formatUnits } from '@crowdvault/shared/format';
import { and, countDistinct, eq, gt, sql } from 'drizzle-orm';
import { convertDecimals } from '../../chain/amounts';
import type { ChainDeployment } from '../../chain/deployment';
import { decimalsOf } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { activeCampaign } from './active-campaign';

/** Every stablecoin is summed at 18 decimals, so USDT (6) and DAI (18) add up exactly in USD. */
const COMMON_DECIMALS = 18;

/** `GET /api/stats` over approved campaigns only (pending review is not counted). */
export async function getPlatformStats(db: Database, deployment: ChainDeployment): Promise<StatsResponse> {
  const approved = eq(campaigns.isApproved, true);
  const country = sql<string>`coalesce(nullif(trim(regexp_replace(${campaigns.location}, '^.*,', '')), ''), 'Global')`;
  const [raisedByCurrency, [counts], [donors]] = await Promise.all([
    db
      .select({ currency: campaigns.currency, raised: sql<string>`sum(${campaigns.raisedAmount})::text` })
      .from(campaigns)
      .where(approved)
      .groupBy(campaigns.currency),
    db
      .select({
        active: sql<number>`count(*) filter (where ${activeCampaign()})`.mapWith(Number),
        countries: countDistinct(country),
      })
      .from(campaigns)
      .where(approved),
    db
      .select({ value: countDistinct(donations.donorAddress) })
      .from(donations)
      .innerJoin(campaigns, and(eq(campaigns.id, donations.campaignId), approved))
      // The same rule as a campaign's donor count: donors of what the total counts.
      .where(gt(donations.countedAmount, 0n)),
  ]);
  let total = 0n;
  for (const { currency, raised } of raisedByCurrency) {
    total += convertDecimals(BigInt(raised ?? '0'), decimalsOf(deployment, currency), COMMON_DECIMALS);
  }
  return {
    totalRaised: formatUnits(total, COMMON_DECIMALS),
    activeCampaigns: counts?.active ?? 0,
    totalDonors: donors?.value ?? 0,
    countries: counts?.countries ?? 0,
  };
}
