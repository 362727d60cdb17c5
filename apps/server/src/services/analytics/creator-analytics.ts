import type { AnalyticsQuery, CreatorAnalytics } from '@crowdvault/shared/api/analytics';
import { CAMPAIGN_CURRENCIES } from '@crowdvault/shared/constants';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { type ChainDeployment, findToken } from '../../chain/deployment';
import { type Database, rowsOf } from '../../db/client';
import type { AuthUser } from '../auth/require-user';
import { requireOwnCampaign } from '../campaigns/own-campaign';

const DAY_MS = 86_400_000;
/** Every figure is summed in micro-dollars (6 decimals): stablecoins at face value, whatever
 *  their own decimals (USDT 6, DAI 18), so campaigns in different currencies add up. */
const MICRO = 6;
const TOP_DONORS = 10;
export const ANALYTICS_NOT_OWNER = 'Only the campaign owner can see its analytics';

const day = (date: Date) => date.toISOString().slice(0, 10);
const usd = (micros: string | null | undefined) => formatUnits(BigInt(micros ?? '0'), MICRO);

interface Scope {
  /** (campaign id, 10^decimals of its currency) pairs, for a VALUES list. */
  campaigns: { id: number; scale: bigint; goal: bigint; createdAt: Date }[];
}

async function scopeOf(
  db: Database,
  deployment: ChainDeployment,
  user: AuthUser,
  campaignId: number | undefined,
): Promise<Scope> {
  const scaleOf = (currency: string) => 10n ** BigInt(findToken(deployment, currency)?.decimals ?? MICRO);
  if (campaignId !== undefined) {
    const row = await requireOwnCampaign(db, user, campaignId, ANALYTICS_NOT_OWNER);
    return {
      campaigns: [
        { id: row.id, scale: scaleOf(row.currency), goal: row.goalAmount, createdAt: row.createdAt },
      ],
    };
  }
  const rows = rowsOf<{ id: number; currency: string; goal_amount: string; created_at: string | Date }>(
    await db.execute(
      sql`select id, currency, goal_amount, created_at from campaigns where creator_id = ${user.id}`,
    ),
  );
  return {
    campaigns: rows
      .filter((row) => (CAMPAIGN_CURRENCIES as readonly string[]).includes(row.currency))
      .map((row) => ({
        id: Number(row.id),
        scale: scaleOf(row.currency),
        goal: BigInt(row.goal_amount),
        createdAt: new Date(row.created_at),
      })),
  };
}

/**
 * `GET /api/dashboard/analytics`: a creator's figures over 7, 30 or 90 days or all time, for one
 * own campaign or all of them. Computed in SQL (a handful of aggregates over the
 * donations_campaign_id_created_at index), never by loading the donations into the server.
 */
