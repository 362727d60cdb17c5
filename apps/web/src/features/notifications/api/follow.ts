import type { FollowState } from '@crowdvault/shared/api/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { apiGet, apiRequest } from '@/lib/http/api-client';

// Following a campaign, apart from the bell's list (notifications.ts): the campaign page needs
// only these, and its first load does not carry the bell's code (the page's JS budget).

/** Under the signed-in user's notifications key, so the next user never sees the last's. */
const followKey = (address: string | null, campaignId: number) =>
  ['notifications', address?.toLowerCase() ?? null, 'follow', campaignId] as const;

/** Whether I follow the campaign (signed-in users only). */
export function useFollowState(campaignId: number) {
  const { address, status } = useSession();
  return useQuery({
    queryKey: followKey(address, campaignId),
    enabled: status === 'signed-in' && address !== null,
    queryFn: ({ signal }) => apiGet<FollowState>(`/campaigns/${campaignId}/follow`, { signal, silent: true }),
  });
}

/** Reads again whether I follow the campaign, for the Follow button and the caller: a recorded
 *  donation makes its donor a follower (unless they unfollowed it before, decision 053). Resolves
 *  true when I follow it now. */
export function useRefreshFollowing(campaignId: number): () => Promise<boolean> {
  const { address } = useSession();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const state = await queryClient.fetchQuery({
        queryKey: followKey(address, campaignId),
        queryFn: ({ signal }) =>
          apiGet<FollowState>(`/campaigns/${campaignId}/follow`, { signal, silent: true }),
        staleTime: 0,
      });
      return state.following;
    } catch {
      return false;
    }
  }, [address, campaignId, queryClient]);
}

export function useSetFollowing(campaignId: number) {
  const { address } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      apiRequest<FollowState>(`/campaigns/${campaignId}/follow`, { method: following ? 'PUT' : 'DELETE' }),
    onSuccess: (state) => queryClient.setQueryData(followKey(address, campaignId), state),
    // Follow pressed while signed out runs right after the wallet connects: this render's address
    // may still be the signed-out one, and the button's first read of the state may have left
    // before the change. Whatever it read is read again now, under whichever address it is kept.
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'notifications' && queryKey[2] === 'follow' && queryKey[3] === campaignId,
      }),
  });
}
