import { campaignFactoryAbi } from '@crowdvault/contracts/generated/artifacts';
import { CREATE_CAMPAIGN_MESSAGES } from '@crowdvault/shared/api/create-campaign';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, getAddress, isAddressEqual } from 'viem';
import type { ChainContext } from '../../chain/context';
import { readSafe } from '../../chain/read-safe';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { AppError } from '../../errors';
import type { ChainLane } from '../../infra/lanes/chain-lane';
import { relayAndWait } from '../../infra/relayer/relay-and-wait';

const RECEIPT_TIMEOUT_MS = 30_000;

const DEPLOY_REFUSALS = {
  gasTooHigh: 'Safe-owned campaigns cannot be created while network fees are high. Please try again later.',
  lowBalance:
    'Safe-owned campaigns cannot be created right now (the platform relayer is low on funds). Please try again later.',
} as const;

/** The address bound into a campaign vault's CREATE2 salt: the Safe named at creation, else the
 *  creator's wallet (decision 104). The vault's first owner on every chain. */
export function vaultSaltOwner(campaign: { vaultOwner: string | null }, creatorWallet: string): Address {
  return getAddress(campaign.vaultOwner ?? creatorWallet);
}

/**
 * The Safe a creator names as their new campaign's vault owner, checked on each chain the vault
 * will take gifts on: it must be a Safe there (`readSafe` refuses anything else with its sentence)
 * with the creator's wallet among its owners now. A 400 before anything is stored.
 */
export async function requireCreatorSafe(
  chains: readonly Pick<ChainContext, 'client' | 'name'>[],
  creatorWallet: string,
  safeAddress: string,
): Promise<Address> {
  const safe = getAddress(safeAddress);
  for (const chain of chains) {
    const state = await readSafe(chain, safe).catch((error: unknown) => {
      if (error instanceof AppError) throw new AppError('BAD_REQUEST', `body/vaultOwner: ${error.message}`);
      throw error;
    });
    if (!state.owners.some((owner) => isAddressEqual(owner, creatorWallet as Address))) {
      throw new AppError(
        'BAD_REQUEST',
        `body/vaultOwner: ${CREATE_CAMPAIGN_MESSAGES.vaultOwnerNotYours(getAddress(creatorWallet), chain.name)}`,
      );
    }
  }
  return safe;
}

/**
 * Deploys a new keep-what-you-raise campaign's vault with its Safe as owner on each chain, from that
 * chain's relayer lane, so the Safe's owners can propose withdrawals at once (a proposal is checked
 * against the vault's `owner()`, and a Safe's call to an address without code would do nothing).
 * A creator's own vault still waits for the first withdrawal. When a deployment fails the campaign
 * is removed again, as an all-or-nothing one is: nothing refers to it yet.
 */
export async function deploySafeVaultsOrUndo(
  db: Database,
  lanes: readonly ChainLane[],
  campaignId: number,
  owner: Address,
): Promise<void> {
  try {
    for (const { chain, relayer } of lanes) {
      const data = encodeFunctionData({
        abi: campaignFactoryAbi,
        functionName: 'deployVault',
        args: [BigInt(campaignId), owner],
      });
      const gas = await chain.client.estimateGas({
        to: chain.deployment.factoryAddress,
        data,
        account: relayer.address,
      });
      const receipt = await relayAndWait(
        relayer,
        chain.client,
        { to: chain.deployment.factoryAddress, data, estimatedGas: gas },
        DEPLOY_REFUSALS,
        RECEIPT_TIMEOUT_MS,
      );
      if (receipt.status !== 'success') {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'The campaign vault could not be deployed. Please try again.',
        );
      }
    }
  } catch (error) {
    await db.delete(campaigns).where(eq(campaigns.id, campaignId));
    throw error;
  }
}
