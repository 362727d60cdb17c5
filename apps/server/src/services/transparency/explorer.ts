import { LOCAL_CHAIN_ID, NETWORKS } from '@crowdvault/shared/constants';

/** The chain's block explorer, or null (the local chain has none). */
export function explorerUrlOf(chainId: number): string | null {
  return NETWORKS.find((network) => network.id === chainId)?.explorerUrl ?? null;
}

/** The chain's display name. */
export function chainNameOf(chainId: number): string {
  if (chainId === LOCAL_CHAIN_ID) return 'Local chain';
  return NETWORKS.find((network) => network.id === chainId)?.name ?? `Chain ${chainId}`;
}
