// The networks a deployment serves, as the web app reads them from /api/config's `chains`
// (decision 060). Everything that differs between chains (name, RPC, explorer, tokens and their
// decimals) is looked up here by chain id; no code branches on an id. Free of wallet code: the
// campaign page and the header use it.
import type { ChainConfig, ConfigResponse } from '@crowdvault/shared/api/config';
import { formatList } from '@crowdvault/shared/i18n/format';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { useQuery } from '@tanstack/react-query';
import { activeLocale } from '@/lib/i18n/i18n';
import { configQueryOptions } from './app-config';

/** /api/config, or the part of it that lists the served chains; undefined (or no list) before it
 *  has answered. */
type Served = { chains?: ChainConfig[] } | undefined;

/** The entry of a per-chain list (served chains, a vault's balances per network) for this chain
 *  id, or undefined when the list has none: never another chain's entry in its place. */
export function findChain<T extends { chainId: number }>(
  list: readonly T[] | null | undefined,
  chainId: number | null | undefined,
): T | undefined {
  // No entry has a null id: a missing one finds nothing.
  return list?.find((entry) => entry.chainId === chainId);
}

/** The served chain with this id, or undefined for a chain the deployment does not serve. */
export function chainById(config: Served, chainId: number | null | undefined): ChainConfig | undefined {
  return findChain(config?.chains, chainId);
}

/** The primary chain (the first /api/config lists), or undefined before it has answered. */
export function primaryChain(config: Served): ChainConfig | undefined {
  return config?.chains?.[0];
}

/** A token a chain (or a gasless relay on it) lists by its symbol, with its address and decimals
 *  on that chain; undefined when that chain does not offer it. */
export function tokenOf<T extends { symbol: string }>(
  chain: { tokens: readonly T[] } | null | undefined,
  symbol: string,
): T | undefined {
  return chain?.tokens.find((token) => token.symbol === symbol);
}

/** The network's name for a chain id: the served chain's ("Local L2"), else "Chain N" (before the
 *  config has answered, or a row from a chain the deployment no longer serves: it still says
 *  where it happened). */
export function chainNameOf(config: Served, chainId: number): string {
  return chainById(config, chainId)?.chainName ?? `Chain ${chainId}`;
}

/** The block explorer of a chain, or null when it has none (local chains) or is not served: a
 *  link is drawn only where it leads somewhere. */
export function explorerFor(config: Served, chainId: number): string | null {
  return chainById(config, chainId)?.explorerUrl ?? null;
}

/** The chain a donation starts on: the wallet's when the deployment serves it (no switch needed),
 *  else the primary. */
export function defaultChainId(config: Pick<ConfigResponse, 'chains'>, walletChainId: number | null): number {
  const primary = primaryChain(config);
  if (!primary) throw new Error('/api/config lists no chain');
  return chainById(config, walletChainId)?.chainId ?? primary.chainId;
}

/** "A", "A and B", "A, B and C" (or "A, B or C"), in `locale`'s words ("A, B und C"). Where a
 *  server renders it, pass the page's locale (`useLocale()`, or `useFormat().list`): the active one
 *  is the browser's page only. */
export function listNames(
  names: string[],
  conjunction: 'and' | 'or' = 'and',
  locale: Locale = activeLocale(),
): string {
  return formatList(names, locale, conjunction);
}

export interface ChainDirectory {
  /** Empty until /api/config has answered. */
  chains: ChainConfig[];
  nameOf: (chainId: number) => string;
  explorerFor: (chainId: number) => string | null;
}

/** The served chains for components, from the config query every page already shares. */
export function useChains(): ChainDirectory {
  const { data: config } = useQuery(configQueryOptions);
  return {
    chains: config?.chains ?? [],
    nameOf: (chainId) => chainNameOf(config, chainId),
    explorerFor: (chainId) => explorerFor(config, chainId),
  };
}
