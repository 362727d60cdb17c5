import { randomBytes } from 'node:crypto';
import type { DevChainClients } from '@crowdvault/contracts/chain-clients';
import { allOrNothingVaultAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { parseUnits } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import { type Address, getAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { AON_FACTORY_ABI, vaultAddressOf, vaultTermsFor } from '../chain/all-or-nothing-vault';
import type { ChainContext } from '../chain/context';
import type { Database } from '../db/client';
import { campaigns, users } from '../db/schema';
import { allOrNothingColumns } from '../services/campaigns/create-campaign';
import { dealToken, indexUpTo } from './chain-kit';
import type { TestContext } from './test-app';

// Test plumbing for all-or-nothing campaigns without the API: the row with its vault's terms, the
// vault deployed by any funded account (deployVault is open to anyone, decision 090), and
// donations through the vault's own `donate`.

/** The chain's clock in seconds (the suite's files move it; deadlines are counted from it). */
export async function chainNow(kit: DevChainClients): Promise<number> {
  return Number((await kit.publicClient.getBlock()).timestamp);
}

/** An approved all-or-nothing campaign in USDT on `chain`, its vault deployed, closing `seconds`
 *  after the chain's present time. */
export async function createAllOrNothingCampaign(
  db: Database,
  chain: ChainContext,
  kit: DevChainClients,
  options: { goal: string; seconds: number; title?: string; creatorId?: number },
): Promise<{ id: number; vault: Address; deadline: number; title: string }> {
  // A block first: the latest one may be old, and the next one is stamped with the chain's present.
  await kit.testClient.mine({ blocks: 1 });
  const deadline = (await chainNow(kit)) + options.seconds;
  let creatorId = options.creatorId;
  const owner = getAddress(`0x${randomBytes(20).toString('hex')}`);
  if (creatorId === undefined) {
    const [creator] = await db
      .insert(users)
      .values({ walletAddress: owner.toLowerCase(), username: `aon_${owner.slice(2, 10)}` })
      .returning({ id: users.id });
    creatorId = creator!.id;
  }
  const [creator] = await db
    .select({ wallet: users.walletAddress })
    .from(users)
    .where(eq(users.id, creatorId));
  const terms = vaultTermsFor(chain, creator!.wallet, options.goal, new Date(deadline * 1000));
  const title = options.title ?? `All or nothing ${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(campaigns)
    .values({
      creatorId,
      title,
      description: 'd',
      story: 's',
      category: 'Medical',
      currency: 'USDT',
      goalAmount: parseUnits(options.goal, 6),
      isApproved: true,
      endDate: new Date(deadline * 1000),
      ...allOrNothingColumns(terms),
    })
    .returning({ id: campaigns.id });
  const id = row!.id;
  const vault = vaultAddressOf(terms, id);
  await db.update(campaigns).set({ vaultAddress: vault.toLowerCase() }).where(eq(campaigns.id, id));
  // A fresh deployer: the suite's files share the chain, not their nonces.
  const deployer = generatePrivateKey();
  await kit.testClient.setBalance({ address: privateKeyToAccount(deployer).address, value: 10n ** 18n });
  await kit.mined(
    kit.walletFor(deployer).writeContract({
      address: terms.factoryAddress,
      abi: AON_FACTORY_ABI,
      functionName: 'deployVault',
      args: [BigInt(id), terms.owner, terms.goal, terms.deadline, terms.tokens],
    }),
  );
  return { id, vault, deadline, title };
}

/** Gives `amount` of `token` through the vault's `donate` from a fresh or given key, funding it
 *  first; answers the donor's address and the donation's transaction. */
export async function donateToVault(
  kit: DevChainClients,
  vault: Address,
  token: Address,
  amount: bigint,
  key: Hex,
): Promise<{ donor: Address; hash: Hex }> {
  const donor = privateKeyToAccount(key).address;
  await kit.testClient.setBalance({ address: donor, value: 10n ** 18n });
  const balance = await kit.publicClient.readContract({
    address: token,
    abi: testUsdtAbi,
    functionName: 'balanceOf',
    args: [donor],
  });
  await dealToken(kit, token, donor, balance + amount);
  const wallet = kit.walletFor(key);
  await kit.mined(
    wallet.writeContract({
      address: token,
      abi: testUsdtAbi,
      functionName: 'approve',
      args: [vault, amount],
    }),
  );
  const receipt = await kit.mined(
    wallet.writeContract({
      address: vault,
      abi: allOrNothingVaultAbi,
      functionName: 'donate',
      args: [token, amount],
    }),
  );
  return { donor, hash: receipt.transactionHash };
}

/** Moves the chain's clock past `deadline` and mines a block there. */
export async function passDeadline(kit: DevChainClients, deadline: number): Promise<void> {
  const now = await chainNow(kit);
  if (now <= deadline) await kit.testClient.increaseTime({ seconds: deadline - now + 1 });
  await kit.testClient.mine({ blocks: 1 });
}

/** Runs an indexer of the context's chain until it has recorded the chain's head, then stops it:
 *  what the server's indexer would have recorded by now. */
export async function indexToHead(context: TestContext): Promise<void> {
  await indexUpTo(context, undefined, 60_000);
}
