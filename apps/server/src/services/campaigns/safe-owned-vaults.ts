import { sql } from 'drizzle-orm';
import { type Address, getAddress, isAddressEqual } from 'viem';
import { chainUnavailableIn } from '../../chain/deadline';
import { isSafe, type SafeState } from '../../chain/read-safe';
import type { ChainRegistry } from '../../chain/registry';
import { type Database, rowsOf } from '../../db/client';

/** A campaign vault that a Safe owns on one chain, with that Safe as read now. */
export interface SafeOwnedVault {
  campaignId: number;
  chainId: number;
  title: string;
  vault: Address;
  safe: SafeState;
}

/**
 * The campaign vaults a Safe owns, on each chain where `wallet` is one of that Safe's owners now.
 * The vault's owner is the indexer's latest accepted transfer (decision 016), else the Safe named
 * at creation (decision 104); whether it is a Safe,
 * and who owns the Safe, is read from the chain at this request, so an owner added inside the Safe
 * sees the campaign at once and a removed one no longer does. Every list of an owner's dashboard
 * (campaigns, wallets, withdrawals, the Safe queue) starts from here.
 */
export async function safeOwnedVaults(
  db: Database,
  chains: Pick<ChainRegistry, 'get' | 'ids'>,
  wallet: Address,
): Promise<SafeOwnedVault[]> {
  const latest = rowsOf<{
    campaign_id: number;
    chain_id: number;
    owner: string;
    title: string;
    vault: string;
  }>(
    await db.execute(sql`
      select distinct on (c.campaign_id, c.chain_id) c.campaign_id, c.chain_id, c.new_owner as owner,
        p.title, p.vault_address as vault
      from vault_owner_changes c join campaigns p on p.id = c.campaign_id
      order by c.campaign_id, c.chain_id, c.block_number desc, c.log_index desc`),
  );
  // A vault a Safe owns from creation (decision 104) is the Safe's on each of its chains until a
  // transfer there says otherwise.
  const firstOwners = rowsOf<{
    campaign_id: number;
    aon_chain_id: number | null;
    owner: string;
    title: string;
    vault: string;
  }>(
    await db.execute(sql`
      select id as campaign_id, aon_chain_id, vault_owner as owner, title, vault_address as vault
      from campaigns where vault_owner is not null and vault_address is not null`),
  );
  for (const first of firstOwners) {
    for (const chainId of first.aon_chain_id !== null ? [first.aon_chain_id] : chains.ids) {
      if (latest.some((row) => row.campaign_id === first.campaign_id && row.chain_id === chainId)) continue;
      latest.push({ ...first, chain_id: chainId });
    }
  }
  const safes = new Map<string, Promise<SafeState | null>>();
  const safeAt = (chainId: number, owner: string) => {
    const key = `${chainId}:${owner}`;
    let found = safes.get(key);
    if (!found) {
      const chain = chains.get(chainId);
      found = chain
        ? chain.client
            .getCode({ address: owner as Address })
            .then((code) => (code && code !== '0x' ? isSafe(chain, owner) : null))
            .catch((error: unknown) => {
              // Not knowing is not "no Safe": the request answers 503 instead of a shorter list.
              if (chainUnavailableIn(error)) throw error;
              return null;
            })
        : Promise.resolve(null);
      safes.set(key, found);
    }
    return found;
  };
  const found = await Promise.all(
    latest.map(async (row) => {
      const safe = await safeAt(row.chain_id, row.owner);
      return safe?.owners.some((owner) => isAddressEqual(owner, wallet))
        ? {
            campaignId: row.campaign_id,
            chainId: row.chain_id,
            title: row.title,
            vault: getAddress(row.vault),
            safe,
          }
        : null;
    }),
  );
  return found.filter((entry) => entry !== null);
}
