import { formatDate } from '@crowdvault/shared/format';

/** "Jul 4, 2026, 14:03" for when balances were read; 'Never' when they were not. */
export function formatChecked(value: string | null | undefined): string {
  if (!value) return 'Never';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Never';
  const time = date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
  return `${formatDate(date)}, ${time}`;
}
