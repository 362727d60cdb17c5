import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { SwapQuote, SwapTokens } from '@crowdvault/shared/api/swap';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';
import { readNativeBalance, readTokenBalance } from '@/lib/wallet/read-balance';

type SwapToken = SwapTokens['tokens'][number];

/** `GET /api/swaps/tokens`: what the chain can swap into the campaign's stablecoin, each token
 *  available, without a route, or with too little liquidity. */
export function useSwapTokens(chainId: number | undefined, currency: string) {
  return useQuery({
    queryKey: ['/swaps/tokens', chainId ?? null, currency],
    enabled: chainId !== undefined,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      apiGet<SwapTokens>('/swaps/tokens', { query: { chainId, currency }, signal, silent: true }),
  });
}

/** The donor's balance of each swap token (the native coin's too), over plain JSON-RPC, keyed by
 *  symbol, under the key a donation refreshes ('token-balance'). A token not read is left out. */
export function useSwapBalances(donor: string | null, chain: ChainConfig | undefined, tokens: SwapToken[]) {
  return useQuery({
    queryKey: ['token-balance', 'swap', donor?.toLowerCase() ?? null, chain?.chainId ?? null, tokens.length],
    enabled: donor !== null && chain !== undefined && tokens.length > 0,
    staleTime: 15_000,
    queryFn: async (): Promise<Partial<Record<string, bigint>>> => {
      if (!donor || !chain) return {};
      const settled = await Promise.allSettled(
        tokens.map(
          async (token) =>
            [
              token.symbol,
              token.address
                ? await readTokenBalance(chain.rpcUrl, token.address, donor)
                : await readNativeBalance(chain.rpcUrl, donor),
            ] as const,
        ),
      );
      return Object.fromEntries(
        settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
      );
    },
  });
}

export interface SwapQuoteAsk {
  chainId: number;
  /** The token's address, or 'native'. */
  tokenIn: string;
  amountIn: string;
  currency: string;
  slippageBps: number;
  campaignId: number;
  /** The signed-in donor: the answer then carries the gift's transaction. */
  from: string | null;
}

/** `GET /api/swaps/quote` for what the donor typed, read again every 15 s while shown so the gift
 *  signs a fresh price. The last answer stays while the next is read; a refusal is the error. */
export function useSwapQuote(ask: SwapQuoteAsk | null) {
  return useQuery({
    queryKey: ['/swaps/quote', ask],
    enabled: ask !== null,
    retry: false,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiGet<SwapQuote>('/swaps/quote', {
        query: { ...(ask as SwapQuoteAsk), from: ask?.from ?? undefined },
        signal,
        silent: true,
      }),
  });
}
