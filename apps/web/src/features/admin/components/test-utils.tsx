import type { AdminStats } from '@crowdvault/shared/api/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders with a fresh query client (no retries), as the admin screens need one. */
export function renderWithQuery(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

/** The admin statistics, all zero but for `fields`. */
export function adminStats(fields: Partial<AdminStats> = {}): AdminStats {
  return {
    totalRaised: { stablecoinTotal: '0', byCurrency: [] },
    totalCampaigns: 0,
    activeCampaigns: 0,
    pendingApproval: 0,
    rejected: 0,
    flagged: 0,
    openReports: 0,
    totalUsers: 0,
    ...fields,
  };
}
