import { formatDate } from '@crowdvault/shared/format';
import type { PledgeFormValues } from './check-pledge';

/** When the gifts are taken, with dates: a month on chain is 30 days (the contract counts seconds,
 *  not calendar months), so the form names the days rather than leave "month" to be read as the
 *  same day each month (issue 40). */
export function scheduleText(
  values: Pick<PledgeFormValues, 'cadence' | 'untilCancelled'>,
  periods: number,
  today: Date,
): string {
  if (periods <= 1) return 'The gift is collected today, once.';
  const days = values.cadence === 'weekly' ? 7 : 30;
  const after = (count: number) => formatDate(new Date(today.getTime() + count * days * 86_400_000));
  const then =
    periods > 2 ? `, ${after(2)} and so on, ${values.untilCancelled ? 'at most ' : ''}${periods} in all` : '';
  return `The first gift is collected today, the next ${days} days later on ${after(1)}${then}.`;
}
