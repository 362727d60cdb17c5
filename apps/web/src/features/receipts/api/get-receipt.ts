import type { Receipt } from '@crowdvault/shared/api/receipt';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet } from '@/lib/http/api-client';

/** `GET /api/receipts/:chainId/:txHash/:logIndex`; keyed by the viewer, who may see more. A 404 the
 *  server rendered the page with (decision 123) is kept, not asked again when the page hydrates. */
export function useReceipt(path: string) {
  const { address } = useSession();
  return useQuery({
    queryKey: ['receipts', path, address],
    queryFn: ({ signal }) => apiGet<Receipt>(`/receipts/${path}`, { signal, silent: true }),
    retryOnMount: false,
  });
}
