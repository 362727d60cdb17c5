import { campaignFactoryAbi } from '@crowdvault/contracts/generated/artifacts';
import type { Address } from 'viem';
import type { ChainContext } from './context';

/** The CREATE2 address of a campaign's vault, as the factory computes it. The salt binds the
 *  campaign id and its owner, so the address is known (and can receive funds) before deployment. */
export async function predictVaultAddress(
  chain: Pick<ChainContext, 'client' | 'deployment'>,
  campaignId: number,
  owner: Address,
): Promise<Address> {
  return chain.client.readContract({
    address: chain.deployment.factoryAddress,
    abi: campaignFactoryAbi,
    functionName: 'predictVaultAddress',
    args: [BigInt(campaignId), owner],
  });
}
