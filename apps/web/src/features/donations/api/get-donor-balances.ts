import type { ChainConfig } from '@crowdvault/shared/api/config';
import { useQuery } from '@tanstack/react-query';
import { readNativeBalance, readTokenBalance } from '@/lib/wallet/read-balance';

/** What the donor holds of each token (and the native coin) on one chain, in smallest units. */
export type DonorBalances = Partial<Record<string, bigint>>;

/** The signed-in donor's balances on the chosen chain, read over plain JSON-RPC before anything is
 *  signed, so the panel can show them and refuse more than the wallet holds. Under the header
 *  balance's key ('token-balance'), which a donation refreshes. A token that cannot be read is left
 *  out (the wallet's own check still runs when sending). */
export function useDonorBalances(address: string | null, chain: ChainConfig | undefined) {
  return useQuery({
    queryKey: ['token-balance', 'donor', address?.toLowerCase() ?? null, chain?.chainId ?? null],
    enabled: address !== null && chain !== undefined,
    staleTime: 15_000,
    queryFn: async (): Promise<DonorBalances> => {
      if (!address || !chain) return {};
      const reads = [
        ...chain.tokens.map(
          async (token) =>
            [token.symbol, await readTokenBalance(chain.rpcUrl, token.address, address)] as const,
        ),
        (async () =>
          [chain.nativeCurrency.symbol, await readNativeBalance(chain.rpcUrl, address)] as const)(),
      ];
      const settled = await Promise.allSettled(reads);
      return Object.fromEntries(
        settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
      );
    },
  });
}
