import type { GaslessConfig } from '@crowdvault/shared/api/gasless-donation';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

/** Every chain's answer starts with this key (invalidate it to refresh them all). */
export const gaslessStatusQueryKey = ['/donations/gasless'] as const;

/** `GET /api/donations/gasless?chainId=`: whether "Donate without gas" is offered now on that
 *  chain (each chain has its own relayer, budget and tokens) and for which tokens. Silent: when it
 *  cannot be read, the panel simply offers the normal transfer. */
export function useGaslessStatus(chainId: number | null) {
  return useQuery({
    queryKey: [...gaslessStatusQueryKey, chainId],
    enabled: chainId !== null,
    queryFn: ({ signal }) =>
      apiGet<GaslessConfig>(`/donations/gasless?chainId=${chainId}`, { signal, silent: true }),
    staleTime: 30_000,
  });
}
