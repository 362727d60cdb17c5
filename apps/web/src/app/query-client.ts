import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/http/query-fn';

/** SPEC.md §7 caching: no retries, no refetch on focus, no polling, never stale by default.
 *  Queries whose key spells an API path need no queryFn of their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
