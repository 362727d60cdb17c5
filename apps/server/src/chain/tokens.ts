import { type Address, getAddress, zeroAddress } from 'viem';
import type { ChainContext } from './context';

/** A token a vault can hold and pay out: a configured stablecoin, or the native coin. */
export interface ChainToken {
  symbol: string;
  /** Null for the native coin (the vault's calls and events use the zero address for it). */
  address: Address | null;
  decimals: number;
}

/** What a chain's tokens are read from: its deployment's stablecoins and the registry's native
 *  coin (ETH, POL, BNB: the chain's own definition, never a table of ids). */
export type TokenSource = Pick<ChainContext, 'deployment' | 'nativeCurrency'>;

/** The deployment's tokens, then the native coin: the order balances are listed in. */
export function chainTokens({ deployment, nativeCurrency }: TokenSource): ChainToken[] {
  return [
    ...deployment.tokens.map((token) => ({
      symbol: token.symbol,
      address: getAddress(token.address),
      decimals: token.decimals,
    })),
    { symbol: nativeCurrency.symbol, address: null, decimals: nativeCurrency.decimals },
  ];
}

export function tokenBySymbol(chain: TokenSource, symbol: string): ChainToken | undefined {
  return chainTokens(chain).find((token) => token.symbol === symbol.toUpperCase());
}

/** The token at `address`; the zero address (or null) is the native coin. */
export function tokenByAddress(chain: TokenSource, address: string | null): ChainToken | undefined {
  const wanted = address === null || address.toLowerCase() === zeroAddress ? null : address.toLowerCase();
  return chainTokens(chain).find((token) => (token.address?.toLowerCase() ?? null) === wanted);
}

/** How the vault's functions name a token: the zero address for the native coin. */
export function vaultTokenArgument(token: ChainToken): Address {
  return token.address ?? zeroAddress;
}
