import { dashboardSummaryQuery } from './queries';
import { useMyQuery } from './use-my-query';

/** `GET /api/dashboard/summary`: the overview's four cards. */
export function useDashboardSummary() {
  return useMyQuery(dashboardSummaryQuery);
}
