import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCampaign, insertDonation, insertUser, randomAddress } from '../test/campaign-fixtures';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { campaigns, donations } from './schema';

// Migration 0012 recounts donor counts stored before decision 045 (issue 20, item 5), when a
// donor who gave only the native coin was counted too. The database here is already migrated, so
// the test stores such a stale count and runs the migration's recount statement on it again.
const MIGRATION = new URL('./migrations/0012_refresh_grace_donor_recount.sql', import.meta.url);

describe('migration 0012: donor count recount', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('counts only the donors of donations in the total, and leaves right counts alone', async () => {
    const creatorId = (await insertUser(handle.db, { walletAddress: randomAddress() })).id;
    const mixed = await insertCampaign(handle.db, { creatorId });
    const stable = await insertCampaign(handle.db, { creatorId });
    const stableGiver = randomAddress();
    await insertDonation(handle.db, { campaignId: mixed, amount: 5_000_000n, donorAddress: stableGiver });
    await insertDonation(handle.db, { campaignId: mixed, amount: 2_000_000n, donorAddress: stableGiver });
    await insertDonation(handle.db, { campaignId: mixed, amount: 10n ** 16n, currency: 'ETH' });
    await handle.db
      .update(donations)
      .set({ countedAmount: 0n })
      .where(and(eq(donations.campaignId, mixed), eq(donations.currency, 'ETH')));
    await insertDonation(handle.db, { campaignId: stable, amount: 1_000_000n });
    // As stored before the fix: the ETH-only donor counted on the first campaign.
    await handle.db.update(campaigns).set({ donorCount: 2 }).where(eq(campaigns.id, mixed));
    await handle.db.update(campaigns).set({ donorCount: 1 }).where(eq(campaigns.id, stable));

    const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
    const recount = statements.find((statement) => statement.includes('"donor_count"'));
    expect(recount).toBeDefined();
    await handle.db.execute(sql.raw(recount!));

    const rows = await handle.db
      .select({ id: campaigns.id, donorCount: campaigns.donorCount })
      .from(campaigns);
    const count = (id: number) => rows.find((row) => row.id === id)?.donorCount;
    expect(count(mixed)).toBe(1);
    expect(count(stable)).toBe(1);
  });
});
