import { myWalletsQuery } from './queries';
import { useMyQuery } from './use-my-query';

export { myWalletsQueryName } from './queries';

/** `GET /api/campaigns/me/wallets`: each own campaign's vault with its balances read from the chain. */
export function useMyWallets() {
  return useMyQuery(myWalletsQuery);
}
