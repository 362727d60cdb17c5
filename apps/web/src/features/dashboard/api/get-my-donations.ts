import type { MyDonation } from '@crowdvault/shared/api/donation';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet } from '@/lib/http/api-client';
import { myQueryKey } from './my-query-key';

/** `GET /api/donations/me`: what the signed-in wallet gave, its anonymous gifts included. */
export function useMyDonations() {
  const { address } = useSession();
  return useQuery({
    queryKey: myQueryKey(address, 'donations'),
    enabled: address !== null,
    queryFn: ({ signal }) => apiGet<MyDonation[]>('/donations/me', { signal, silent: true }),
  });
}
