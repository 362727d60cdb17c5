import type { PledgeAnalytics, PledgeAnalyticsQuery } from '@crowdvault/shared/api/analytics';
import { PLEDGE_PERIODS } from '@crowdvault/shared/api/pledge';
import { CAMPAIGN_CURRENCIES } from '@crowdvault/shared/constants';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import type { ChainRegistry } from '../../chain/registry';
import { tokenByAddress } from '../../chain/tokens';
import { type Database, rowsOf } from '../../db/client';
import type { AuthUser } from '../auth/require-user';
import { requireOwnCampaign } from '../campaigns/own-campaign';
import { ANALYTICS_NOT_OWNER } from './creator-analytics';

const MONTH = BigInt(PLEDGE_PERIODS.monthly);
const MICRO = 6;
/** Amounts of one symbol can have other decimals on another chain (TestUSDT 6 and 18): summed
 *  here in units of 10^-18, then written without trailing zeros. */
const COMMON = 18;

type Row = {
  chain_id: number;
  token_address: string;
  period_seconds: number;
  status: string;
  status_reason: string | null;
  pledges: number;
  amount: string;
};

/**
 * `GET /api/dashboard/pledges`: the monthly recurring revenue of a creator's campaigns (one, or all
 * of them) and their pledges' states, from the `pledges` rows (a creator has few enough that one
 * grouped read is all it takes). Exact: bigint from the numeric(78,0) amounts to the decimal strings.
 */
export async function creatorPledges(
  db: Database,
  chains: ChainRegistry,
  user: AuthUser,
  query: PledgeAnalyticsQuery,
): Promise<PledgeAnalytics> {
  if (query.campaignId !== undefined)
    await requireOwnCampaign(db, user, query.campaignId, ANALYTICS_NOT_OWNER);
  const scope =
    query.campaignId !== undefined
      ? sql`p.campaign_id = ${query.campaignId}`
      : sql`p.campaign_id in (select id from campaigns where creator_id = ${user.id})`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select p.chain_id, p.token_address, p.period_seconds, p.status, p.status_reason,
        count(*)::int as pledges, sum(p.amount)::text as amount
      from pledges p where ${scope}
      group by p.chain_id, p.token_address, p.period_seconds, p.status, p.status_reason`),
  );
  const states = { active: 0, pastDue: 0, lapsed: 0, cancelled: 0, completed: 0, stopped: 0 };
  let stoppedByCampaignEnd = 0;
  let monthly = 0n;
  let pastDue = 0n;
  const byToken = new Map<string, { units: bigint; pledges: number }>();
  for (const row of rows) {
    const pledgeCount = Number(row.pledges);
    const key = row.status === 'past_due' ? 'pastDue' : (row.status as keyof typeof states);
    if (key in states) states[key] += pledgeCount;
    if (row.status === 'stopped' && row.status_reason === 'campaign_ended')
      stoppedByCampaignEnd += pledgeCount;
    if (row.status !== 'active' && row.status !== 'past_due') continue;
    const chain = chains.get(Number(row.chain_id));
    const token = chain ? tokenByAddress(chain, row.token_address) : undefined;
    if (!token) continue;
    // Per 30 days, rounded down once per group to the token's smallest unit.
    const units = (BigInt(row.amount) * MONTH) / BigInt(row.period_seconds);
    const entry = byToken.get(token.symbol) ?? { units: 0n, pledges: 0 };
    entry.units += units * 10n ** BigInt(COMMON - token.decimals);
    entry.pledges += pledgeCount;
    byToken.set(token.symbol, entry);
    if (!(CAMPAIGN_CURRENCIES as readonly string[]).includes(token.symbol)) continue;
    const micros = (units * 10n ** BigInt(MICRO)) / 10n ** BigInt(token.decimals);
    monthly += micros;
    if (row.status === 'past_due') pastDue += micros;
  }
  return {
    monthlyRecurring: formatUnits(monthly, MICRO),
    pastDue: formatUnits(pastDue, MICRO),
    byToken: [...byToken]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([token, entry]) => ({ token, amount: formatUnits(entry.units, COMMON), pledges: entry.pledges })),
    states,
    stoppedByCampaignEnd,
  };
}
