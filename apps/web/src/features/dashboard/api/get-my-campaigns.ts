import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { myCampaignsQuery } from './queries';

/** `GET /api/campaigns/me`: every own campaign, pending and rejected ones included, with why a
 *  moderator rejected or flagged it. */
export function useMyCampaigns() {
  const { address } = useSession();
  return useQuery({ ...myCampaignsQuery(address), enabled: address !== null });
}
