// Benchmark of creator analytics (issue 16): GET /api/dashboard/analytics's service for one campaign
// with 100,000 donations (5,000 donors, a tenth anonymous, a third given through the app, over 120
// days) and 2,000 followers, for each range, then the streamed CSV export of all 100,000. Target:
// analytics p99 ≤ 100 ms on PostgreSQL.
// Decision 058 (roll-ups kept by triggers, only the smaller side of the range start scanned):
// against the previous full scan in one process on a loaded machine (load 7.7 → 5.9), p50/p99 ms
// PostgreSQL 30 days 159/724 → 64/297, 90 days 188/708 → 54/251, all 256/627 → 27/159, all
// campaigns 181/411 → 19/131; PGlite 324/1362 → 89/392, 231/2040 → 46/219, 205/356 → 16/26,
// 259/944 → 16/64. Before, on a quiet machine: PostgreSQL 70/78 to 90/99.5, PGlite 131–195 p50.
//   npx tsx bench/analytics/run.ts [--db postgres|pglite|both] [--runs 100] [--donations 100000]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/crowdvault_bench_analytics).
import { parseArgs } from 'node:util';
import { type DatabaseHandle, openDatabase } from '@crowdvault/server/db/client';
import { campaigns, users } from '@crowdvault/server/db/schema';
import { creatorAnalytics } from '@crowdvault/server/services/analytics/creator-analytics';
import { streamCampaignDonationsCsv } from '@crowdvault/server/services/analytics/donations-csv';
import { OFFLINE_DEPLOYMENT } from '@crowdvault/server/test/offline-deployment';
import type { AnalyticsRange } from '@crowdvault/shared/api/analytics';
import { sql } from 'drizzle-orm';
import { formatTable, recreatePostgres } from '../support';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '100' },
    donations: { type: 'string', default: '100000' },
  },
});
const RUNS = Number(values.runs);
const DONATIONS = Number(values.donations);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crowdvault_bench_analytics';
const ZERO = '0x0000000000000000000000000000000000000000' as const;
const DEPLOYMENT = OFFLINE_DEPLOYMENT;

async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const [creator] = await db
    .insert(users)
    .values({ walletAddress: `0x${'c'.repeat(40)}`, username: 'bench_creator' })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({
      creatorId: creator!.id,
      title: 'Bench campaign',
      description: 'd',
      story: 's',
      category: 'Community',
      goalAmount: 5_000_000_000_000n,
      isApproved: true,
      endDate: new Date(Date.now() + 30 * 86_400_000),
      createdAt: new Date(Date.now() - 120 * 86_400_000),
    })
    .returning();
  await db.execute(sql`
    insert into users (wallet_address, username)
    select '0x' || lpad(to_hex(g), 40, '0'), 'donor_' || g from generate_series(1, 2000) as g`);
  await db.execute(sql`
    insert into donations (campaign_id, donor_user_id, donor_address, chain_id, currency, amount,
      token_decimals, counted_amount, is_anonymous, tx_hash, log_index, block_number, block_hash, created_at)
    select ${campaign!.id}, case when g % 3 = 0 then 1 + (g % 2000) end,
      '0x' || lpad(to_hex(1 + g % 5000), 40, '0'), 31337, 'USDT', (1 + g % 500) * 1000000, 6,
      (1 + g % 500) * 1000000, g % 10 = 0, '0x' || lpad(to_hex(g), 64, '0'), 0, g,
      '0x' || lpad(to_hex(g), 64, '0'), now() - (g::float / ${DONATIONS}) * interval '120 days'
    from generate_series(1, ${DONATIONS}) as g`);
  await db.execute(sql`
    insert into campaign_follows (user_id, campaign_id, created_at)
    select id, ${campaign!.id}, now() - random() * interval '120 days' from users where username like 'donor_%'`);
  await db.execute(sql`analyze`);
  return {
    user: {
      id: creator!.id,
      walletAddress: ZERO,
      username: 'bench_creator',
      role: 'USER' as const,
      status: 'ACTIVE' as const,
      isAdmin: false,
    },
    campaignId: campaign!.id,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function runOn(kind: 'postgres' | 'pglite') {
  let handle: DatabaseHandle;
  if (kind === 'postgres') {
    await recreatePostgres(PG_URL);
    handle = await openDatabase({ url: PG_URL });
  } else {
    handle = await openDatabase({ memory: true });
  }
  const seeded = await seed(handle);
  const rows: Record<string, string | number>[] = [];
  const cases: [string, AnalyticsRange, number | undefined][] = [
    ['one campaign, 30 days', '30', seeded.campaignId],
    ['one campaign, 90 days', '90', seeded.campaignId],
    ['one campaign, all', 'all', seeded.campaignId],
    ['all campaigns, all', 'all', undefined],
  ];
  for (const [name, range, campaignId] of cases) {
    const query = { range, campaignId };
    for (let i = 0; i < 5; i += 1) await creatorAnalytics(handle.db, DEPLOYMENT, seeded.user, query);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await creatorAnalytics(handle.db, DEPLOYMENT, seeded.user, query);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      db: kind,
      case: name,
      runs: RUNS,
      'p50 ms': percentile(times, 0.5).toFixed(1),
      'p99 ms': percentile(times, 0.99).toFixed(1),
    });
  }
  const start = performance.now();
  let lines = 0;
  let bytes = 0;
  for await (const chunk of streamCampaignDonationsCsv(handle.db, seeded.campaignId, {
    from: '2000-01-01',
    to: '2100-01-01',
  })) {
    lines += chunk.split('\r\n').length - 1;
    bytes += chunk.length;
  }
  rows.push({
    db: kind,
    case: `CSV export: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB`,
    runs: 1,
    'p50 ms': (performance.now() - start).toFixed(0),
    'p99 ms': '-',
  });
  await handle.close();
  return rows;
}

const kinds = values.db === 'both' ? (['postgres', 'pglite'] as const) : [values.db as 'postgres' | 'pglite'];
const all: Record<string, string | number>[] = [];
for (const kind of kinds) all.push(...(await runOn(kind)));
console.info(formatTable(all));
