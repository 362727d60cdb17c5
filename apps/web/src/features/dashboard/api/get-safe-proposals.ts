import type { SafeMultisigTx } from '@crowdvault/shared/api/safe';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet } from '@/lib/http/api-client';
import { myQueryKey } from './my-query-key';

/** How often the queue is read again while a proposal waits for another owner or is being sent. */
export const SAFE_QUEUE_POLL_MS = 5_000;

/** The query key of one Safe's queue on one chain; under ['me'], so a withdrawal's refresh reads it
 *  again too. */
export function safeProposalsKey(address: string | null, chainId: number, safe: string) {
  return myQueryKey(address, `safe-proposals-${chainId}-${safe.toLowerCase()}`);
}

/** `GET /api/safes/{chainId}/{safe}/multisig-transactions`: the Safe's proposals, newest nonce first,
 *  with who signed (its owners only). Polled while one is open, so another owner's signature or an
 *  execution shows without a reload. */
export function useSafeProposals(chainId: number, safe: string, enabled = true) {
  const { address } = useSession();
  return useQuery({
    queryKey: safeProposalsKey(address, chainId, safe),
    enabled: enabled && address !== null,
    queryFn: ({ signal }) =>
      apiGet<{ count: number; results: SafeMultisigTx[] }>(
        `/safes/${chainId}/${safe}/multisig-transactions`,
        {
          signal,
          silent: true,
        },
      ).then((list) => list.results),
    refetchInterval: (query) =>
      query.state.data?.some((tx) => tx.status.startsWith('AWAITING') || tx.status === 'EXECUTING')
        ? SAFE_QUEUE_POLL_MS
        : false,
  });
}
