import { useState } from 'react';

/** The offset of a paged list, back to the first page whenever one of `filters` changes (a new
 *  search or filter would otherwise open on a page past its end). */
export function usePageOffset(filters: readonly unknown[]) {
  const [offset, setOffset] = useState(0);
  const [lastFilters, setLastFilters] = useState(filters);
  if (filters.some((filter, index) => !Object.is(filter, lastFilters[index]))) {
    setLastFilters(filters);
    setOffset(0);
  }
  return [offset, setOffset] as const;
}
