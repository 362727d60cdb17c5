import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { campaignFactoryAbi, campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { createSafe, execSafeCall } from '@crowdvault/contracts/safe-account';
import { safeTxProposal } from '@crowdvault/contracts/safe-signatures';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, getAddress, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { findToken } from '../chain/deployment';
import { readSafe } from '../chain/read-safe';
import type { ChainRegistry } from '../chain/registry';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema';
import { findUserByWallet, toAuthUser } from '../services/auth/users';
import type { DonationIndexer } from '../services/indexer/donation-indexer';
import { proposeSafeTransaction } from '../services/safes/safe-transactions';

/** The seeded campaign a team runs: its vault goes to a 2-of-3 Safe of its creator and two others. */
export const DEMO_SAFE_CAMPAIGN = 'Community kitchen for Riverside families';
/** Dev accounts 7 (the creator, sam_whitfield), 8 (aisha.rahman) and 4 (tomas.rivera). */
export const DEMO_SAFE_OWNERS = [7, 8, 4] as const;
const DEMO_SAFE_THRESHOLD = 2;

/**
 * Demo data for issue 30: creates a 2-of-3 Safe of three dev accounts (at one address on every
 * chain), deploys the team campaign's
 * vault and hands it to the Safe with the two-step transfer (the creator proposes, the Safe accepts
 * by its own transaction signed by two owners), then leaves one withdrawal proposed by the creator
 * and signed by them alone ("1 of 2 signed"), for the dashboard to show. Returns the Safe's
 * address, or null when the campaign is not there.
 */
export async function makeDemoSafeCampaign(deps: {
  db: Database;
  chains: ChainRegistry;
  indexer: DonationIndexer;
}): Promise<Address | null> {
  const { db } = deps;
  const chain = deps.chains.primary;
  const contracts = chain.deployment.safeContracts;
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.title, DEMO_SAFE_CAMPAIGN));
  if (!campaign?.vaultAddress || !contracts) return null;
  const [creatorAccount, secondAccount] = DEMO_SAFE_OWNERS.map((index) => DEV_ACCOUNTS[index]!);
  const creator = privateKeyToAccount(creatorAccount!.privateKey);
  const second = privateKeyToAccount(secondAccount!.privateKey);
  const kit = devChainClients(chain.rpcUrls[0]!);
  const wallet = kit.walletFor(creatorAccount!.privateKey);
  const vault = getAddress(campaign.vaultAddress);

  const safe = await createSafe({
    publicClient: kit.publicClient,
    wallet,
    contracts,
    owners: DEMO_SAFE_OWNERS.map((index) => DEV_ACCOUNTS[index]!.address),
    threshold: DEMO_SAFE_THRESHOLD,
    saltNonce: BigInt(campaign.id),
  });
  // The same Safe on every other chain (same factory, setup and salt give the same address), so a
  // team can name it as the owner of a new keep-what-you-raise campaign, whose vault takes gifts on
  // every chain (decision 104).
  for (const other of deps.chains.all.slice(1)) {
    if (!other.deployment.safeContracts) continue;
    const otherKit = devChainClients(other.rpcUrls[0]!, { chainId: other.chainId });
    const twin = await createSafe({
      publicClient: otherKit.publicClient,
      wallet: otherKit.walletFor(creatorAccount!.privateKey),
      contracts: other.deployment.safeContracts,
      owners: DEMO_SAFE_OWNERS.map((index) => DEV_ACCOUNTS[index]!.address),
      threshold: DEMO_SAFE_THRESHOLD,
      saltNonce: BigInt(campaign.id),
    });
    if (twin !== safe) throw new Error(`The demo Safe is ${twin} on ${other.name}, not ${safe}`);
  }
  await kit.mined(
    wallet.writeContract({
      address: chain.deployment.factoryAddress,
      abi: campaignFactoryAbi,
      functionName: 'deployVault',
      args: [BigInt(campaign.id), creator.address],
    }),
  );
  await kit.mined(
    wallet.writeContract({
      address: vault,
      abi: campaignVaultAbi,
      functionName: 'transferOwnership',
      args: [safe],
    }),
  );
  const accepted = await kit.mined(
    execSafeCall({
      publicClient: kit.publicClient,
      sender: wallet,
      safe,
      to: vault,
      data: encodeFunctionData({ abi: campaignVaultAbi, functionName: 'acceptOwnership' }),
      signers: [creator, second],
    }),
  );
  await deps.indexer.waitForBlock(accepted.blockNumber, 60_000);

  const token = findToken(chain.deployment, campaign.currency);
  const user = await findUserByWallet(db, creator.address);
  if (!token || !user) return safe;
  const data = encodeFunctionData({
    abi: campaignVaultAbi,
    functionName: 'withdraw',
    args: [token.address, parseUnits('50', token.decimals), creator.address],
  });
  const { nonce } = await readSafe(chain, safe);
  const proposal = await safeTxProposal({
    chainId: chain.chainId,
    safe,
    to: vault,
    data,
    nonce,
    sender: creator.address,
    sign: (typedData) => creator.signTypedData(typedData),
  });
  await proposeSafeTransaction({ db, chain }, toAuthUser(user, undefined), safe, proposal);
  return safe;
}
