import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from './api-client';

function isQueryObject(part: unknown): part is Record<string, QueryValue> {
  return typeof part === 'object' && part !== null && !Array.isArray(part);
}

/** ['/campaigns', 7, 'donations', { limit: 3 }] → path '/campaigns/7/donations', query { limit: 3 }. */
export function queryKeyToRequest(queryKey: QueryKey): { path: string; query?: Record<string, QueryValue> } {
  const segments: string[] = [];
  let query: Record<string, QueryValue> | undefined;
  for (const part of queryKey) {
    if (isQueryObject(part)) query = { ...query, ...part };
    else if (typeof part === 'string' || typeof part === 'number') segments.push(String(part));
  }
  const path = segments
    .map((segment, index) => (index === 0 ? segment : encodeURIComponent(segment)))
    .join('/');
  return { path, query };
}

/** TanStack Query's default fetch: GET the path the query key spells. Raises on 401 unless told
 *  to resolve null (for "who am I" style queries). */
export function getQueryFn(options: { on401?: 'throw' | 'returnNull' } = {}): QueryFunction {
  return ({ queryKey, signal }) => {
    const { path, query } = queryKeyToRequest(queryKey);
    return apiRequest(path, { query, signal, on401: options.on401 ?? 'throw' });
  };
}
