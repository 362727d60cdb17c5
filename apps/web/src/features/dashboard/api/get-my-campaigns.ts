import { myCampaignsQuery } from './queries';
import { useMyQuery } from './use-my-query';

/** `GET /api/campaigns/me`: every own campaign, pending and rejected ones included, with why a
 *  moderator rejected or flagged it. */
export function useMyCampaigns() {
  return useMyQuery(myCampaignsQuery);
}
