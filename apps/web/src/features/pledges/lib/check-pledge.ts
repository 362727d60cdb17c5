import { formatAmount, formatUnits, parseUnits } from '@crowdvault/shared/format';

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

const unit = (cadence: PledgeCadence, count: number) =>
  `${cadence === 'weekly' ? 'week' : 'month'}${count === 1 ? '' : 's'}`;

/** What is wrong with a pledge before anything is signed, one sentence per field; empty when it
 *  can be quoted. `decimals` is the chosen token's. */
export function checkPledge(values: PledgeFormValues, symbol: string, decimals: number): PledgeProblems {
  const problems: PledgeProblems = {};
  const amount = values.amount.trim().startsWith('.') ? `0${values.amount.trim()}` : values.amount.trim();
  if (!AMOUNT_PATTERN.test(amount) || /^0*(\.0*)?$/.test(amount)) {
    problems.amount = `Enter an amount per ${unit(values.cadence, 1)}, such as 10.`;
  } else {
    let value: bigint | null = null;
    try {
      value = parseUnits(amount, decimals);
    } catch {
      problems.amount = `${symbol} has at most ${decimals} decimal places.`;
    }
    if (value !== null && value < parseUnits(MIN_PER_PERIOD, decimals)) {
      problems.amount = `A recurring gift is at least ${MIN_PER_PERIOD} ${symbol} per ${unit(values.cadence, 1)}.`;
    }
  }
  const periods = values.periods.trim();
  const what = values.untilCancelled ? 'The most' : 'The number of';
  if (!WHOLE_PATTERN.test(periods) || Number(periods) < 1) {
    problems.periods = `${what} ${unit(values.cadence, 2)} must be a whole number from 1 to ${MAX_PERIODS}.`;
  } else if (Number(periods) > MAX_PERIODS) {
    problems.periods = `${what} ${unit(values.cadence, 2)} can be at most ${MAX_PERIODS}.`;
  }
  return problems;
}

/** Exact, at least two places, with separators: "1,234.50", "30.375". */
function exact(units: bigint, decimals: number): string {
  const plain = formatUnits(units, decimals);
  return formatAmount(plain, Math.max(2, plain.split('.')[1]?.length ?? 0));
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
  return `${count} ${unit(cadence, count)}`;
}
