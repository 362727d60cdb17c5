import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { asc, isNotNull } from 'drizzle-orm';
import type { Address, Hex, TransactionReceipt } from 'viem';
import type { ChainRegistry } from '../chain/registry';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema';
import { findUserById, toAuthUser } from '../services/auth/users';
import type { DonationIndexer } from '../services/indexer/donation-indexer';
import { requireCampaignVault } from '../services/withdrawals/campaign-vaults';
import { planWithdrawal } from '../services/withdrawals/plan-withdrawal';
import { recordDirectWithdrawal } from '../services/withdrawals/withdrawal-requests';

/** Whole units of the campaign's currency the demo creator takes out. */
const DEMO_WITHDRAWAL_UNITS = '100';

/**
 * Demo data: the first seeded creator takes 100 of their campaign's currency out of its vault the
 * way the dashboard does it directly (deploy the vault, withdraw, record the request), so a
 * newcomer's Withdrawal History is not empty. Returns the transaction hash, or null when no
 * seeded vault holds enough.
 */
export async function makeDemoWithdrawal(deps: {
  db: Database;
  chains: ChainRegistry;
  /** The primary chain's indexer: the demo withdraws there. */
  indexer: DonationIndexer;
}): Promise<Hex | null> {
  const { db } = deps;
  const chain = deps.chains.primary;
  const rows = await db
    .select()
    .from(campaigns)
    .where(isNotNull(campaigns.vaultAddress))
    .orderBy(asc(campaigns.id));
  for (const row of rows) {
    const creator = await findUserById(db, row.creatorId);
    const account = DEV_ACCOUNTS.find((each) => each.address.toLowerCase() === creator?.walletAddress);
    if (!creator || !account) continue;
    const user = toAuthUser(creator, undefined);
    const owned = await requireCampaignVault(db, user, row.id, chain.chainId);
    const plan = await planWithdrawal(chain, owned, {
      token: row.currency,
      amount: DEMO_WITHDRAWAL_UNITS,
      recipientAddress: account.address,
    }).catch(() => null);
    if (!plan) continue;
    const kit = devChainClients(chain.rpcUrls[0]!);
    const wallet = kit.walletFor(account.privateKey);
    let receipt: TransactionReceipt | undefined;
    for (const transaction of plan.transactions) {
      const hash = await wallet.sendTransaction({
        to: transaction.to as Address,
        data: transaction.data as Hex,
      });
      receipt = await kit.publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success')
        throw new Error(`Demo withdrawal step failed: ${transaction.description}`);
    }
    if (!receipt) return null;
    const transactionHash = receipt.transactionHash;
    await recordDirectWithdrawal({ db, chain }, user, owned, { campaignId: row.id, transactionHash });
    await deps.indexer.waitForBlock(receipt.blockNumber, 60_000);
    return transactionHash;
  }
  return null;
}
