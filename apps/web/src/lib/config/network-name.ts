import type { ChainConfig } from '@crowdvault/shared/api/config';

/** A served chain's name as /api/config gives it ("Local L2"), or "Chain N" before the config
 *  arrives or for a chain no longer served (its rows keep their id). */
export function networkName(
  chains: Pick<ChainConfig, 'chainId' | 'chainName'>[] | undefined,
  chainId: number,
) {
  return chains?.find((chain) => chain.chainId === chainId)?.chainName ?? `Chain ${chainId}`;
}
