import { randomBytes } from 'node:crypto';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../db/schema';
import { insertCampaign, randomAddress } from '../test/campaign-fixtures';
import { parseCsv } from '../test/csv';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

type Headers = Record<string, string>;
const OWNER = DEV_ACCOUNTS[4]!;
const OTHER = DEV_ACCOUNTS[5]!;
const DAY_MS = 86_400_000;

const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;
let logIndex = 0;

describe('creator analytics and the donations CSV', () => {
  let owner: Headers;
  let ownerId: number;
  let other: Headers;
  let usdtCampaign: number;
  let daiCampaign: number;
  const named = randomAddress();
  const shy = randomAddress();
  const regular = randomAddress();

  /** A recorded donation `daysAgo` days back (noon UTC), in the campaign's currency unless told. */
  async function give(
    campaignId: number,
    whole: number,
    daysAgo: number,
    extra: Partial<typeof donations.$inferInsert> = {},
  ) {
    const currency = extra.currency ?? (campaignId === daiCampaign ? 'DAI' : 'USDT');
    const decimals = currency === 'DAI' || currency === 'ETH' ? 18 : 6;
    const amount = BigInt(whole) * 10n ** BigInt(decimals);
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`).getTime();
    logIndex += 1;
    await fixture.context.database.db.insert(donations).values({
      campaignId,
      donorAddress: randomAddress(),
      chainId: 31337,
      currency,
      amount,
      tokenDecimals: decimals,
      countedAmount: currency === 'ETH' ? 0n : amount,
      txHash: hex(32),
      logIndex,
      blockNumber: BigInt(logIndex),
      blockHash: hex(32),
      createdAt: new Date(Math.min(today - daysAgo * DAY_MS, Date.now() - 1000)),
      ...extra,
    });
  }

  const fixture = useTestApp();
  beforeAll(async () => {
    const session = await signIn(fixture.app, OWNER.privateKey);
    ownerId = session.user.id;
    owner = bearer(session);
    other = bearer(await signIn(fixture.app, OTHER.privateKey));
    const { db } = fixture.context.database;
    usdtCampaign = await insertCampaign(db, {
      creatorId: session.user.id,
      createdDaysAgo: 100,
      goalAmount: 1_000_000_000n,
    });
    daiCampaign = await insertCampaign(db, {
      creatorId: session.user.id,
      currency: 'DAI',
      createdDaysAgo: 20,
      goalAmount: 500n * 10n ** 18n,
    });
    await give(usdtCampaign, 100, 60, { donorAddress: regular });
    await give(usdtCampaign, 10, 5, { donorAddress: regular, donorUserId: session.user.id });
    await give(usdtCampaign, 30, 2, { donorAddress: named, message: 'Go, "team", go\nline two' });
    await give(usdtCampaign, 50, 2, { donorAddress: shy, isAnonymous: true });
    await give(daiCampaign, 20, 1, { donorAddress: named });
    // The native coin is listed per token but counts in no total.
    await give(usdtCampaign, 1, 1, { currency: 'ETH', donorAddress: named });
  });

  const analytics = (query: string, headers: Headers = owner) =>
    fixture.app.inject({ url: `/api/dashboard/analytics?${query}`, headers });

  it('needs a signed-in owner: 401 for a visitor, 403 for another user, 404 for no campaign', async () => {
    expect((await fixture.app.inject({ url: '/api/dashboard/analytics' })).statusCode).toBe(401);
    expect((await analytics(`campaignId=${usdtCampaign}`, other)).statusCode).toBe(403);
    expect((await analytics('campaignId=999999')).statusCode).toBe(404);
    expect((await analytics('range=45')).statusCode).toBe(400);
    expect((await analytics('campaignId=abc')).statusCode).toBe(400);
    // Another user's own figures are their own: nothing.
    expect((await analytics('range=all', other)).json()).toMatchObject({ raised: '0', gifts: { count: 0 } });
  });

  it('figures one campaign over 30 days: raised against the goal, gifts, donors, top named donors', async () => {
    const response = await analytics(`campaignId=${usdtCampaign}&range=30`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      range: '30',
      goal: '1000',
      raisedBefore: '100',
      raised: '190',
      gifts: { count: 3, walletCount: 1, directCount: 2, average: '30', median: '30' },
      donors: { total: 3, new: 2, returning: 1 },
    });
    expect(body.days).toHaveLength(30);
    expect(body.days.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(3);
    // Anonymous gifts never name their donor, not even to the owner.
    expect(body.topDonors.map((d: { address: string }) => d.address.toLowerCase())).toEqual([named, regular]);
    expect(body.byToken).toEqual(
      expect.arrayContaining([
        { token: 'USDT', amount: '90', count: 3 },
        { token: 'ETH', amount: '1', count: 1 },
      ]),
    );
  });

  it('sums every own campaign at face value across currencies, over all time', async () => {
    const body = (await analytics('range=all')).json();
    expect(body).toMatchObject({ goal: '1500', raisedBefore: '0', raised: '210', gifts: { count: 5 } });
    expect(body.days.length).toBeGreaterThanOrEqual(100);
    expect(body.donors).toEqual({ total: 3, new: 3, returning: 0 });
  });

  it('lists a token once where its decimals differ between chains, summed exactly', async () => {
    // USDT has 6 decimals on the primary local chain and 18 on Local L2 (README): one row, not two.
    const session = await signIn(fixture.app, DEV_ACCOUNTS[6]!.privateKey);
    const campaign = await insertCampaign(fixture.context.database.db, {
      creatorId: session.user.id,
      createdDaysAgo: 10,
    });
    await give(campaign, 10, 2);
    await give(campaign, 0, 1, {
      chainId: 31338,
      tokenDecimals: 18,
      amount: 2_500_000_000_000_000_001n,
      countedAmount: 2_500_000_000_000_000_001n,
    });
    const body = (await analytics(`campaignId=${campaign}&range=all`, bearer(session))).json();
    expect(body.byToken).toEqual([{ token: 'USDT', amount: '12.500000000000000001', count: 2 }]);
  });

  it('counts followers over time', async () => {
    await fixture.app.inject({ method: 'PUT', url: `/api/campaigns/${usdtCampaign}/follow`, headers: other });
    const body = (await analytics(`campaignId=${usdtCampaign}&range=7`)).json();
    expect(body.followers).toBe(1);
    expect(body.days.at(-1).followers).toBe(1);
  });

  describe('GET /api/dashboard/pledges (monthly giving, issue 32)', () => {
    const pledges = (query: string, headers: Headers = owner) =>
      fixture.app.inject({ url: `/api/dashboard/pledges?${query}`, headers });
    let pledgeCount = 0;

    /** A pledge row as the pledge routes store it, in the given state. */
    async function pledge(
      campaignId: number,
      token: 'USDT' | 'USDC' | 'DAI',
      amount: bigint,
      status: string,
      extra: { weekly?: boolean; reason?: string } = {},
    ) {
      const address = fixture.context.chain.deployment.tokens.find((t) => t.symbol === token)!.address;
      pledgeCount += 1;
      await fixture.context.database.db.execute(sql`
        insert into pledges (pledge_id, chain_id, campaign_id, user_id, donor_address, vault_address,
          token_address, amount, period_seconds, periods, until_cancelled, start_at, salt, signature,
          status, status_reason)
        values (${hex(32)}, ${fixture.context.chain.chainId}, ${campaignId}, ${ownerId}, ${randomAddress()},
          ${randomAddress()}, ${address.toLowerCase()}, ${amount.toString()}::numeric,
          ${extra.weekly ? 7 * 86_400 : 30 * 86_400}, 12, false, ${1_700_000_000 + pledgeCount}, ${hex(32)},
          ${hex(65)}, ${status}, ${extra.reason ?? null})`);
    }

    beforeAll(async () => {
      const six = (whole: string) => BigInt(Math.round(Number(whole) * 100)) * 10n ** 4n;
      await pledge(usdtCampaign, 'USDT', six('10'), 'active');
      await pledge(usdtCampaign, 'USDT', six('2.5'), 'past_due', { reason: 'balance' });
      // Weekly: 30/7 of 7 USDC per 30 days = 30 USDC exactly.
      await pledge(usdtCampaign, 'USDC', six('7'), 'active', { weekly: true });
      await pledge(usdtCampaign, 'USDT', six('99'), 'lapsed', { reason: 'allowance' });
      await pledge(usdtCampaign, 'USDT', six('99'), 'cancelled');
      await pledge(usdtCampaign, 'USDT', six('99'), 'completed');
      // 18 decimals, with dust below a micro-dollar that the token amount keeps.
      await pledge(daiCampaign, 'DAI', 5n * 10n ** 18n + 1n, 'active');
      await pledge(daiCampaign, 'DAI', 4n * 10n ** 18n, 'stopped', { reason: 'campaign_ended' });
    });

    it('needs a signed-in owner, and refuses bad campaign ids', async () => {
      expect((await fixture.app.inject({ url: '/api/dashboard/pledges' })).statusCode).toBe(401);
      expect((await pledges(`campaignId=${usdtCampaign}`, other)).statusCode).toBe(403);
      expect((await pledges('campaignId=999999')).statusCode).toBe(404);
      for (const bad of ['campaignId=abc', 'campaignId=0', 'campaignId=-3', 'campaignId=1.5']) {
        expect((await pledges(bad)).statusCode, bad).toBe(400);
      }
      expect((await pledges('', other)).json()).toMatchObject({ monthlyRecurring: '0', byToken: [] });
    });

    it('sums running pledges per 30 days, exactly, per token and at face value, and counts every state', async () => {
      const one = (await pledges(`campaignId=${usdtCampaign}`)).json();
      expect(one).toEqual({
        monthlyRecurring: '42.5',
        pastDue: '2.5',
        byToken: [
          { token: 'USDC', amount: '30', pledges: 1 },
          { token: 'USDT', amount: '12.5', pledges: 2 },
        ],
        states: { active: 2, pastDue: 1, lapsed: 1, cancelled: 1, completed: 1, stopped: 0 },
        stoppedByCampaignEnd: 0,
      });
      const all = (await pledges('')).json();
      expect(all.monthlyRecurring).toBe('47.5');
      expect(all.byToken).toContainEqual({ token: 'DAI', amount: '5.000000000000000001', pledges: 1 });
      expect(all.states).toEqual({
        active: 3,
        pastDue: 1,
        lapsed: 1,
        cancelled: 1,
        completed: 1,
        stopped: 1,
      });
      // The campaign that ended stopped its pledge, and says so.
      expect(all.stoppedByCampaignEnd).toBe(1);
    });
  });

  describe('GET /api/campaigns/:id/donations.csv', () => {
    const csv = (id: number, query: string, headers: Headers = owner) =>
      fixture.app.inject({ url: `/api/campaigns/${id}/donations.csv?${query}`, headers });
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

    it('is the owner’s only, with a valid range', async () => {
      expect((await csv(usdtCampaign, `from=${today}&to=${today}`, {})).statusCode).toBe(401);
      expect((await csv(usdtCampaign, `from=${today}&to=${today}`, other)).statusCode).toBe(403);
      expect((await csv(usdtCampaign, `from=${today}&to=${daysAgo(3)}`)).statusCode).toBe(400);
      expect((await csv(usdtCampaign, 'from=yesterday&to=today')).statusCode).toBe(400);
    });

    it('lists the range’s donations, oldest first, anonymous donors as Anonymous, text quoted', async () => {
      const response = await csv(usdtCampaign, `from=${daysAgo(10)}&to=${today}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain('attachment');
      const rows = parseCsv(response.body);
      expect(rows[0]).toEqual([
        'time',
        'block',
        'tx_hash',
        'donor',
        'token',
        'amount',
        'message',
        'chain_id',
        'network',
        'swapped_token',
        'swapped_amount',
        'swap_rate',
      ]);
      // Each row names its network (decision 060); none of these gifts was swapped.
      expect(new Set(rows.slice(1).map((cells) => cells.slice(9).join('')))).toEqual(new Set(['']));
      expect(new Set(rows.slice(1).map((cells) => cells.slice(7, 9).join(':')))).toEqual(
        new Set([`${fixture.context.chain.chainId}:${fixture.context.chain.name}`]),
      );
      // 4 donations in the last 10 days; the message's line break stays inside its quotes.
      expect(response.body).toContain('"Go, ""team"", go\nline two"');
      expect(rows.map((cells) => cells[6])).toContain('Go, "team", go\nline two');
      const donors = rows.slice(1).map((cells) => cells[3]);
      expect(donors).toHaveLength(4);
      expect(donors).toContain('Anonymous');
      expect(response.body).not.toContain(shy.slice(2));
      expect(response.body).not.toMatch(/,"100",/);
    });

    // The export pages by keyset (created_at, id), 2,000 rows a query. On PostgreSQL it streams
    // 100,000 rows, the size the route is built for. PGlite (in process, one connection) proves the
    // same paging with 10,000: five pages, whose boundaries all fall among rows sharing a
    // created_at (only seven distinct ones), so a keyset that repeated or skipped a tie would show;
    // the full size there only cost the suite 7-10 s of PGlite's single-threaded work.
    const streamed = process.env.TEST_DATABASE_URL ? 100_000 : 10_000;

    it(`streams ${streamed.toLocaleString('en')} donations, each once`, { timeout: 120_000 }, async () => {
      const { db } = fixture.context.database;
      const campaignId = await insertCampaign(db, { creatorId: ownerId });
      await db.execute(sql`
        insert into donations (campaign_id, donor_address, chain_id, currency, amount, token_decimals,
          counted_amount, tx_hash, log_index, block_number, block_hash, created_at)
        select ${campaignId}, '0x' || lpad(to_hex(g), 40, '0'), 31337, 'USDT', 1000000 + g, 6, 1000000 + g,
          '0x' || lpad(to_hex(g), 64, '0'), g, g, '0x' || lpad(to_hex(g), 64, '0'),
          now() - interval '1 hour' + (g % 7) * interval '1 microsecond'
        from generate_series(1, ${streamed}::int) as g`);
      const response = await csv(campaignId, `from=${daysAgo(1)}&to=${today}`);
      const rows = parseCsv(response.body).slice(1);
      expect(rows).toHaveLength(streamed);
      expect(new Set(rows.map((cells) => cells[2])).size).toBe(streamed);
      const total = rows.reduce((sum, cells) => sum + Number(cells[5]), 0);
      expect(total).toBeCloseTo(streamed + (streamed * (streamed + 1)) / 2 / 1e6, 3);
    });
  });
});
