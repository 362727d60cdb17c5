import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useChains } from '@/lib/config/chains';
import { useT } from '@/lib/i18n/i18n';
import { useMarkRead, useNotifications } from '../api/notifications';
import { notificationTarget, notificationText, timeAgo } from '../lib/notification-text';

/** The header's bell (signed-in users): unread count, the newest notifications of the campaigns
 *  they follow, each marked read when opened, and Mark all read. Its code is a lazy chunk loaded
 *  only for signed-in users, so a visitor's header does not grow. */
export function NotificationBell({ className }: { className?: string }) {
  const t = useT();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const chains = useChains();
  const [, navigate] = useLocation();
  // An entry opened moves the reader to its page: the focus stays there, not back on the bell.
  const leftForEntry = useRef(false);
  const list = notifications.data;
  const unread = list?.unreadCount ?? 0;
  const label = unread > 0 ? t('Notifications, {count} unread', { count: unread }) : t('Notifications');

  return (
    <DropdownMenu.Root onOpenChange={(open) => open && void notifications.refetch()}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className={cn('relative', className)} aria-label={label}>
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              data-testid="bell-count"
              aria-hidden
              className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            if (leftForEntry.current) event.preventDefault();
            leftForEntry.current = false;
          }}
          aria-label={t('Notifications')}
          // At most the width Radix measured beside the collision padding: 100vw counts a non-overlay
          // scrollbar, so calc(100vw - 1rem) reached the viewport's right edge at 390 px.
          className="z-50 flex max-h-[70vh] w-96 max-w-(--radix-dropdown-menu-content-available-width) flex-col rounded-xl border bg-card text-card-foreground shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <p className="font-semibold">{t('Notifications')}</p>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0}
              onClick={(event) => {
                event.preventDefault();
                markRead.mutate('all');
              }}
            >
              {t('Mark all read')}
            </Button>
          </div>
          <div className="overflow-y-auto p-1">
            {!list ? (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">
                {notifications.isError ? t('Notifications could not be loaded.') : t('Loading...')}
              </p>
            ) : list.items.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">
                {t('Nothing yet. Follow a campaign to hear of its updates, withdrawals, goal and last days.')}
              </p>
            ) : (
              list.items.map((item) => (
                <DropdownMenu.Item
                  key={item.id}
                  onSelect={() => {
                    if (!item.read) markRead.mutate(item.id);
                    leftForEntry.current = true;
                    navigate(notificationTarget(item));
                  }}
                  className="flex cursor-pointer gap-3 rounded-lg px-3 py-2.5 outline-none select-none data-[highlighted]:bg-muted"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      item.read ? 'bg-transparent' : 'bg-primary',
                    )}
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="truncate text-sm font-medium">{item.campaignTitle}</span>
                    <span className="line-clamp-2 text-sm break-words text-muted-foreground">
                      {notificationText(item, chains.nameOf)}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {timeAgo(item.createdAt)}
                      {!item.read && <span className="sr-only"> {t('(unread)')}</span>}
                    </span>
                  </span>
                </DropdownMenu.Item>
              ))
            )}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
