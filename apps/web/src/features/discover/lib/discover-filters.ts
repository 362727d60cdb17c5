import {
  CAMPAIGN_LIST_STATUSES,
  CAMPAIGN_SORTS,
  type CampaignListQueryInput,
  type CampaignListStatus,
  type CampaignSort,
} from '@crowdvault/shared/campaign-list';
import { CATEGORIES, type Category } from '@crowdvault/shared/constants';

export const FEATURED_FILTERS = ['all', 'true', 'false'] as const;
export type FeaturedFilter = (typeof FEATURED_FILTERS)[number];

export interface DiscoverFilters {
  search: string;
  category: Category | 'all';
  status: CampaignListStatus;
  featured: FeaturedFilter;
  sortBy: CampaignSort;
}

export const DEFAULT_FILTERS: DiscoverFilters = {
  search: '',
  category: 'all',
  status: 'active',
  featured: 'all',
  sortBy: 'recent',
};

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** Reads the filters from the URL query; unknown values fall back to the defaults. */
export function parseFilters(search: string): DiscoverFilters {
  const params = new URLSearchParams(search);
  return {
    search: params.get('search') ?? '',
    category: oneOf(['all', ...CATEGORIES], params.get('category'), 'all'),
    status: oneOf(CAMPAIGN_LIST_STATUSES, params.get('status'), DEFAULT_FILTERS.status),
    featured: oneOf(FEATURED_FILTERS, params.get('featured'), 'all'),
    sortBy: oneOf(CAMPAIGN_SORTS, params.get('sortBy'), DEFAULT_FILTERS.sortBy),
  };
}

/** The URL query of `filters`, leaving defaults out so a plain /discover stays plain. */
export function filtersToSearch(filters: DiscoverFilters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof DiscoverFilters)[]) {
    const value = key === 'search' ? filters.search.trim() : filters[key];
    if (value && value !== DEFAULT_FILTERS[key]) params.set(key, value);
  }
  return params.toString();
}

/** The API query for `filters`. */
export function filtersToQuery(filters: DiscoverFilters): Omit<CampaignListQueryInput, 'limit' | 'offset'> {
  return {
    search: filters.search.trim() || undefined,
    category: filters.category === 'all' ? undefined : filters.category,
    status: filters.status,
    featured: filters.featured === 'all' ? undefined : filters.featured,
    sortBy: filters.sortBy,
  };
}

/** Whether any filter differs from a plain /discover (what "Clear filters" would undo). */
export function hasAnyFilter(filters: DiscoverFilters): boolean {
  return filtersToSearch(filters) !== '';
}

/** Whether anything narrows the list besides the status. */
export function hasNarrowingFilters(filters: DiscoverFilters): boolean {
  return Boolean(filters.search.trim()) || filters.category !== 'all' || filters.featured !== 'all';
}
