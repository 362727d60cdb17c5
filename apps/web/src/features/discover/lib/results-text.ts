import { msg, type Translate } from '@/lib/i18n/i18n';
import type { DiscoverFilters } from './discover-filters';
import { hasNarrowingFilters } from './discover-filters';

// One message per status, not the status word inside one sentence: the adjective agrees with
// "campaign" (its gender, its plural) differently in each language.
const SHOWING: Record<Exclude<DiscoverFilters['status'], 'all'>, string> = {
  active: msg('Showing {count, plural, one {# active campaign} other {# active campaigns}}'),
  ended: msg('Showing {count, plural, one {# ended campaign} other {# ended campaigns}}'),
  paused: msg('Showing {count, plural, one {# paused campaign} other {# paused campaigns}}'),
  completed: msg('Showing {count, plural, one {# completed campaign} other {# completed campaigns}}'),
};

/** 'Showing N active campaigns' — only for a single status (SPEC.md §2). */
export function showingText(t: Translate, status: DiscoverFilters['status'], total: number): string | null {
  if (status === 'all') return null;
  return t(SHOWING[status], { count: total });
}

const SORT_TEXT: Record<DiscoverFilters['sortBy'], string> = {
  recent: msg('Latest donation first'),
  funded: msg('Most raised first'),
  ending: msg('Soonest end first'),
  newest: msg('Newest campaign first'),
};

/** How the list is ordered, in words a visitor can check against the cards: 'Recent' and 'Newest'
 *  alone read alike (decision 088). */
export function sortText(t: Translate, sortBy: DiscoverFilters['sortBy']): string {
  return t(SORT_TEXT[sortBy]);
}

const STATUS_EMPTY = {
  completed: {
    title: msg('No completed campaigns found'),
    description: msg('No campaigns have been completed yet.'),
  },
  ended: { title: msg('No ended campaigns found'), description: msg('No campaigns have ended yet.') },
  paused: { title: msg('No paused campaigns found'), description: msg('No campaigns are currently paused.') },
  active: { title: msg('No active campaigns found'), description: msg('No campaigns are currently active.') },
} as const;

/** The empty state's texts: about the status when only the status filters, else about the search. */
export function emptyText(t: Translate, filters: DiscoverFilters): { title: string; description: string } {
  if (filters.status !== 'all' && !hasNarrowingFilters(filters)) {
    const { title, description } = STATUS_EMPTY[filters.status];
    return { title: t(title), description: t(description) };
  }
  return { title: t('No campaigns found'), description: t('Try adjusting your search criteria') };
}
