import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';
import { queryClient } from '@/lib/query-client';

/** `GET /api/config`, fetched once per page load and shared by every reader. Silent: each reader
 *  copes with its absence. No abort signal: one page leaving must not cancel it for the others. */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiGet<ConfigResponse>('/config', { silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The config outside React (wallet setup, the donation flow): the cached answer, or one fetch
 *  (a failure is retried on the next call). */
export function loadAppConfig(): Promise<ConfigResponse> {
  return queryClient.ensureQueryData(configQueryOptions);
}
