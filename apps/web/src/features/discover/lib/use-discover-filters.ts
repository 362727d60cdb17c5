import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type DiscoverFilters, filtersToSearch, parseFilters } from './discover-filters';

/** The Discover filters, kept in the URL query so a filtered view can be shared and survives a
 *  reload. Changes replace the history entry rather than piling up one per keystroke. */
export function useDiscoverFilters(): [DiscoverFilters, (change: Partial<DiscoverFilters>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const update = useCallback(
    (change: Partial<DiscoverFilters>) => {
      const query = filtersToSearch({ ...parseFilters(window.location.search), ...change });
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [location, navigate],
  );
  return [filters, update];
}
