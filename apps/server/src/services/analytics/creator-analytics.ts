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
 * own campaign or all of them. Computed in SQL from the donation roll-ups (decision 058), never by
 * loading the donations into the server.
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

  // Everything but followers in one statement, read from the roll-ups the donation triggers keep
  // (decision 058): per day and token, per donor, per amount. Only the donor and amount figures
  // (new vs returning, top donors, the median) need gifts on one side of `from`; they read
  // whichever side is smaller (the day roll-up counts both) and take the other as the total minus
  // it. A campaign's sums are converted to micro-dollars once, cumulatively by day, so the days
  // add up to `raised` exactly (truncating each gift would lose dust the campaign's total keeps).
  const fromDay = day(from);
  const figures = db.execute(sql`
    with scope(campaign_id, divisor) as (values ${scopeValues}),
    days as (
      select r.campaign_id, r.day, sum(r.counted_gifts) as counted, sum(r.wallet_gifts) as wallet,
        div(sum(sum(r.counted_amount)) over w, s.divisor)
          - div(sum(sum(r.counted_amount)) over w - sum(r.counted_amount), s.divisor) as micros
      from donation_days r join scope s on s.campaign_id = r.campaign_id
      group by r.campaign_id, r.day, s.divisor
      window w as (partition by r.campaign_id order by r.day)
    ),
    side as (
      select coalesce(sum(counted) filter (where day >= ${fromDay}::date), 0)
        <= coalesce(sum(counted) filter (where day < ${fromDay}::date), 0) as in_range
      from days
    ),
    side_gifts as (
      select d.campaign_id, d.donor_address, d.is_anonymous, d.counted_amount
      from donations d join scope s on s.campaign_id = d.campaign_id
      where d.counted_amount > 0 and d.created_at >= ${fromIso} and (select in_range from side)
      union all
      select d.campaign_id, d.donor_address, d.is_anonymous, d.counted_amount
      from donations d join scope s on s.campaign_id = d.campaign_id
      where d.counted_amount > 0 and d.created_at < ${fromIso} and not (select in_range from side)
    ),
    side_donors as (
      select campaign_id, donor_address, count(*) as counted,
        count(*) filter (where not is_anonymous) as named,
        coalesce(sum(counted_amount) filter (where not is_anonymous), 0) as named_amount
      from side_gifts group by 1, 2
    ),
    donors as (
      select p.donor_address, sum(p.counted_in) as counted_in, sum(p.counted_all) as counted_all,
        sum(p.named_in) as named_in, sum(div(p.named_amount_in, p.divisor)) as named_micros
      from (
        select t.donor_address, s.divisor, t.counted_gifts as counted_all,
          case when side.in_range then coalesce(x.counted, 0) else t.counted_gifts - coalesce(x.counted, 0) end as counted_in,
          case when side.in_range then coalesce(x.named, 0) else t.named_gifts - coalesce(x.named, 0) end as named_in,
          case when side.in_range then coalesce(x.named_amount, 0) else t.named_amount - coalesce(x.named_amount, 0) end as named_amount_in
        from donation_donors t join scope s on s.campaign_id = t.campaign_id cross join side
          left join side_donors x on x.campaign_id = t.campaign_id and x.donor_address = t.donor_address
      ) p group by 1
    ),
    amounts as (
      select div(a.counted_amount, s.divisor) as micros,
        sum(case when side.in_range then coalesce(x.n, 0) else a.gifts - coalesce(x.n, 0) end) as n
      from donation_amounts a join scope s on s.campaign_id = a.campaign_id cross join side
        left join (select campaign_id, counted_amount, count(*) as n from side_gifts group by 1, 2) x
          on x.campaign_id = a.campaign_id and x.counted_amount = a.counted_amount
      group by 1
    )
    select
      (select row_to_json(t) from (
        select (sum(micros) filter (where day < ${fromDay}::date))::text as before, sum(micros)::text as raised,
          coalesce(sum(counted) filter (where day >= ${fromDay}::date), 0) as count,
          coalesce(sum(wallet) filter (where day >= ${fromDay}::date), 0) as wallet,
          (sum(micros) filter (where day >= ${fromDay}::date)
            / nullif(sum(counted) filter (where day >= ${fromDay}::date), 0))::bigint::text as average
        from days) t) as totals,
      (select percentile.micros::text from (
        select micros, sum(n) over (order by micros) as below, sum(n) over () as total
        from amounts where n > 0) percentile
        -- percentile_disc(0.5): the ceil(N / 2)-th gift in order of size.
        where below >= ceil(total * 0.5) order by percentile.micros limit 1) as median,
      (select json_agg(t order by t.day) from (
        select to_char(day, 'YYYY-MM-DD') as day, sum(micros)::text as amount, sum(counted) as count,
          sum(wallet) as wallet
        from days where day >= ${fromDay}::date and counted > 0 group by day) t) as daily,
      -- One row per token: where its decimals differ between chains (USDT has 6 on one local
      -- chain and 18 on the other) the amounts are scaled to the most decimals, exactly.
      (select json_agg(t order by t.count desc, t.token) from (
        select token, max(top) as decimals,
          sum(amount * power(10::numeric, top - decimals))::numeric(78, 0)::text as amount, sum(count) as count
        from (
          select r.currency as token, r.token_decimals as decimals, sum(r.amount) as amount,
            sum(r.gifts) as count, max(r.token_decimals) over (partition by r.currency) as top
          from donation_days r join scope s on s.campaign_id = r.campaign_id
          where r.day >= ${fromDay}::date group by 1, 2) g
        group by token) t) as tokens,
      (select row_to_json(t) from (
        select count(*) filter (where counted_in > 0) as total,
          count(*) filter (where counted_in > 0 and counted_in = counted_all) as new,
          count(*) filter (where counted_in > 0 and counted_in < counted_all) as returning
        from donors) t) as donors,
      (select json_agg(t) from (
        select donor_address, named_micros::text as amount, named_in as count
        from donors where named_in > 0
        order by named_micros desc, donor_address limit ${TOP_DONORS}) t) as top`);
  const follows = db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
    from campaign_follows where campaign_id in (${ids}) and unfollowed_at is null
    group by 1 order by 1`);
  const [[row], followResult] = await Promise.all([figures.then((r) => rowsOf<FigureRow>(r)), follows]);
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
  } | null>(row?.totals, null);
  const daily = json<{ day: string; amount: string; count: number; wallet: number }[]>(row?.daily, []);
  const byToken = json<{ token: string; decimals: number; amount: string; count: number }[]>(row?.tokens, []);
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
      median: usd(row?.median as string | null),
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

interface FigureRow {
  totals: unknown;
  median: string | null;
  daily: unknown;
  tokens: unknown;
  donors: unknown;
  top: unknown;
}

/** One entry per UTC day of the range, days without gifts included (a chart needs the gaps). */
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
