import type { DashboardSummary } from '@crowdvault/shared/api/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet } from '@/lib/http/api-client';
import { myQueryKey } from './my-query-key';

/** `GET /api/dashboard/summary`: the overview's four cards. */
export function useDashboardSummary() {
  const { address } = useSession();
  return useQuery({
    queryKey: myQueryKey(address, 'summary'),
    enabled: address !== null,
    queryFn: ({ signal }) => apiGet<DashboardSummary>('/dashboard/summary', { signal, silent: true }),
  });
}
