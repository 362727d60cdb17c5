import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { myWithdrawalsQuery } from './queries';

/** How often history is read again while a withdrawal is still pending. */
export const PENDING_POLL_MS = 2_000;

/** `GET /api/withdrawals/me`: Withdrawal History, polled while any row is pending so it turns
 *  completed or failed without a reload. */
export function useMyWithdrawals() {
  const { address } = useSession();
  return useQuery({
    ...myWithdrawalsQuery(address),
    enabled: address !== null,
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.status === 'pending') ? PENDING_POLL_MS : false,
  });
}
