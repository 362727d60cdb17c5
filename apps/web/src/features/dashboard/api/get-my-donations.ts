import { myDonationsQuery } from './queries';
import { useMyQuery } from './use-my-query';

/** `GET /api/donations/me`: what the signed-in wallet gave, its anonymous gifts included. */
export function useMyDonations() {
  return useMyQuery(myDonationsQuery);
}
