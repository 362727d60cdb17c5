import type { SafeCampaign } from '@crowdvault/shared/api/safe';
import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { toSafeInfo } from '../../chain/read-safe';
import type { ChainRegistry } from '../../chain/registry';
import { type Database, rowsOf } from '../../db/client';
import type { AuthUser } from '../auth/users';
import { safeOwnedVaults } from '../campaigns/safe-owned-vaults';

/** `GET /api/campaigns/me/safes`: the signed-in owner's Safe-owned campaigns with their queue's
 *  counts (proposals still able to run, and those awaiting the caller's signature). */
export async function listSafeCampaigns(
  db: Database,
  chains: Pick<ChainRegistry, 'get' | 'ids'>,
  user: Pick<AuthUser, 'walletAddress'>,
): Promise<SafeCampaign[]> {
  const wallet = user.walletAddress as Address;
  const mine = await safeOwnedVaults(db, chains, wallet);
  if (mine.length === 0) return [];
  const counts = rowsOf<{ campaign_id: number; chain_id: number; nonce: string; signed_by_me: boolean }>(
    await db.execute(sql`
      select t.campaign_id, t.chain_id, t.nonce::text as nonce,
        exists (select 1 from safe_confirmations s where s.safe_transaction_id = t.id
          and s.owner = ${wallet.toLowerCase()}) as signed_by_me
      from safe_transactions t
      where t.status = 'open' and t.campaign_id in ${mine.map((entry) => entry.campaignId)}`),
  );
  return mine.map(({ campaignId, chainId, title, vault, safe }) => {
    const open = counts.filter(
      (count) =>
        count.campaign_id === campaignId && count.chain_id === chainId && BigInt(count.nonce) >= safe.nonce,
    );
    return {
      campaignId,
      title,
      chainId,
      vaultAddress: vault,
      safe: toSafeInfo(chainId, safe),
      openProposals: open.length,
      awaitingYourSignature: open.filter((count) => !count.signed_by_me).length,
    };
  });
}
