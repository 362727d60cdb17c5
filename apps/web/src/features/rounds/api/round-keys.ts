/** Query keys of matching rounds: everything under 'rounds', so one invalidation after an admin's
 *  or a creator's change refreshes every view of them. */
export const roundKeys = {
  all: ['rounds'] as const,
  list: () => ['rounds', 'list'] as const,
  page: (id: string | number) => ['rounds', 'page', String(id)] as const,
  estimate: (query: object) => ['rounds', 'estimate', query] as const,
  applications: (roundId: number) => ['rounds', 'applications', roundId] as const,
  mine: () => ['rounds', 'mine'] as const,
  ownCampaigns: () => ['rounds', 'own-campaigns'] as const,
};
