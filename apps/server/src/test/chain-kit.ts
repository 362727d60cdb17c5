import { randomBytes } from 'node:crypto';
import type { DevChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { testUsdcAbi, testUsdcBytecode, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import type { CampaignCurrency } from '@crowdvault/shared/constants';
import { eq } from 'drizzle-orm';
import { type Address, getAddress, type Hex, type TransactionReceipt } from 'viem';
import { inject } from 'vitest';
import type { ChainEntryConfig } from '../chain/chain-config';
import type { ChainContext } from '../chain/context';
import { predictVaultAddress } from '../chain/vault-address';
import type { Database } from '../db/client';
import { campaigns, donations, users } from '../db/schema';
import { DonationIndexer, type IndexerOptions } from '../services/indexer/donation-indexer';
import { CHAIN_B } from './chain-b';
import type { TestContext } from './test-app';

export { dealToken } from './deal-token';

// Test plumbing for the indexer and donation tests: campaigns with real predicted vault addresses
// and transfers from dev accounts. Clients come from devChainClients; test contracts (BatchPay)
// from the contracts package's own compile (testContract).

/** The suite's second anvil (global-setup.ts): chain 31338, the same contract and token addresses
 *  as chain 31337, TestUSDT with 18 decimals, mining on demand. Sign for it with
 *  `devChainClients(rpcUrl, { chainId })`. */
export function testChainB(): { chainId: number; rpcUrl: string; deploymentFile: string } {
  return {
    chainId: CHAIN_B.chainId,
    rpcUrl: inject('chainRpcUrlB'),
    deploymentFile: inject('deploymentFileB'),
  };
}

/** The entry of an anvil a test or bench runs, as CHAIN_RPC_URL, CHAIN_CONFIRMATIONS=0 and
 *  DEPLOYMENT_FILE make it; connect it with `connectChains([entry], { bootCheck: false })`. */
export function anvilChainEntry(rpcUrl: string, deploymentFile: string): ChainEntryConfig {
  return { rpcUrls: [rpcUrl], publicRpcUrl: rpcUrl, confirmations: 0, deploymentFile };
}

/** A creator and a campaign whose vault address is what the factory predicts (not deployed). The
 *  owner is a fresh random address unless told: test files share one chain but each has its own
 *  database, where campaign ids restart at 1, and the same id and owner would give the same vault. */
export async function createCampaign(
  db: Database,
  chain: Pick<ChainContext, 'client' | 'deployment'>,
  options: { currency?: CampaignCurrency; creatorAccount?: number; owner?: Address } = {},
): Promise<{ id: number; vault: Address; owner: Address }> {
  const owner =
    options.owner ??
    (options.creatorAccount === undefined
      ? getAddress(`0x${randomBytes(20).toString('hex')}`)
      : DEV_ACCOUNTS[options.creatorAccount]!.address);
  const [creator] = await db
    .insert(users)
    .values({ walletAddress: owner.toLowerCase(), username: `creator_${owner.slice(2, 10)}` })
    .onConflictDoUpdate({ target: users.walletAddress, set: { bio: null } })
    .returning({ id: users.id });
  const [row] = await db
    .insert(campaigns)
    .values({
      creatorId: creator!.id,
      title: `Campaign ${randomBytes(3).toString('hex')}`,
      description: 'd',
      story: 's',
      category: 'Community',
      currency: options.currency ?? 'USDT',
      goalAmount: 10n ** 12n,
      isApproved: true,
      endDate: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning({ id: campaigns.id });
  const vault = await predictVaultAddress(chain, row!.id, owner);
  await db.update(campaigns).set({ vaultAddress: vault.toLowerCase() }).where(eq(campaigns.id, row!.id));
  return { id: row!.id, vault, owner };
}

/** One JSON-RPC call to the node at `rpcUrl`, for what viem has no action for (`anvil_reorg`) or
 *  must not prepare itself (a raw transaction sent again); a JSON-RPC error is thrown. */
export async function rpcCall(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

/** Sends `amount` smallest units of a configured token (USDT's ABI fits all dev tokens) from a dev
 *  account (its index) or from a key of the test's own, mined. */
export function sendToken(
  kit: DevChainClients,
  from: number | Hex,
  token: Address,
  to: Address,
  amount: bigint,
): Promise<TransactionReceipt> {
  const wallet = typeof from === 'number' ? kit.wallet(from) : kit.walletFor(from);
  return kit.mined(
    wallet.writeContract({ address: token, abi: testUsdtAbi, functionName: 'transfer', args: [to, amount] }),
  );
}

/** A 6-decimal token no deployment lists, deployed by dev account `from`, who holds 1,000 of it:
 *  what a vault is sent that is not a donation. */
export async function deployUnlistedToken(kit: DevChainClients, from: number): Promise<Address> {
  const wallet = kit.wallet(from);
  const deployed = await kit.mined(
    wallet.deployContract({ abi: testUsdcAbi, bytecode: testUsdcBytecode, args: [6] }),
  );
  const token = deployed.contractAddress!;
  await kit.mined(
    wallet.writeContract({
      address: token,
      abi: testUsdcAbi,
      functionName: 'mint',
      args: [wallet.account.address, 10n ** 9n],
    }),
  );
  return token;
}

export async function donationsOf(db: Database, campaignId: number) {
  return db.select().from(donations).where(eq(donations.campaignId, campaignId)).orderBy(donations.logIndex);
}

export async function campaignTotals(db: Database, campaignId: number) {
  const [row] = await db
    .select({ raisedAmount: campaigns.raisedAmount, donorCount: campaigns.donorCount })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!;
}

/** An indexer of the context's chain as the tests run it: no confirmations, read every 50 ms;
 *  `options` over that. Not started. */
export function testIndexer(
  context: Pick<TestContext, 'chain' | 'database' | 'env'>,
  options: Partial<IndexerOptions> = {},
): DonationIndexer {
  return new DonationIndexer({
    db: context.database.db,
    chainId: context.chain.chainId,
    deployment: context.chain.deployment,
    rpcUrl: context.chain.rpcUrls[0]!,
    confirmations: 0,
    pollIntervalMs: 50,
    ...options,
  });
}

/** Runs the context chain's indexer until it has read `block` (the chain's head unless told),
 *  then stops it. */
export async function indexUpTo(
  context: Pick<TestContext, 'chain' | 'database' | 'env'>,
  block?: bigint,
  timeoutMs?: number,
): Promise<void> {
  const indexer = testIndexer(context);
  indexer.start();
  try {
    await indexer.waitForBlock(
      block ?? (await context.chain.client.getBlockNumber({ cacheTime: 0 })),
      timeoutMs,
    );
  } finally {
    await indexer.stop();
  }
}
