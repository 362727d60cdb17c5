import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readSafe } from '../chain/read-safe';
import { registryOf } from '../chain/registry';
import { campaigns } from '../db/schema';
import { findUserByWallet, toAuthUser } from '../services/auth/users';
import { listSafeTransactions } from '../services/safes/safe-transactions';
import { createCampaign, dealToken } from '../test/chain-kit';
import { useOwnChainWithIndexer } from '../test/own-chain';
import { DEMO_SAFE_CAMPAIGN, DEMO_SAFE_OWNERS, makeDemoSafeCampaign } from './demo-safe';

describe('the demo team campaign (issue 30)', () => {
  // This file sends from the dev accounts in bulk: a chain of its own (test/own-chain.ts).
  const fixture = useOwnChainWithIndexer();

  it('is owned by a 2-of-3 Safe of dev accounts, with a withdrawal proposed and signed 1 of 2', async () => {
    // The seeded campaign as seedDemoData leaves it: its creator's, donations in its vault.
    const seeded = await createCampaign(fixture.context.database.db, fixture.context.chain, {
      creatorAccount: DEMO_SAFE_OWNERS[0],
    });
    await fixture.context.database.db
      .update(campaigns)
      .set({ title: DEMO_SAFE_CAMPAIGN })
      .where(eq(campaigns.id, seeded.id));
    const usdt = fixture.context.chain.deployment.tokens.find((token) => token.symbol === 'USDT')!;
    await dealToken(
      devChainClients(fixture.context.chain.rpcUrls[0]!),
      usdt.address,
      seeded.vault,
      200n * 10n ** 6n,
    );

    const chains = registryOf(fixture.context.chain);
    const safe = await makeDemoSafeCampaign({
      db: fixture.context.database.db,
      chains,
      indexer: fixture.indexer,
    });
    expect(safe).not.toBeNull();
    const info = await readSafe(fixture.context.chain, safe!);
    expect(info.threshold).toBe(2);
    expect([...info.owners].sort()).toEqual(
      DEMO_SAFE_OWNERS.map((index) => DEV_ACCOUNTS[index]!.address).sort(),
    );
    const owner = await fixture.context.chain.client.readContract({
      address: seeded.vault,
      abi: campaignVaultAbi,
      functionName: 'owner',
    });
    expect(owner).toBe(safe);
    const creator = await findUserByWallet(
      fixture.context.database.db,
      DEV_ACCOUNTS[DEMO_SAFE_OWNERS[0]]!.address,
    );
    const queue = await listSafeTransactions(
      { db: fixture.context.database.db, chain: fixture.context.chain },
      toAuthUser(creator!, undefined),
      safe!,
    );
    expect(queue).toEqual([
      expect.objectContaining({
        progress: '1 of 2 signed',
        status: 'AWAITING_CONFIRMATIONS',
        campaignId: seeded.id,
        withdrawal: expect.objectContaining({ symbol: 'USDT', amount: '50' }),
      }),
    ]);
  });
});
