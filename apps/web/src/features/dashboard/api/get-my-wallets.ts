import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet } from '@/lib/http/api-client';
import { myQueryKey } from './my-query-key';

export const myWalletsQueryName = 'wallets';

/** `GET /api/campaigns/me/wallets`: each own campaign's vault with its balances read from the chain. */
export function useMyWallets() {
  const { address } = useSession();
  return useQuery({
    queryKey: myQueryKey(address, myWalletsQueryName),
    enabled: address !== null,
    queryFn: ({ signal }) => apiGet<CampaignVault[]>('/campaigns/me/wallets', { signal, silent: true }),
  });
}
