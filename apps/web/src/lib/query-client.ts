import { QueryClient } from '@tanstack/react-query';

/** SPEC.md §7 caching: no retries, no refetch on focus, no polling, never stale by default. The
 *  server renders each page with a fresh one (entry-server.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache, also reachable outside React (wallet setup, the donation flow). */
export const queryClient = createQueryClient();
