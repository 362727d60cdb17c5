import type { DevChainClients } from '@crowdvault/contracts/chain-clients';
import { campaignFactoryAbi, campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { safeAbi } from '@crowdvault/contracts/generated/safe-abis';
import { execSafeCall } from '@crowdvault/contracts/safe-account';
import { type Address, encodeFunctionData, type Hex, type TransactionReceipt } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';

// Test plumbing for Safe-owned vaults (issue 30): hand a campaign's vault to a Safe with the vault's
// two-step transfer, and change the Safe's owners by its own transaction, as a Safe wallet would.

/** Deploys the campaign's vault from its creator's wallet, proposes `safe` as the new owner, and has
 *  the Safe accept by an execTransaction that `signers` (enough owners) sign. */
export async function handVaultToSafe(
  kit: DevChainClients,
  params: {
    factory: Address;
    campaignId: number;
    vault: Address;
    creatorKey: Hex;
    creator: Address;
    safe: Address;
    signers: PrivateKeyAccount[];
  },
): Promise<TransactionReceipt> {
  const wallet = kit.walletFor(params.creatorKey);
  await kit.mined(
    wallet.writeContract({
      address: params.factory,
      abi: campaignFactoryAbi,
      functionName: 'deployVault',
      args: [BigInt(params.campaignId), params.creator],
    }),
  );
  await kit.mined(
    wallet.writeContract({
      address: params.vault,
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
      to: params.vault,
      data: encodeFunctionData({ abi: campaignVaultAbi, functionName: 'acceptOwnership' }),
      signers: params.signers,
    }),
  );
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
