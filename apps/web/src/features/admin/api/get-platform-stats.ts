import type { StatsResponse } from '@crowdvault/shared/api/stats';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/stats`, the platform's public figures, for the Admin Dashboard's Analytics tab. Under
 *  the admin keys, so an admin action that refreshes the area refreshes them too. */
export function usePlatformStats() {
  return useQuery({
    queryKey: adminKeys.platformStats(),
    queryFn: ({ signal }) => apiGet<StatsResponse>('/stats', { signal, silent: true }),
  });
}
