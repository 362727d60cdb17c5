import { useChains } from '@/lib/config/chains';

/** How the transparency pages name a chain and find its explorer: from /api/config's `chains`
 *  (decision 060), so a row from any served network says where it happened. */
export interface Networks {
  /** How many networks the deployment serves: a network column is drawn only beyond one. */
  count: number;
  nameOf: (chainId: number) => string;
  explorerFor: (chainId: number) => string | null;
}

/** The shared chain directory (lib/config/chains.ts), with the count the tables draw columns by. */
export function useNetworks(): Networks {
  const { chains, nameOf, explorerFor } = useChains();
  return { count: chains.length || 1, nameOf, explorerFor };
}
