import type { AdminStats } from '@crowdvault/shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/stats`: the cards above Campaign Management. */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => apiGet<AdminStats>('/admin/stats', { signal, silent: true }),
  });
}
