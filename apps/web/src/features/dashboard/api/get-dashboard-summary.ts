import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { dashboardSummaryQuery } from './queries';

/** `GET /api/dashboard/summary`: the overview's four cards. */
export function useDashboardSummary() {
  const { address } = useSession();
  return useQuery({ ...dashboardSummaryQuery(address), enabled: address !== null });
}