export async function creatorAnalytics(
  db: Database,
  deployment: ChainDeployment,
  user: AuthUser,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<CreatorAnalytics> {
  const scope = await scopeOf(db, deployment, user, query.campaignId);
  const today = new Date(`${day(now)}T00:00:00.000Z`);
  const earliest = scope.campaigns.reduce((min, c) => (c.createdAt < min ? c.createdAt : min), today);
  const from =
    query.range === 'all'
      ? new Date(`${day(earliest)}T00:00:00.000Z`)
      : new Date(today.getTime() - (Number(query.range) - 1) * DAY_MS);
  const fromIso = from.toISOString();
  const goal = scope.campaigns.reduce((sum, c) => sum + (c.goal * 10n ** BigInt(MICRO)) / c.scale, 0n);

  const empty: CreatorAnalytics = {
    range: query.range,
    from: day(from),
    to: day(today),
    goal: formatUnits(goal, MICRO),
    raisedBefore: '0',
    raised: '0',
    days: [],
    byToken: [],
    gifts: { count: 0, walletCount: 0, directCount: 0, average: '0', median: '0' },
    donors: { total: 0, new: 0, returning: 0 },
    topDonors: [],
    followers: 0,
  };
  if (scope.campaigns.length === 0) return { ...empty, days: fillDays(from, today, [], 0, []) };

  // Each campaign's divisor from its currency's smallest unit to micro-dollars (1 for USDT/USDC).
  const scopeValues = sql.join(
    scope.campaigns.map(
      (c) => sql`(${c.id}::int, ${(c.scale / 10n ** BigInt(MICRO) || 1n).toString()}::numeric)`,
    ),
    sql`, `,
  );
  const ids = sql.join(
    scope.campaigns.map((c) => sql`${c.id}`),
    sql`, `,
  );

  // One scan of the campaigns' donations, materialised once and aggregated four ways in memory:
  // four index scans and hash joins (one per figure) cost several times more at 100,000 rows.
  // Micro-dollars are bigint, whose sums and sorts are far cheaper than numeric(78,0).
  const figures = db.execute(sql`
    with g as materialized (
      select d.created_at, d.created_at >= ${fromIso} as in_range, d.donor_address,
        d.donor_user_id is not null as wallet, d.is_anonymous, d.counted_amount > 0 as counted,
        (case when s.divisor = 1 then d.counted_amount else div(d.counted_amount, s.divisor) end)::bigint as micros
      from donations d join (values ${scopeValues}) as s(campaign_id, divisor) on s.campaign_id = d.campaign_id
    )
    select
      (select row_to_json(t) from (
        select sum(micros) filter (where not in_range)::text as before, sum(micros)::text as raised,
          count(*) filter (where in_range and counted) as count,
          count(*) filter (where in_range and counted and wallet) as wallet,
          (avg(micros) filter (where in_range and counted))::bigint::text as average,
          (percentile_disc(0.5) within group (order by micros) filter (where in_range and counted))::text as median
        from g) t) as totals,
      (select json_agg(t order by t.day) from (
        select to_char(day, 'YYYY-MM-DD') as day, amount, count, wallet from (
          select (created_at at time zone 'UTC')::date as day, sum(micros)::text as amount,
            count(*) as count, count(*) filter (where wallet) as wallet
          from g where in_range and counted group by 1) per_day) t) as daily,
      (select row_to_json(t) from (
        select count(*) filter (where any_in) as total,
          count(*) filter (where all_in) as new,
          count(*) filter (where any_in and not all_in) as returning
        from (select bool_or(in_range) as any_in, bool_and(in_range) as all_in
              from g where counted group by donor_address) per_donor) t) as donors,
      (select json_agg(t) from (
        select donor_address, sum(micros)::text as amount, count(*) as count
        from g where in_range and counted and not is_anonymous
        group by donor_address order by sum(micros) desc, donor_address limit ${TOP_DONORS}) t) as top`);
  // Per token reads the raw amounts, which the narrow scan above leaves out (a wider row there
  // spills the materialised scan to disk at 100,000 rows).
  const tokens = db.execute(sql`
    select currency as token, token_decimals as decimals, sum(amount)::text as amount, count(*)::int as count
    from donations where campaign_id in (${ids}) and created_at >= ${fromIso}
    group by currency, token_decimals order by count(*) desc, currency`);
  const follows = db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
    from campaign_follows where campaign_id in (${ids}) and unfollowed_at is null
    group by 1 order by 1`);
  const [[row], tokenResult, followResult] = await Promise.all([
    figures.then((r) => rowsOf<FigureRow>(r)),
    tokens,
    follows,
  ]);
  const json = <T>(value: unknown, fallback: T): T =>
    value === null || value === undefined
      ? fallback
      : ((typeof value === 'string' ? JSON.parse(value) : value) as T);
  const t = json<{
    before: string | null;
    raised: string | null;
    count: number;
    wallet: number;
    average: string | null;
    median: string | null;
  } | null>(row?.totals, null);
  const daily = json<{ day: string; amount: string; count: number; wallet: number }[]>(row?.daily, []);
  const byToken = rowsOf<{ token: string; decimals: number; amount: string; count: number }>(tokenResult);
  const d = json<{ total: number; new: number; returning: number } | null>(row?.donors, null);
  const top = json<{ donor_address: string; amount: string; count: number }[]>(row?.top, []);
  const followRows = rowsOf<{ day: string; n: number }>(followResult);
  const followersBefore = followRows
    .filter((row) => row.day < day(from))
    .reduce((sum, row) => sum + Number(row.n), 0);
  const count = Number(t?.count ?? 0);
  const wallet = Number(t?.wallet ?? 0);
  return {
    ...empty,
    raisedBefore: usd(t?.before),
    raised: usd(t?.raised),
    days: fillDays(from, today, daily, followersBefore, followRows),
    byToken: byToken.map((row) => ({
      token: row.token,
      amount: formatUnits(BigInt(row.amount), Number(row.decimals)),
      count: Number(row.count),
    })),
    gifts: {
      count,
      walletCount: wallet,
      directCount: count - wallet,
      average: usd(t?.average),
      median: usd(t?.median),
    },
    donors: { total: Number(d?.total ?? 0), new: Number(d?.new ?? 0), returning: Number(d?.returning ?? 0) },
    topDonors: top.map((row) => ({
      address: getAddress(row.donor_address),
      amount: usd(row.amount),
      count: Number(row.count),
    })),
    followers: followRows.reduce((sum, row) => sum + Number(row.n), 0),
  };
}

/** One entry per UTC day of the range, days without gifts included (a chart needs the gaps). */
interface FigureRow {
  totals: unknown;
  daily: unknown;
  donors: unknown;
  top: unknown;
}

function fillDays(
  from: Date,
  to: Date,
  rows: { day: string; amount: string; count: number; wallet: number }[],
  followersBefore: number,
  followRows: { day: string; n: number }[],
): CreatorAnalytics['days'] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const followsByDay = new Map(followRows.map((row) => [row.day, Number(row.n)]));
  const days: CreatorAnalytics['days'] = [];
  let followers = followersBefore;
  for (let at = from.getTime(); at <= to.getTime(); at += DAY_MS) {
    const date = day(new Date(at));
    const row = byDay.get(date);
    followers += followsByDay.get(date) ?? 0;
    const count = Number(row?.count ?? 0);
    const wallet = Number(row?.wallet ?? 0);
    days.push({
      date,
      amount: usd(row?.amount),
      count,
      walletCount: wallet,
      directCount: count - wallet,
      followers,
    });
  }
  return days;
}
