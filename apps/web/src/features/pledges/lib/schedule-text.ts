import { activeFormat } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import type { PledgeFormValues } from './check-pledge';

/** When the gifts are taken, with dates: a month on chain is 30 days (the contract counts seconds,
 *  not calendar months), so the form names the days rather than leave "month" to be read as the
 *  same day each month (issue 40). In the page's language and locale (the form is drawn in the
 *  browser only). */
export function scheduleText(
  values: Pick<PledgeFormValues, 'cadence' | 'untilCancelled'>,
  periods: number,
  today: Date,
): string {
  if (periods <= 1) return t('The gift is collected today, once.');
  const days = values.cadence === 'weekly' ? 7 : 30;
  const dayAfter = (count: number) =>
    activeFormat().date(new Date(today.getTime() + count * days * 86_400_000).toISOString());
  if (periods === 2) {
    return t('The first gift is collected today, the next {days} days later on {next}.', {
      days,
      next: dayAfter(1),
    });
  }
  const dates = { days, next: dayAfter(1), after: dayAfter(2), periods };
  return values.untilCancelled
    ? t(
        'The first gift is collected today, the next {days} days later on {next}, {after} and so on, at most {periods} in all.',
        dates,
      )
    : t(
        'The first gift is collected today, the next {days} days later on {next}, {after} and so on, {periods} in all.',
        dates,
      );
}
