import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { myWalletsQuery } from './queries';

export { myWalletsQueryName } from './queries';

/** `GET /api/campaigns/me/wallets`: each own campaign's vault with its balances read from the chain. */
export function useMyWallets() {
  const { address } = useSession();
  return useQuery({ ...myWalletsQuery(address), enabled: address !== null });
}
