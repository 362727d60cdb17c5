import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { getAddress } from 'viem';
import type { ChainRegistry } from '../chain/registry';
import type { Database } from '../db/client';
import { findUserByWallet } from '../services/auth/users';
import { claimDonation } from '../services/donations/claim-donation';
import type { DonationEvents } from '../services/donations/events';
import type { DonationIndexer } from '../services/indexer/donation-indexer';
import type { SentTransfer } from './seed';

const DEMO_MESSAGES = [
  'Sending love and strength from Lisbon. You have got this!',
  'Happy to help. Please post updates!',
  null,
  'My daughter asked me to give this. Good luck!',
  'For a cause that matters.',
  null,
  'Keep going — we are all cheering for you.',
  'In memory of my grandmother, who taught me to share.',
];

/**
 * Demo data: once the indexer has recorded the seed's transfers (as anonymous direct sends), the
 * donors who have accounts attach messages and their identity the way the donation panel does,
 * through the same service as POST /api/donations. Every fourth claim stays anonymous; donors
 * without an account (dev account 9) stay unclaimed.
 */
export async function attachDemoMessages(
  deps: {
    db: Database;
    chains: ChainRegistry;
    events?: DonationEvents;
    indexerOf: (chainId: number) => DonationIndexer;
  },
  sent: SentTransfer[],
): Promise<number> {
  if (sent.length === 0) return 0;
  await Promise.all(
    deps.chains.all.map(async (chain) =>
      deps.indexerOf(chain.chainId).waitForBlock(await chain.client.getBlockNumber({ cacheTime: 0 }), 60_000),
    ),
  );
  let claimed = 0;
  for (const [index, transfer] of sent.entries()) {
    const account = DEV_ACCOUNTS[transfer.from];
    const user = account ? await findUserByWallet(deps.db, account.address) : undefined;
    if (!user) continue;
    await claimDonation(
      deps,
      { id: user.id, walletAddress: getAddress(user.walletAddress) },
      {
        campaignId: transfer.campaignId,
        chainId: transfer.chainId,
        transactionHash: transfer.hash,
        message: DEMO_MESSAGES[index % DEMO_MESSAGES.length] ?? null,
        isAnonymous: index % 4 === 3,
      },
    );
    claimed += 1;
  }
  return claimed;
}
