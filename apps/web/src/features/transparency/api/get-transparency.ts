import type { PlatformReconciliation, TransparencySummary } from '@crowdvault/shared/api/transparency';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

/** `GET /api/transparency`: the platform's figures (SQL aggregates, fast). */
export function useTransparencySummary() {
  return useQuery({
    queryKey: ['transparency', 'summary'],
    queryFn: ({ signal }) => apiGet<TransparencySummary>('/transparency', { signal, silent: true }),
  });
}

/** `GET /api/transparency/reconciliation`: every vault read from the chain (slower, cached). */
export function usePlatformReconciliation() {
  return useQuery({
    queryKey: ['transparency', 'reconciliation'],
    queryFn: ({ signal }) =>
      apiGet<PlatformReconciliation>('/transparency/reconciliation', { signal, silent: true }),
  });
}
