import type { StatsResponse } from '@crowdvault/shared/api/stats';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

export const statsQueryKey = ['/stats'] as const;

/** `GET /api/stats`. Silent: the home page simply leaves the figures out when they fail. */
export function useStats() {
  return useQuery({
    queryKey: statsQueryKey,
    queryFn: ({ signal }) => apiGet<StatsResponse>('/stats', { signal, silent: true }),
  });
}
