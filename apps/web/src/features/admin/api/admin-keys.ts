/** Query keys of the admin area: everything under 'admin', so one invalidation refreshes it all. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  platformStats: () => ['admin', 'platform-stats'] as const,
  campaigns: (query: object) => ['admin', 'campaigns', 'list', query] as const,
  campaign: (id: number) => ['admin', 'campaigns', 'detail', id] as const,
  wallets: (query: object) => ['admin', 'wallets', query] as const,
  users: (query: object) => ['admin', 'users', query] as const,
  audit: (query: object) => ['admin', 'audit', query] as const,
  reports: (query: object) => ['admin', 'reports', query] as const,
  settings: () => ['admin', 'settings'] as const,
};
