import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';

/** One of queries.ts's queries for the signed-in wallet; it waits while no one is signed in. */
export function useMyQuery<T>(
  query: (address: string | null) => {
    queryKey: readonly unknown[];
    queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  },
) {
  const { address } = useSession();
  return useQuery({ ...query(address), enabled: address !== null });
}
