import { beforeAll, describe, expect, it } from 'vitest';
import { insertCampaign, insertUser } from '../../test/campaign-fixtures';
import { useTestApp } from '../../test/use-test-app';

const DAY_MS = 86_400_000;
type Row = { id: number; status: string; currency: string; raisedAmount: string; endDate: string };

// 'funded' and 'ending' read each currency (or running / ended part) in index order and merge
// them (pageCandidates): these check that paging through them gives exactly the full order,
// ties across currencies and equal end dates included.
describe('campaign list sorts read from partial indexes', () => {
  async function list(query: string): Promise<Row[]> {
    const response = await fixture.app.inject({ method: 'GET', url: `/api/campaigns?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const fixture = useTestApp();
  beforeAll(async () => {
    const { db } = fixture.context.database;
    const creator = await insertUser(db);
    const currencies = ['USDT', 'USDC', 'DAI'] as const;
    const statuses = ['active', 'active', 'paused', 'completed', 'flagged'] as const;
    const base = Date.now();
    for (let i = 0; i < 30; i += 1) {
      const currency = currencies[i % 3]!;
      // Whole dollars 0..4: many equal USD amounts across currencies, so the id decides.
      const dollars = BigInt(i % 5);
      await insertCampaign(db, {
        creatorId: creator.id,
        title: `Campaign ${i}`,
        currency,
        status: statuses[i % 5]!,
        raisedAmount: dollars * 10n ** (currency === 'DAI' ? 18n : 6n),
        // Running and ended ones, several sharing the exact same end.
        endDate: new Date(base + ((i % 7) - 3) * DAY_MS),
      });
    }
  });

  it.each(['funded', 'ending', 'newest', 'recent'])('pages %s without overlap or gaps', async (sortBy) => {
    for (const status of ['active', 'all']) {
      const full = await list(`sortBy=${sortBy}&status=${status}&limit=50`);
      const paged: Row[] = [];
      for (let offset = 0; offset < full.length + 4; offset += 4) {
        paged.push(...(await list(`sortBy=${sortBy}&status=${status}&limit=4&offset=${offset}`)));
      }
      expect(paged.map((row) => row.id)).toEqual(full.map((row) => row.id));
    }
  });

  it('sorts funded by USD amount, then the newest id, across currencies', async () => {
    const rows = await list('sortBy=funded&status=all&limit=50');
    const usd = (row: Row) => Number(row.raisedAmount);
    const expected = [...rows].sort((a, b) => usd(b) - usd(a) || b.id - a.id);
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(rows.some((row) => row.currency === 'DAI' && usd(row) === 3)).toBe(true);
    expect(rows).toHaveLength(24); // every approved campaign but the flagged ones
  });

  it('sorts ending by soonest running end, then ended ones latest first', async () => {
    const rows = await list('sortBy=ending&status=all&limit=50');
    const now = Date.now();
    const end = (row: Row) => new Date(row.endDate).getTime();
    const running = rows.filter((row) => end(row) > now);
    const ended = rows.filter((row) => end(row) <= now);
    expect(rows.map((row) => row.id)).toEqual(
      [
        ...running.sort((a, b) => end(a) - end(b) || a.id - b.id),
        ...ended.sort((a, b) => end(b) - end(a) || a.id - b.id),
      ].map((row) => row.id),
    );
    expect(running.length).toBeGreaterThan(0);
    expect(ended.length).toBeGreaterThan(0);
  });
});
