import type { CreatorAnalytics } from '@crowdvault/shared/api/analytics';

export interface ChartDay {
  date: string;
  /** Short label for the axis: "Mar 4". */
  label: string;
  raised: number;
  amount: number;
  wallet: number;
  direct: number;
  followers: number;
}

const LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The chart rows: raised so far (the total before the range plus each day's gifts) against the
 *  goal, gifts per day split wallet / direct, and followers. Dollars as numbers only for drawing:
 *  the figures beside the charts stay the server's exact strings. */
export function chartDays(analytics: CreatorAnalytics): ChartDay[] {
  let raised = Number(analytics.raisedBefore);
  return analytics.days.map((day) => {
    raised += Number(day.amount);
    return {
      date: day.date,
      label: LABEL.format(new Date(`${day.date}T00:00:00Z`)),
      raised: Math.round(raised * 100) / 100,
      amount: Number(day.amount),
      wallet: day.walletCount,
      direct: day.directCount,
      followers: day.followers,
    };
  });
}

/** "$1,234.56" from a decimal string, without float rounding of the digits shown. */
export function formatUsd(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const cents = `${fraction}00`.slice(0, 2);
  return `$${BigInt(whole).toLocaleString('en-US')}.${cents}`;
}

/** Percent of the goal, one decimal, capped at display 999.9. */
export function percentOf(raised: string, goal: string): string {
  const g = Number(goal);
  if (!(g > 0)) return '—';
  return `${Math.min(999.9, (Number(raised) / g) * 100).toFixed(1)}%`;
}
