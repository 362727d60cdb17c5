import { NETWORKS } from '@crowdvault/shared/constants';

/** Every EVM chain CrowdVault serves counts its native coin in wei. */
export const NATIVE_DECIMALS = 18;

/** The native coin's symbol on a chain (ETH, MATIC, BNB), as donations record it. */
export function nativeCurrencySymbol(chainId: number): string {
  return NETWORKS.find((network) => network.id === chainId)?.currency ?? 'ETH';
}
