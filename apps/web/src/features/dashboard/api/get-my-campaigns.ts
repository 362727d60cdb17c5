import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet } from '@/lib/http/api-client';
import { myQueryKey } from './my-query-key';

/** `GET /api/campaigns/me`: every own campaign, pending and rejected ones included, with why a
 *  moderator rejected or flagged it. */
export function useMyCampaigns() {
  const { address } = useSession();
  return useQuery({
    queryKey: myQueryKey(address, 'campaigns'),
    enabled: address !== null,
    queryFn: ({ signal }) => apiGet<OwnCampaign[]>('/campaigns/me', { signal, silent: true }),
  });
}
