import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { CreatorAnalytics } from '@crowdvault/shared/api/analytics';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, rowsOf } from '../../db/client';
import { dateDemoHistory } from '../../demo/seed';
import { SEED_HISTORY_CAMPAIGNS } from '../../demo/seed-data';
import { insertCampaign, insertUser, randomAddress } from '../../test/campaign-fixtures';
import { OFFLINE_DEPLOYMENT } from '../../test/offline-deployment';
import { createTestDatabase } from '../../test/test-database';
import type { AuthUser } from '../auth/require-user';
import { type NewDonation, upsertDonations } from '../donations/donation-store';
import { rewindTo } from '../indexer/indexer-store';
import { creatorAnalytics } from './creator-analytics';

// The roll-ups the donation triggers keep (decision 058) against the direct computation over
// `donations`, after every kind of write the product makes; then creator analytics (which reads
// them) against figures worked out here from the donation rows themselves.

const MIGRATION = new URL('../../db/migrations/0015_analytics_rollups.sql', import.meta.url);
const DAY_MS = 86_400_000;
const CHAIN = 31337;
const DEPLOYMENT = OFFLINE_DEPLOYMENT;

/** A small deterministic generator: varied data, the same on every run. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((state / 2_147_483_648) * n);
  };
}

const DIRECT = {
  days: `select campaign_id, (created_at at time zone 'UTC')::date::text as day, currency, token_decimals,
      count(*)::text as gifts, sum(amount)::text as amount,
      count(*) filter (where counted_amount > 0)::text as counted_gifts,
      count(*) filter (where counted_amount > 0 and donor_user_id is not null)::text as wallet_gifts,
      sum(counted_amount)::text as counted_amount
    from donations group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  stored_days: `select campaign_id, day::text, currency, token_decimals, gifts::text, amount::text,
      counted_gifts::text, wallet_gifts::text, counted_amount::text
    from donation_days order by 1, 2, 3, 4`,
  donors: `select campaign_id, donor_address, count(*)::text as counted_gifts,
      count(*) filter (where not is_anonymous)::text as named_gifts,
      coalesce(sum(counted_amount) filter (where not is_anonymous), 0)::text as named_amount
    from donations where counted_amount > 0 group by 1, 2 order by 1, 2`,
  stored_donors: `select campaign_id, donor_address, counted_gifts::text, named_gifts::text, named_amount::text
    from donation_donors order by 1, 2`,
  amounts: `select campaign_id, counted_amount::text, count(*)::text as gifts
    from donations where counted_amount > 0 group by 1, 2 order by 1, 2`,
  stored_amounts: `select campaign_id, counted_amount::text, gifts::text from donation_amounts order by 1, 2`,
};

describe('donation roll-ups and creator analytics', () => {
  let handle: DatabaseHandle;
  let creator: AuthUser;
  let claimer: number;
  let usdt: number;
  let dai: number;
  let others: number;
  const random = generator(20_261_124);
  const donors = Array.from({ length: 24 }, () => randomAddress());
  const now = new Date();
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  let block = 0;

  const query = async <T>(text: string) => rowsOf<T>(await handle.db.execute(sql.raw(text)));
  async function expectExact() {
    expect(await query(DIRECT.stored_days)).toEqual(await query(DIRECT.days));
    expect(await query(DIRECT.stored_donors)).toEqual(await query(DIRECT.donors));
    expect(await query(DIRECT.stored_amounts)).toEqual(await query(DIRECT.amounts));
  }

  /** A gift as the indexer records it: in the campaign's currency, another stablecoin (converted,
   *  dust truncated as decision 031 says) or the native coin (counted 0). */
  function gift(campaignId: number, currency: 'USDT' | 'DAI', maxDaysAgo: number): NewDonation {
    block += 1;
    const kind = random(10);
    const token = kind < 6 ? currency : kind < 9 ? (currency === 'USDT' ? 'DAI' : 'USDT') : 'ETH';
    const decimals = token === 'USDT' ? 6 : 18;
    // Round amounts repeat (as real gifts do); some have cents, and 18 decimals carry dust.
    const whole = BigInt([1, 5, 10, 10, 25, 50, 100, 250][random(8)]!);
    const cents = random(4) === 0 ? 0n : BigInt(random(100));
    const amount =
      whole * 10n ** BigInt(decimals) +
      cents * 10n ** BigInt(decimals - 2) +
      (decimals === 18 ? BigInt(random(1_000_000_000)) : 0n);
    const campaignDecimals = currency === 'USDT' ? 6 : 18;
    const counted =
      token === 'ETH'
        ? 0n
        : decimals >= campaignDecimals
          ? amount / 10n ** BigInt(decimals - campaignDecimals)
          : amount * 10n ** BigInt(campaignDecimals - decimals);
    // Some exactly at a UTC midnight: the first instant of a range belongs to it.
    const daysAgo = random(maxDaysAgo + 1);
    const at = random(5) === 0 ? today - daysAgo * DAY_MS : today - daysAgo * DAY_MS + random(DAY_MS);
    return {
      campaignId,
      donorUserId: random(3) === 0 ? claimer : null,
      donorAddress: donors[random(donors.length)]!,
      chainId: CHAIN,
      currency: token,
      amount,
      tokenDecimals: decimals,
      countedAmount: counted,
      isAnonymous: random(6) === 0,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      logIndex: 0,
      blockNumber: BigInt(block),
      blockHash: `0x${randomBytes(32).toString('hex')}`,
      createdAt: new Date(Math.min(at, now.getTime() - 1000)),
    };
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    const owner = await insertUser(handle.db);
    creator = {
      id: owner.id,
      walletAddress: owner.walletAddress as `0x${string}`,
      username: owner.username,
      role: 'USER',
      status: 'ACTIVE',
      isAdmin: false,
    } as AuthUser;
    claimer = (await insertUser(handle.db)).id;
    // The USDT campaign carries the demo's title, so dateDemoHistory re-dates it below.
    usdt = await insertCampaign(handle.db, {
      creatorId: owner.id,
      title: SEED_HISTORY_CAMPAIGNS[0],
      createdDaysAgo: 120,
    });
    dai = await insertCampaign(handle.db, { creatorId: owner.id, currency: 'DAI', createdDaysAgo: 40 });
    others = await insertCampaign(handle.db, { creatorId: claimer, createdDaysAgo: 10 });
  });
  afterAll(() => handle.close());

  it('follow inserts, claims, re-included transfers, reorganisations and re-dating exactly', async () => {
    const rows = [
      ...Array.from({ length: 260 }, () => gift(usdt, 'USDT', 115)),
      ...Array.from({ length: 140 }, () => gift(dai, 'DAI', 38)),
      ...Array.from({ length: 20 }, () => gift(others, 'USDT', 9)),
    ].sort((a, b) => Number(a.blockNumber - b.blockNumber));
    // Several statements, as the indexer writes ranges.
    for (let at = 0; at < rows.length; at += 150) {
      await handle.db.transaction((tx) => upsertDonations(tx, rows.slice(at, at + 150)));
    }
    await expectExact();

    // A signed-in donor claims gifts (anonymously): donor and anonymity change on known rows.
    await handle.db.transaction((tx) =>
      upsertDonations(tx, rows.slice(10, 30), { donorUserId: claimer, message: 'hi', isAnonymous: true }),
    );
    await expectExact();

    // The indexer sees transfers again in another block, on another day.
    const moved = rows.slice(40, 60).map((row) => ({
      ...row,
      blockHash: `0x${randomBytes(32).toString('hex')}`,
      createdAt: new Date(row.createdAt!.getTime() - 3 * DAY_MS),
    }));
    await handle.db.transaction((tx) => upsertDonations(tx, moved));
    // Seen again unchanged: nothing moves.
    await handle.db.transaction((tx) => upsertDonations(tx, rows.slice(100, 120)));
    await expectExact();

    // A reorganisation drops the newest blocks.
    await rewindTo(handle.db, CHAIN, BigInt(block - 45));
    await expectExact();

    // The demo spreads its history campaign's gifts over the campaign's life.
    await dateDemoHistory(handle.db, now);
    await expectExact();
  });

  it('are filled by their migration from the donations already recorded', async () => {
    const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
    const fills = statements.filter((statement) => statement.trim().startsWith('INSERT INTO "donation_'));
    expect(fills).toHaveLength(3);
    await handle.db.execute(sql`delete from donation_days`);
    await handle.db.execute(sql`delete from donation_donors`);
    await handle.db.execute(sql`delete from donation_amounts`);
    for (const fill of fills) await handle.db.execute(sql.raw(fill));
    await expectExact();
    expect((await query('select * from donation_days')).length).toBeGreaterThan(50);
  });

  it('computes every figure as the donation rows give it, on either side of the range start', async () => {
    const stored = await query<{
      campaign_id: number;
      donor_user_id: number | null;
      donor_address: string;
      currency: string;
      amount: string;
      token_decimals: number;
      counted_amount: string;
      is_anonymous: boolean;
      created_at: string | Date;
    }>('select * from donations');
    for (const range of ['7', '30', '90', 'all'] as const) {
      for (const campaignId of [usdt, dai, undefined]) {
        const actual = await creatorAnalytics(handle.db, DEPLOYMENT, creator, { range, campaignId }, now);
        const scope = campaignId === undefined ? [usdt, dai] : [campaignId];
        const expected = expectedFigures(
          stored
            .filter((row) => scope.includes(Number(row.campaign_id)))
            .map((row) => ({
              campaignId: Number(row.campaign_id),
              divisor: Number(row.campaign_id) === dai ? 10n ** 12n : 1n,
              wallet: row.donor_user_id !== null,
              donor: row.donor_address,
              token: row.currency,
              decimals: Number(row.token_decimals),
              amount: BigInt(row.amount),
              counted: BigInt(row.counted_amount),
              anonymous: row.is_anonymous,
              day: new Date(row.created_at).toISOString().slice(0, 10),
            })),
          actual.from,
        );
        const label = `${range} days, campaign ${campaignId ?? 'all'}`;
        expect({ ...actual, byToken: sortTokens(actual.byToken) }, label).toMatchObject(expected);
        expect(actual.gifts.count, label).toBeGreaterThan(0);
      }
    }
  });

  it('empties with the donations table', async () => {
    await handle.db.execute(sql`truncate donations cascade`);
    await expectExact();
    expect(await query('select * from donation_days')).toEqual([]);
  });
});

