import type { NotificationList } from '@crowdvault/shared/api/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet, apiRequest } from '@/lib/http/api-client';

/** Scoped by address, like every signed-in user's data, so the next user never sees the last's. */
export const notificationsKey = (address: string | null) =>
  ['notifications', address?.toLowerCase() ?? null] as const;

/** How long the bell trusts what it read: it reads again when the page regains focus after that. */
const BELL_STALE_MS = 30_000;

/** `GET /api/notifications`: read when the header mounts (a page load), on focus once stale, and
 *  whenever the bell is opened. No polling (SPEC.md §7). */
export function useNotifications() {
  const { address, status } = useSession();
  return useQuery({
    queryKey: notificationsKey(address),
    enabled: status === 'signed-in' && address !== null,
    queryFn: ({ signal }) =>
      apiGet<NotificationList>('/notifications', { signal, silent: true, query: { limit: 20 } }),
    staleTime: BELL_STALE_MS,
    refetchOnWindowFocus: true,
  });
}

export function useMarkRead() {
  const { address } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      apiRequest<null>(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`, {
        method: 'POST',
        silent: true,
      }),
    onMutate: (id) => {
      // The count drops at once; the server's answer follows.
      queryClient.setQueryData<NotificationList>(notificationsKey(address), (list) =>
        list
          ? {
              unreadCount:
                id === 'all'
                  ? 0
                  : Math.max(0, list.unreadCount - (list.items.some((n) => n.id === id && !n.read) ? 1 : 0)),
              items: list.items.map((n) => (id === 'all' || n.id === id ? { ...n, read: true } : n)),
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey(address) }),
  });
}
