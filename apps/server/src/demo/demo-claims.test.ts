import { inArray } from 'drizzle-orm';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { registryOf } from '../chain/registry';
import { campaigns, donations } from '../db/schema';
import { findUserById } from '../services/auth/users';
import { listOwnWithdrawals } from '../services/withdrawals/withdrawal-history';
import { useOwnChainWithIndexer } from '../test/own-chain';
import { attachDemoMessages } from './demo-claims';
import { makeDemoWithdrawal } from './demo-withdrawal';
import { seedDemoData } from './seed';

describe('demo donations', () => {
  // This file sends from the dev accounts in bulk: a chain of its own (test/own-chain.ts).
  const fixture = useOwnChainWithIndexer();

  it('are the seed transfers recorded by the indexer, some claimed with messages, some anonymous', async () => {
    // Photos are seed.test.ts's part; here they would only add a minute of encoding under load.
    const seed = await seedDemoData(fixture.context.database.db, registryOf(fixture.context.chain), {
      photos: false,
    });
    const claimed = await attachDemoMessages(
      {
        db: fixture.context.database.db,
        chains: registryOf(fixture.context.chain),
        indexerOf: () => fixture.indexer,
      },
      seed.sent,
    );
    const hashes = seed.sent.map((transfer) => transfer.hash.toLowerCase());
    const rows = await fixture.context.database.db
      .select()
      .from(donations)
      .where(inArray(donations.txHash, hashes));

    expect(rows).toHaveLength(seed.sent.length);
    expect(claimed).toBeGreaterThan(0);
    expect(rows.filter((row) => row.donorUserId !== null)).toHaveLength(claimed);
    expect(rows.some((row) => row.message !== null && !row.isAnonymous)).toBe(true);
    expect(rows.some((row) => row.donorUserId !== null && row.isAnonymous)).toBe(true);
    // Dev account 9 has no account: its transfers stay unclaimed, shown as anonymous.
    expect(rows.some((row) => row.donorUserId === null && row.isAnonymous)).toBe(true);
  }, 120_000);

  it('include a completed withdrawal by the first creator', async () => {
    const hash = await makeDemoWithdrawal({
      db: fixture.context.database.db,
      chains: registryOf(fixture.context.chain),
      indexer: fixture.indexer,
    });
    expect(hash).not.toBeNull();
    const [campaign] = await fixture.context.database.db
      .select()
      .from(campaigns)
      .orderBy(campaigns.id)
      .limit(1);
    const creator = await findUserById(fixture.context.database.db, campaign!.creatorId);
    const history = await listOwnWithdrawals(fixture.context.database.db, registryOf(fixture.context.chain), {
      id: creator!.id,
      walletAddress: getAddress(creator!.walletAddress),
    });
    expect(history).toContainEqual(
      expect.objectContaining({ transactionHash: hash, status: 'completed', amount: '100', fee: '2.5' }),
    );
  });
});
