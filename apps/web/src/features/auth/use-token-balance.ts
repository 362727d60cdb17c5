import { formatAmount, formatUnits } from '@crowdvault/shared/format';
import { useQuery } from '@tanstack/react-query';
import { storeWalletBalance } from '@/lib/auth/session-store';
import { loadAppConfig } from '@/lib/config/app-config';
import { chainById } from '@/lib/config/chains';

/** ERC-20 `balanceOf(address)` selector. */
const BALANCE_OF = '0x70a08231';

/** One eth_call over plain JSON-RPC: the header needs only this, so it does not pull viem into
 *  every page a signed-in user visits. */
async function readTokenBalance(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  const data = `${BALANCE_OF}${owner.slice(2).toLowerCase().padStart(64, '0')}`;
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ to: token, data }, 'latest'],
    }),
  });
  const body = (await response.json()) as { result?: string; error?: { message: string } };
  if (!body.result || body.error) throw new Error(body.error?.message ?? 'eth_call returned nothing');
  return body.result === '0x' ? 0n : BigInt(body.result);
}

/** The address's balance of `symbol` as "1,234.56" (two decimals) on chain `chainId` when the
 *  deployment serves it, else on the primary chain, read from the token contract and with the
 *  decimals /api/config lists for that chain. */
export function useTokenBalance(address: string | null, symbol = 'USDT', chainId: number | null = null) {
  return useQuery({
    queryKey: ['token-balance', symbol, address, chainId],
    enabled: address !== null,
    staleTime: 15_000,
    refetchInterval: 30_000,
    queryFn: async () => {
      const config = await loadAppConfig();
      const chain = chainById(config, chainId) ?? config.chains[0];
      const token = chain?.tokens.find((candidate) => candidate.symbol === symbol);
      if (!chain || !token || !address) return null;
      const raw = await readTokenBalance(chain.rpcUrl, token.address, address);
      const balance = formatAmount(formatUnits(raw, token.decimals), 2);
      storeWalletBalance(balance);
      return balance;
    },
  });
}
