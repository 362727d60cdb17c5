import { CATEGORIES } from '@crowdvault/shared/constants';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CATEGORY_LABELS } from '@/components/campaign/category-label';
import { Input } from '@/components/ui/input';
import { msg, useT } from '@/lib/i18n/i18n';
import type { DiscoverFilters } from '../lib/discover-filters';
import { FilterSelect } from './filter-select';

const CATEGORY_OPTIONS = [
  { value: 'all', label: msg('All Categories') },
  ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
] as const;
const STATUS_OPTIONS = [
  { value: 'active', label: msg('Active Campaigns') },
  { value: 'ended', label: msg('Ended Campaigns') },
  { value: 'paused', label: msg('Paused Campaigns') },
  { value: 'completed', label: msg('Completed Campaigns') },
  { value: 'all', label: msg('All Statuses') },
] as const;
const FEATURED_OPTIONS = [
  { value: 'all', label: msg('All Campaigns') },
  { value: 'true', label: msg('Featured Only') },
  { value: 'false', label: msg('Non-Featured') },
] as const;
// 'Recent' (SPEC.md) named what it sorts by, so that it is not read as 'Newest' (decision 088).
const SORT_OPTIONS = [
  { value: 'recent', label: msg('Recent donations') },
  { value: 'funded', label: msg('Most Funded') },
  { value: 'ending', label: msg('Ending Soon') },
  { value: 'newest', label: msg('Newest') },
] as const;

const SEARCH_DELAY_MS = 300;

interface DiscoverFiltersBarProps {
  filters: DiscoverFilters;
  onChange: (change: Partial<DiscoverFilters>) => void;
  /** The element that says in words how the list is ordered. */
  sortDescriptionId?: string;
}

/** Search and the four dropdowns. Typing updates the results after a short pause. */
export function DiscoverFiltersBar({ filters, onChange, sortDescriptionId }: DiscoverFiltersBarProps) {
  const t = useT();
  const [text, setText] = useState(filters.search);

  // The header search may change the URL while this page is open.
  useEffect(() => setText(filters.search), [filters.search]);

  useEffect(() => {
    if (text === filters.search) return;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);

  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and to jsdom */}
      <form
        role="search"
        aria-label={t('Campaign filters')}
        className="relative sm:col-span-2 lg:col-span-1"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: text });
        }}
      >
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('Search campaigns')}
          placeholder={t('Search campaigns...')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pe-9 ps-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label={t('Clear search')}
            onClick={() => {
              setText('');
              onChange({ search: '' });
            }}
            className="absolute top-1/2 end-2 -translate-y-1/2 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </form>
      <FilterSelect
        label={msg('Category')}
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label={msg('Status')}
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label={msg('Featured')}
        value={filters.featured}
        options={FEATURED_OPTIONS}
        onChange={(featured) => onChange({ featured })}
      />
      <FilterSelect
        label={msg('Sort by')}
        describedBy={sortDescriptionId}
        value={filters.sortBy}
        options={SORT_OPTIONS}
        onChange={(sortBy) => onChange({ sortBy })}
      />
    </div>
  );
}
