import { randomBytes } from 'node:crypto';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { EXPORT_RANGE, EXPORT_RANGE_MESSAGES } from '@crowdvault/shared/api/export-range';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../db/schema';
import { GENERIC_SERVER_ERROR } from '../errors';
import { insertCampaign, randomAddress } from '../test/campaign-fixtures';
import { parseCsv } from '../test/csv';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

const OWNER = DEV_ACCOUNTS[3]!;
const DONOR = DEV_ACCOUNTS[4]!;
const LINK_FORMULA = '-1+HYPERLINK("https://evil.example","t")';
const SEMICOLON_FORMULA = 'ok;=HYPERLINK("https://evil.example","t")';
const SEMICOLON_TITLE = 'ok;=1+1';
let logIndex = 0;

// Issue 26, item 3: `=`, `+`, `@` were neutralised but `-1+HYPERLINK(…)` and a message `-2+3` went
// out as they were, and `ok;=HYPERLINK(…)` was not quoted, so a spreadsheet splitting on `;` saw a
// formula. Every export now writes its cells through one encoder (services/exports/csv.ts).
describe('CSV exports and formulas', () => {
  let owner: { authorization: string };
  let donor: { authorization: string };
  let campaignId: number;
  // Every day an export may name, so a run that crosses midnight UTC still finds today's rows.
  const { first, last } = EXPORT_RANGE;

  async function donate(values: { campaignId: number; message?: string; donorAddress?: string }) {
    logIndex += 1;
    await fixture.context.database.db.insert(donations).values({
      campaignId: values.campaignId,
      donorAddress: (values.donorAddress ?? randomAddress()).toLowerCase(),
      chainId: fixture.context.chain.chainId,
      currency: 'USDT',
      amount: 2_500_000n,
      tokenDecimals: 6,
      countedAmount: 2_500_000n,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      logIndex,
      blockNumber: 1n,
      blockHash: `0x${randomBytes(32).toString('hex')}`,
      message: values.message ?? null,
    });
  }

  const fixture = useTestApp({ env: { AUTH_RATE_LIMIT: '0' } });
  beforeAll(async () => {
    const ownerSession = await signIn(fixture.app, OWNER.privateKey);
    owner = bearer(ownerSession);
    donor = bearer(await signIn(fixture.app, DONOR.privateKey));
    campaignId = await insertCampaign(fixture.context.database.db, {
      creatorId: ownerSession.user.id,
      title: LINK_FORMULA,
    });
    const semicolonCampaign = await insertCampaign(fixture.context.database.db, {
      creatorId: ownerSession.user.id,
      title: SEMICOLON_TITLE,
    });
    await donate({ campaignId, message: '-2+3' });
    await donate({ campaignId, message: SEMICOLON_FORMULA });
    await donate({ campaignId: semicolonCampaign, donorAddress: DONOR.address });
  });

  it('neutralises a title starting with - in the public ledger CSV', async () => {
    const response = await fixture.app.inject({
      url: `/api/transparency/ledger.csv?from=${first}&to=${last}`,
    });
    expect(response.statusCode).toBe(200);
    const titles = parseCsv(response.body).map((cells) => cells[3]);
    expect(titles).toContain(`'${LINK_FORMULA}`);
    expect(titles).not.toContain(LINK_FORMULA);
    // Quoted, so a reader splitting on ; keeps the formula inside a text cell.
    expect(response.body).toContain(`,"${SEMICOLON_TITLE}",`);
    expect(parseCsv(response.body).find((cells) => cells[3] === `'${LINK_FORMULA}`)?.[6]).toBe('2.5');
  });

  it('neutralises a message -2+3 and quotes ; in the owner’s donations CSV', async () => {
    const response = await fixture.app.inject({
      url: `/api/campaigns/${campaignId}/donations.csv?from=${first}&to=${last}`,
      headers: owner,
    });
    expect(response.statusCode).toBe(200);
    const messages = parseCsv(response.body).map((cells) => cells[6]);
    expect(messages).toContain("'-2+3");
    expect(messages).toContain(SEMICOLON_FORMULA);
    expect(response.body).toContain('"ok;=HYPERLINK(');
    for (const line of response.body.trimEnd().split('\r\n')) expect(line).toMatch(/^".*"$/);
  });

  it('quotes a campaign title holding ; in the donor’s statement', async () => {
    const year = new Date().getUTCFullYear();
    const response = await fixture.app.inject({
      url: `/api/donations/me/statement?year=${year}&format=csv`,
      headers: donor,
    });
    expect(response.statusCode).toBe(200);
    const [, row] = parseCsv(response.body);
    expect(row?.[2]).toBe(SEMICOLON_TITLE);
    expect(row?.[3]).toBe('2.5');
    expect(response.body).toContain(`,"${SEMICOLON_TITLE}",`);
  });
});

