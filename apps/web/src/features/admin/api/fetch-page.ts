import { TOTAL_COUNT_HEADER } from '@crowdvault/shared/campaign-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type QueryValue } from '@/lib/http/api-client';

export interface Page<T> {
  items: T[];
  /** Everything that matches (X-Total-Count), not just this page. */
  total: number;
}

/** One page of an admin list, with its total. Silent: each list shows its own error. */
export async function fetchPage<T>(
  path: string,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<Page<T>> {
  let total = 0;
  const items = await apiGet<T[]>(path, {
    query,
    signal,
    silent: true,
    onHeaders: (headers) => {
      total = Number(headers.get(TOTAL_COUNT_HEADER) ?? 0);
    },
  });
  return { items, total: Math.max(total, items.length) };
}

/** An admin list's page as a query: the page shown stays while the next one loads, and an empty
 *  search is not sent. `options` adds to the query's own (a list's retries). */
export function usePageQuery<T>(
  queryKey: readonly unknown[],
  path: string,
  filters: { search?: string } & Record<string, QueryValue>,
  options: { retry?: number } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage<T>(path, { ...filters, search: filters.search || undefined }, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}
