import type { DevChainClients } from '@crowdvault/contracts/chain-clients';
import { campaignFactoryAbi, campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { safeAbi } from '@crowdvault/contracts/generated/safe-abis';
import { createSafe, execSafeCall } from '@crowdvault/contracts/safe-account';
import { type Address, encodeFunctionData, type Hex, type TransactionReceipt } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { ChainContext } from '../chain/context';

// Test plumbing for Safe-owned vaults (issue 30): hand a campaign's vault to a Safe with the vault's
// two-step transfer, and change the Safe's owners by its own transaction, as a Safe wallet would.

/** Deploys the campaign's vault on `chain` from its creator's wallet (`creatorKey`), proposes `safe`
 *  as the new owner, and has the Safe accept by an execTransaction that `signers` (enough owners)
 *  sign. */
export async function handVaultToSafe(
  kit: DevChainClients,
  chain: Pick<ChainContext, 'deployment'>,
  campaign: { id: number; vault: Address },
  params: { creatorKey: Hex; safe: Address; signers: PrivateKeyAccount[] },
): Promise<TransactionReceipt> {
  const wallet = kit.walletFor(params.creatorKey);
  await kit.mined(
    wallet.writeContract({
      address: chain.deployment.factoryAddress,
      abi: campaignFactoryAbi,
      functionName: 'deployVault',
      args: [BigInt(campaign.id), wallet.account.address],
    }),
  );
  await kit.mined(
    wallet.writeContract({
      address: campaign.vault,
      abi: campaignVaultAbi,
      functionName: 'transferOwnership',
      args: [params.safe],
    }),
  );
  return kit.mined(
    execSafeCall({
      publicClient: kit.publicClient,
      sender: wallet,
      safe: params.safe,
      to: campaign.vault,
      data: encodeFunctionData({ abi: campaignVaultAbi, functionName: 'acceptOwnership' }),
      signers: params.signers,
    }),
  );
}

/** A Safe that any two of the three `owners` control, deployed from `deployerKey`'s wallet. */
export function twoOfThreeSafe(
  kit: DevChainClients,
  chain: Pick<ChainContext, 'deployment'>,
  owners: [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount],
  deployerKey: Hex,
): Promise<Address> {
  return createSafe({
    publicClient: kit.publicClient,
    wallet: kit.walletFor(deployerKey),
    contracts: chain.deployment.safeContracts!,
    owners: owners.map((owner) => owner.address),
    threshold: 2,
  });
}

/** Removes `owner` from `safe` (keeping `threshold`) by the Safe's own transaction, signed by
 *  `signers` and sent from `senderKey`'s wallet. */
export async function removeSafeOwner(
  kit: DevChainClients,
  params: { safe: Address; owner: Address; threshold: bigint; senderKey: Hex; signers: PrivateKeyAccount[] },
): Promise<TransactionReceipt> {
  const owners = await kit.publicClient.readContract({
    address: params.safe,
    abi: safeAbi,
    functionName: 'getOwners',
  });
  // The Safe keeps its owners in a linked list: removal names the owner before (the sentinel 0x…1
  // for the first).
  const previous = owners[owners.indexOf(params.owner) - 1] ?? '0x0000000000000000000000000000000000000001';
  return kit.mined(
    execSafeCall({
      publicClient: kit.publicClient,
      sender: kit.walletFor(params.senderKey),
      safe: params.safe,
      to: params.safe,
      data: encodeFunctionData({
        abi: safeAbi,
        functionName: 'removeOwner',
        args: [previous as Address, params.owner, params.threshold],
      }),
      signers: params.signers,
    }),
  );
}
