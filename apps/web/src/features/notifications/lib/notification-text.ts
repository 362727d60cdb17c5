import type { Notification } from '@crowdvault/shared/api/notifications';

/** What one bell entry says. The campaign title and update title are shown as text, never markup. */
export function notificationText(notification: Notification): string {
  switch (notification.kind) {
    case 'update':
      return notification.detail ? `New update: ${notification.detail}` : 'New update';
    case 'withdrawal':
      return 'Funds were withdrawn from the vault';
    case 'goal':
      return 'Reached its goal';
    case 'ending':
      return 'Ends in 3 days';
  }
}

/** "3 h ago", "2 d ago": short enough for a phone's bell. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}