interface Gift {
  campaignId: number;
  /** From the campaign currency's smallest unit to micro-dollars. */
  divisor: bigint;
  wallet: boolean;
  donor: string;
  token: string;
  decimals: number;
  amount: bigint;
  counted: bigint;
  anonymous: boolean;
  day: string;
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const sortTokens = (rows: CreatorAnalytics['byToken']) =>
  [...rows].sort((a, b) => a.token.localeCompare(b.token));
const usd = (micros: bigint) => formatUnits(micros, 6);

/** The figures as decision 058 defines them, from the gifts one by one. */
function expectedFigures(gifts: Gift[], from: string) {
  const counted = gifts.filter((g) => g.counted > 0n);
  const inRange = (g: Gift) => g.day >= from;
  // Per campaign, its counted sums converted once, cumulatively by day.
  const microsByDay = new Map<string, bigint>();
  let raised = 0n;
  let before = 0n;
  for (const id of new Set(gifts.map((g) => g.campaignId))) {
    const own = counted.filter((g) => g.campaignId === id);
    let cumulative = 0n;
    for (const day of [...new Set(own.map((g) => g.day))].sort()) {
      const divisor = own[0]!.divisor;
      const added = sum(own.filter((g) => g.day === day).map((g) => g.counted));
      const micros = (cumulative + added) / divisor - cumulative / divisor;
      cumulative += added;
      microsByDay.set(day, (microsByDay.get(day) ?? 0n) + micros);
      raised += micros;
      if (day < from) before += micros;
    }
  }
  const recent = counted.filter(inRange);
  const inMicros = raised - before;
  const count = BigInt(recent.length);
  const sizes = recent.map((g) => g.counted / g.divisor).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const tokens = new Map<string, { token: string; decimals: number; amount: bigint; count: number }>();
  for (const g of gifts.filter(inRange)) {
    const entry = tokens.get(`${g.token}:${g.decimals}`) ?? {
      token: g.token,
      decimals: g.decimals,
      amount: 0n,
      count: 0,
    };
    entry.amount += g.amount;
    entry.count += 1;
    tokens.set(`${g.token}:${g.decimals}`, entry);
  }
  const addresses = [...new Set(counted.map((g) => g.donor))];
  const gave = addresses.filter((a) => recent.some((g) => g.donor === a));
  const first = gave.filter((a) => !counted.some((g) => g.donor === a && !inRange(g)));
  const named = addresses
    .map((address) => {
      const own = recent.filter((g) => g.donor === address && !g.anonymous);
      const perCampaign = [...new Set(own.map((g) => g.campaignId))].map(
        (id) =>
          sum(own.filter((g) => g.campaignId === id).map((g) => g.counted)) /
          own.find((g) => g.campaignId === id)!.divisor,
      );
      return { address, micros: sum(perCampaign), count: own.length };
    })
    .filter((d) => d.count > 0)
    .sort((a, b) => (a.micros > b.micros ? -1 : a.micros < b.micros ? 1 : a.address < b.address ? -1 : 1))
    .slice(0, 10);
  const days = [...microsByDay.keys()].filter((day) => day >= from);
  return {
    from,
    raisedBefore: usd(before),
    raised: usd(raised),
    gifts: {
      count: recent.length,
      walletCount: recent.filter((g) => g.wallet).length,
      directCount: recent.filter((g) => !g.wallet).length,
      // Rounded half up, as PostgreSQL casts numeric to bigint.
      average: usd(count === 0n ? 0n : (2n * inMicros + count) / (2n * count)),
      median: usd(sizes.length === 0 ? 0n : sizes[Math.ceil(sizes.length / 2) - 1]!),
    },
    days: expect.arrayContaining(
      days.map((day) => {
        const own = recent.filter((g) => g.day === day);
        return expect.objectContaining({
          date: day,
          amount: usd(microsByDay.get(day)!),
          count: own.length,
          walletCount: own.filter((g) => g.wallet).length,
        });
      }),
    ),
    byToken: sortTokens(
      [...tokens.values()].map((t) => ({
        token: t.token,
        amount: formatUnits(t.amount, t.decimals),
        count: t.count,
      })),
    ),
    donors: { total: gave.length, new: first.length, returning: gave.length - first.length },
    topDonors: named.map((d) => ({ address: getAddress(d.address), amount: usd(d.micros), count: d.count })),
  };
}
