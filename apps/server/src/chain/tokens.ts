import { type Address, getAddress, zeroAddress } from 'viem';
import type { ChainDeployment } from './deployment';
import { NATIVE_DECIMALS, nativeCurrencySymbol } from './native-coin';

/** A token a vault can hold and pay out: a configured stablecoin, or the native coin. */
export interface ChainToken {
  symbol: string;
  /** Null for the native coin (the vault's calls and events use the zero address for it). */
  address: Address | null;
  decimals: number;
}

/** The deployment's tokens, then the native coin: the order balances are listed in. */
export function chainTokens(deployment: ChainDeployment): ChainToken[] {
  return [
    ...deployment.tokens.map((token) => ({
      symbol: token.symbol,
      address: getAddress(token.address),
      decimals: token.decimals,
    })),
    { symbol: nativeCurrencySymbol(deployment.chainId), address: null, decimals: NATIVE_DECIMALS },
  ];
}

export function tokenBySymbol(deployment: ChainDeployment, symbol: string): ChainToken | undefined {
  return chainTokens(deployment).find((token) => token.symbol === symbol.toUpperCase());
}

/** The token at `address`; the zero address (or null) is the native coin. */
export function tokenByAddress(deployment: ChainDeployment, address: string | null): ChainToken | undefined {
  const wanted = address === null || address.toLowerCase() === zeroAddress ? null : address.toLowerCase();
  return chainTokens(deployment).find((token) => (token.address?.toLowerCase() ?? null) === wanted);
}

/** How the vault's functions name a token: the zero address for the native coin. */
export function vaultTokenArgument(token: ChainToken): Address {
  return token.address ?? zeroAddress;
}