// Issue 26, item 13: `ledger.csv?from=0001-01-01&to=9999-12-31` answered 200 with only the header
// (PGlite), a 500 with a Fastify error code under gzip, a dropped connection on PostgreSQL, and
// logged the SQL in full. Ranges are checked before anything streams; a first page that fails
// answers the usual JSON error.
describe('CSV export date ranges and failures', () => {
  let owner: { authorization: string };
  let campaignId: number;

  const fixture = useTestApp({ env: { AUTH_RATE_LIMIT: '0' } });
  beforeAll(async () => {
    const ownerSession = await signIn(fixture.app, OWNER.privateKey);
    owner = bearer(ownerSession);
    campaignId = await insertCampaign(fixture.context.database.db, { creatorId: ownerSession.user.id });
  });

  const exports = () => [
    { url: '/api/transparency/ledger.csv', headers: {} },
    { url: `/api/campaigns/${campaignId}/donations.csv`, headers: owner },
  ];

  it.each([
    [
      'from=0001-01-01&to=9999-12-31',
      `querystring/from: ${EXPORT_RANGE_MESSAGES.outOfRange}; querystring/to: ${EXPORT_RANGE_MESSAGES.outOfRange}`,
    ],
    ['from=2024-01-01&to=9999-12-31', `querystring/to: ${EXPORT_RANGE_MESSAGES.outOfRange}`],
    ['from=2024-02-30&to=2024-03-01', `querystring/from: ${EXPORT_RANGE_MESSAGES.notADay}`],
    ['from=2024-03-02&to=2024-03-01', `querystring/to: ${EXPORT_RANGE_MESSAGES.backwards}`],
    ['from=2024-3-1&to=2024-03-01', `querystring/from: ${EXPORT_RANGE_MESSAGES.format}`],
  ])('answers 400 to %s on every export, gzip or not', async (query, message) => {
    for (const { url, headers } of exports()) {
      for (const encoding of ['identity', 'gzip']) {
        const response = await fixture.app.inject({
          url: `${url}?${query}`,
          headers: { ...headers, 'accept-encoding': encoding },
        });
        expect(response.statusCode, `${url} ${encoding}`).toBe(400);
        expect(response.json()).toEqual({ message });
      }
    }
  });

  it('takes the whole allowed range', async () => {
    for (const { url, headers } of exports()) {
      const response = await fixture.app.inject({ url: `${url}?from=2000-01-01&to=2100-12-31`, headers });
      expect(response.statusCode, url).toBe(200);
      expect(parseCsv(response.body).length, url).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers a JSON 500, not a cut stream nor a Fastify code, when the first page fails', async () => {
    const { db } = fixture.context.database;
    await db.execute(sql`alter table vault_withdrawals rename to vault_withdrawals_away`);
    try {
      for (const encoding of ['identity', 'gzip']) {
        const response = await fixture.app.inject({
          url: '/api/transparency/ledger.csv?from=2024-01-01&to=2024-01-02',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode, encoding).toBe(500);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toEqual({ message: GENERIC_SERVER_ERROR });
      }
    } finally {
      await db.execute(sql`alter table vault_withdrawals_away rename to vault_withdrawals`);
    }
  });
});
