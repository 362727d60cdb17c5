import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { myDonationsQuery } from './queries';

/** `GET /api/donations/me`: what the signed-in wallet gave, its anonymous gifts included. */
export function useMyDonations() {
  const { address } = useSession();
  return useQuery({ ...myDonationsQuery(address), enabled: address !== null });
}
