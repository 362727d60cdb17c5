import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

/** `GET /api/config` (fetched once): the block explorer for address and transaction links. */
export function useExplorerUrl(): string | null {
  const { data } = useQuery({
    queryKey: ['/config'],
    queryFn: ({ signal }) => apiGet<ConfigResponse>('/config', { signal, silent: true }),
  });
  return data?.explorerUrl ?? null;
}
