import { formatDate } from '@crowdvault/shared/format';

/** "Jul 4, 2026, 14:03"; 'Never' when there is no time. */
export function formatDateTime(value: string | null | undefined, empty = 'Never'): string {
  if (!value) return empty;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return empty;
  const time = date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
  return `${formatDate(date)}, ${time}`;
}
