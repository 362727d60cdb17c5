import { formatUnits, parseUnits } from '@crowdvault/shared/format';
import { activeFormat } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';

/** The most periods one pledge may run (MAX_PLEDGE_PERIODS in shared/api/pledge, which brings zod:
 *  the form keeps its own copy, checked equal in its test). */
export const MAX_PERIODS = 120;
/** The server refuses less than one whole token per period (PLEDGE_ERRORS.tooSmall). */
const MIN_PER_PERIOD = '1';

const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;
const WHOLE_PATTERN = /^\d+$/;

export type PledgeCadence = 'monthly' | 'weekly';

export interface PledgeFormValues {
  amount: string;
  periods: string;
  untilCancelled: boolean;
  cadence: PledgeCadence;
}

export interface PledgeProblems {
  amount?: string;
  periods?: string;
}

/** What is wrong with a pledge before anything is signed, one sentence per field (in the page's
 *  language: the form is drawn in the browser only); empty when it can be quoted. `decimals` is
 *  the chosen token's. */
export function checkPledge(values: PledgeFormValues, symbol: string, decimals: number): PledgeProblems {
  const problems: PledgeProblems = {};
  const amount = values.amount.trim().startsWith('.') ? `0${values.amount.trim()}` : values.amount.trim();
  if (!AMOUNT_PATTERN.test(amount) || /^0*(\.0*)?$/.test(amount)) {
    problems.amount =
      values.cadence === 'weekly'
        ? t('Enter an amount per week, such as 10.')
        : t('Enter an amount per month, such as 10.');
  } else {
    let value: bigint | null = null;
    try {
      value = parseUnits(amount, decimals);
    } catch {
      problems.amount = t('{symbol} has at most {decimals} decimal places.', { symbol, decimals });
    }
    if (value !== null && value < parseUnits(MIN_PER_PERIOD, decimals)) {
      const least = { amount: MIN_PER_PERIOD, symbol };
      problems.amount =
        values.cadence === 'weekly'
          ? t('A recurring gift is at least {amount} {symbol} per week.', least)
          : t('A recurring gift is at least {amount} {symbol} per month.', least);
    }
  }
  const periods = values.periods.trim();
  const max = { max: MAX_PERIODS };
  const weekly = values.cadence === 'weekly';
  if (!WHOLE_PATTERN.test(periods) || Number(periods) < 1) {
    problems.periods = values.untilCancelled
      ? weekly
        ? t('The most weeks must be a whole number from 1 to {max}.', max)
        : t('The most months must be a whole number from 1 to {max}.', max)
      : weekly
        ? t('The number of weeks must be a whole number from 1 to {max}.', max)
        : t('The number of months must be a whole number from 1 to {max}.', max);
  } else if (Number(periods) > MAX_PERIODS) {
    problems.periods = values.untilCancelled
      ? weekly
        ? t('The most weeks can be at most {max}.', max)
        : t('The most months can be at most {max}.', max)
      : weekly
        ? t('The number of weeks can be at most {max}.', max)
        : t('The number of months can be at most {max}.', max);
  }
  return problems;
}

/** Exact, at least two places, with the page's locale's separators: "1,234.50", "30.375"
 *  ("1.234,50" in German). */
function exact(units: bigint, decimals: number): string {
  return activeFormat().exactDecimal(formatUnits(units, decimals));
}

/** What the donor authorizes in all: amount × periods, exact ("120.00"), and each gift; null
 *  while the inputs are not a valid pledge. Never unlimited: "until cancelled" is capped by its
 *  periods too. */
export function authorizedTotal(
  values: PledgeFormValues,
  decimals: number,
): { total: string; each: string } | null {
  try {
    const amount = parseUnits(values.amount.trim(), decimals);
    const periods = BigInt(values.periods.trim());
    if (amount <= 0n || periods < 1n || periods > BigInt(MAX_PERIODS)) return null;
    return { total: exact(amount * periods, decimals), each: exact(amount, decimals) };
  } catch {
    return null;
  }
}

/** "12 months", "1 week". */
export function periodCount(count: number, cadence: PledgeCadence): string {
  return cadence === 'weekly'
    ? t('{count, plural, one {# week} other {# weeks}}', { count })
    : t('{count, plural, one {# month} other {# months}}', { count });
}
