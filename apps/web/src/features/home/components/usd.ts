import type { Format } from '@/lib/i18n/format';

/** A USD total as the home page shows it: '$1,234' (whole dollars), cents only below $100, in the
 *  reader's locale ('1.234 $'). */
export function homeUsd(format: Format, value: string): string {
  const whole = value.split('.')[0] ?? '0';
  return format.usd(value, whole.length > 2 ? 0 : 2);
}
