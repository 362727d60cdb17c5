import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** After a moderation change: the admin lists and stats, and the public campaign caches (lists,
 *  the campaign page, its donations), so Discover and the page show the new state. */
export function invalidateCampaignViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['/campaigns'] }),
    queryClient.invalidateQueries({ queryKey: ['/stats'] }),
  ]);
}
