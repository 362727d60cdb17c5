import type { DiscoverFilters } from './discover-filters';
import { hasNarrowingFilters } from './discover-filters';

/** 'Showing N active campaigns' — only for a single status (SPEC.md §2). */
export function showingText(status: DiscoverFilters['status'], total: number): string | null {
  if (status === 'all') return null;
  return `Showing ${total} ${status} ${total === 1 ? 'campaign' : 'campaigns'}`;
}

const SORT_TEXT: Record<DiscoverFilters['sortBy'], string> = {
  recent: 'Latest donation first',
  funded: 'Most raised first',
  ending: 'Soonest end first',
  newest: 'Newest campaign first',
};

/** How the list is ordered, in words a visitor can check against the cards: 'Recent' and 'Newest'
 *  alone read alike (decision 088). */
export function sortText(sortBy: DiscoverFilters['sortBy']): string {
  return SORT_TEXT[sortBy];
}

const STATUS_EMPTY = {
  completed: { title: 'No completed campaigns found', description: 'No campaigns have been completed yet.' },
  ended: { title: 'No ended campaigns found', description: 'No campaigns have ended yet.' },
  paused: { title: 'No paused campaigns found', description: 'No campaigns are currently paused.' },
  active: { title: 'No active campaigns found', description: 'No campaigns are currently active.' },
} as const;

/** The empty state's texts: about the status when only the status filters, else about the search. */
export function emptyText(filters: DiscoverFilters): { title: string; description: string } {
  if (filters.status !== 'all' && !hasNarrowingFilters(filters)) return STATUS_EMPTY[filters.status];
  return { title: 'No campaigns found', description: 'Try adjusting your search criteria' };
}
