import type { Database } from '@crowdvault/server/db/client';
import { sql } from 'drizzle-orm';

/** Bulk-inserts `campaigns` campaigns (1 in 20 pending review, a mix of statuses, currencies,
 *  categories, ends and donation activity) from 1,000 creators, and `donations` donations spread
 *  over them, in three INSERT … SELECT statements. */
export async function seedBenchData(db: Database, counts: { campaigns: number; donations: number }) {
  await db.execute(sql`
    insert into users (wallet_address, username)
    select '0x' || lpad(to_hex(g), 40, '0'), 'bench_' || g from generate_series(1, 1000) g`);
  await db.execute(sql`
    insert into campaigns (creator_id, title, description, story, category, location, currency,
      goal_amount, raised_amount, donor_count, status, is_approved, is_featured, vault_address,
      end_date, created_at, last_donation_at)
    select (g % 1000) + 1,
      'Campaign ' || g || ' for ' || (array['clean water', 'a school', 'a clinic', 'a shelter', 'a garden'])[g % 5 + 1],
      'Helping ' || (array['children', 'families', 'animals', 'students', 'neighbours'])[g % 5 + 1] || ' in town ' || g,
      'A story of campaign ' || g,
      (array['Medical','Education','Emergency','Community','Animals','Technology','Environment','Sports','Arts','Business'])[g % 10 + 1],
      case when g % 7 = 0 then null else 'City ' || (g % 300) || ', Country ' || (g % 60) end,
      (array['USDT', 'USDC', 'DAI'])[g % 3 + 1],
      ((g % 50) + 1)::numeric * (case g % 3 when 2 then 1e18 else 1e6 end) * 1000,
      ((g * 7919) % 100000)::numeric * (case g % 3 when 2 then 1e18 else 1e6 end) / 10,
      g % 40,
      (array['active','active','active','active','active','active','paused','completed','flagged','active'])[g % 10 + 1],
      g % 20 <> 0,
      g % 25 = 0,
      '0x' || lpad(to_hex(g), 40, '0'),
      now() + ((g % 400) - 30) * interval '1 day',
      now() - (g % 300) * interval '1 day',
      case when g % 4 = 0 then null else now() - (g % 100000) * interval '1 minute' end
    from generate_series(1, ${counts.campaigns}) g`);
  await db.execute(sql`
    insert into donations (campaign_id, donor_address, chain_id, currency, amount, token_decimals,
      counted_amount, tx_hash, log_index, block_number, block_hash)
    select (g % ${counts.campaigns}) + 1, '0x' || lpad(to_hex(g % 20000), 40, '0'), 31337, 'USDT',
      1000000, 6, 1000000, '0x' || lpad(to_hex(g), 64, '0'), 0, g, '0x' || lpad(to_hex(g), 64, '0')
    from generate_series(1, ${counts.donations}) g`);
  await db.execute(sql`analyze`);
}
