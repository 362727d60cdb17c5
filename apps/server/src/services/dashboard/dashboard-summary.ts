import type { DashboardSummary, MoneyTotal } from '@crowdvault/shared/api/dashboard';
import { CAMPAIGN_CURRENCIES } from '@crowdvault/shared/constants';
import { formatUnits } from '@crowdvault/shared/format';
import { and, count, countDistinct, eq, or, sum } from 'drizzle-orm';
import { convertDecimals } from '../../chain/amounts';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { activeCampaign } from '../campaigns/active-campaign';

/** Stablecoin sums are added at this scale: exact for every token of 18 decimals or fewer. */
const SUM_DECIMALS = 18;

export interface CurrencySum {
  currency: string;
  chainId: number;
  decimals: number;
  amount: bigint;
}

/**
 * The four cards of the dashboard overview, from SQL aggregates (exact, and independent of how
 * many rows the lists show): what the user's campaigns raised and what the user gave, each per
 * currency and as a stablecoin total at face value; active campaigns; campaigns supported.
 */
export async function dashboardSummary(
  db: Database,
  user: { id: number; walletAddress: string },
): Promise<DashboardSummary> {
  const mine = or(
    eq(donations.donorUserId, user.id),
    eq(donations.donorAddress, user.walletAddress.toLowerCase()),
  );
  // One sum per token as each chain has it: the same symbol has other decimals on another chain.
  const perToken = {
    currency: donations.currency,
    chainId: donations.chainId,
    decimals: donations.tokenDecimals,
    amount: sum(donations.amount),
  };
  const byToken = [donations.currency, donations.chainId, donations.tokenDecimals] as const;
  const [raised, given, [active], [supported]] = await Promise.all([
    db
      .select(perToken)
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .where(eq(campaigns.creatorId, user.id))
      .groupBy(...byToken),
    db
      .select(perToken)
      .from(donations)
      .where(mine)
      .groupBy(...byToken),
    db
      .select({ value: count() })
      .from(campaigns)
      .where(and(eq(campaigns.creatorId, user.id), activeCampaign())),
    db
      .select({ value: countDistinct(donations.campaignId) })
      .from(donations)
      .where(mine),
  ]);
  return {
    totalRaised: moneyTotal(raised.map(toCurrencySum)),
    activeCampaigns: active?.value ?? 0,
    totalDonated: moneyTotal(given.map(toCurrencySum)),
    campaignsSupported: supported?.value ?? 0,
  };
}

/** A grouped `sum(amount)` row. */
export function toCurrencySum(row: {
  currency: string;
  chainId: number;
  decimals: number;
  amount: string | null;
}): CurrencySum {
  return {
    currency: row.currency,
    chainId: row.chainId,
    decimals: row.decimals,
    amount: BigInt(row.amount ?? '0'),
  };
}

/** Per-currency and per-network sums and their stablecoin total at face value, exact. */
export function moneyTotal(sums: CurrencySum[]): MoneyTotal {
  const stablecoins = new Set<string>(CAMPAIGN_CURRENCIES);
  let total = 0n;
  for (const each of sums) {
    if (stablecoins.has(each.currency)) total += convertDecimals(each.amount, each.decimals, SUM_DECIMALS);
  }
  return {
    stablecoinTotal: formatUnits(total, SUM_DECIMALS),
    byCurrency: sums
      .sort((a, b) => a.currency.localeCompare(b.currency) || a.chainId - b.chainId)
      .map((each) => ({
        currency: each.currency,
        chainId: each.chainId,
        amount: formatUnits(each.amount, each.decimals),
      })),
  };
}
