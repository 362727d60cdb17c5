import { formatAmount } from '@crowdvault/shared/format';

/** A USD total as the home page shows it: '$1,234' (whole dollars), cents only below $100. */
export function formatUsd(value: string): string {
  const whole = value.split('.')[0] ?? '0';
  return `$${whole.length > 2 ? formatAmount(value, 0) : formatAmount(value, 2)}`;
}
