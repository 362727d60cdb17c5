import { formatAmount, formatUnits } from '@crowdvault/shared/format';
import { useQuery } from '@tanstack/react-query';
import { storeWalletBalance } from '@/lib/auth/session-store';
import { loadAppConfig } from '@/lib/config/app-config';
import { chainById, primaryChain, tokenOf } from '@/lib/config/chains';
import { readTokenBalance } from '@/lib/wallet/read-balance';

/** The address's balance of `symbol` as a decimal string ("1234.5678", the reader's format is the
 *  caller's to apply) on chain `chainId` when the
 *  deployment serves it, else on the primary chain, read from the token contract and with the
 *  decimals /api/config lists for that chain. A symbol that chain does not list as a token (the
 *  native coin, a token of another network) gives way to USDT, then to the chain's first token:
 *  the answer says which one it read. */
export function useTokenBalance(address: string | null, symbol = 'USDT', chainId: number | null = null) {
  return useQuery({
    queryKey: ['token-balance', symbol, address, chainId],
    enabled: address !== null,
    staleTime: 15_000,
    refetchInterval: 30_000,
    queryFn: async (): Promise<{ balance: string; symbol: string } | null> => {
      const config = await loadAppConfig();
      const chain = chainById(config, chainId) ?? primaryChain(config);
      const token = tokenOf(chain, symbol) ?? tokenOf(chain, 'USDT') ?? chain?.tokens[0];
      if (!chain || !token || !address) return null;
      const raw = await readTokenBalance(chain.rpcUrl, token.address, address);
      const balance = formatUnits(raw, token.decimals);
      // SPEC.md §3's walletState keeps it as the app first showed it ("1,234.56").
      storeWalletBalance(formatAmount(balance, 2));
      return { balance, symbol: token.symbol };
    },
  });
}
