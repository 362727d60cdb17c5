import type { GaslessConfig } from '@crowdvault/shared/api/gasless-donation';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

export const gaslessStatusQueryKey = ['/donations/gasless'] as const;

/** `GET /api/donations/gasless`: whether "Donate without gas" is offered now and for which
 *  tokens. Silent: when it cannot be read, the panel simply offers the normal transfer. */
export function useGaslessStatus() {
  return useQuery({
    queryKey: gaslessStatusQueryKey,
    queryFn: ({ signal }) => apiGet<GaslessConfig>('/donations/gasless', { signal, silent: true }),
    staleTime: 30_000,
  });
}
