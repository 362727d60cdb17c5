import type { AllOrNothing } from '@crowdvault/shared/api/campaign';
import type { FundingState } from '@crowdvault/shared/constants';
import { formatUtcMinute } from '@crowdvault/shared/i18n/format';
import { type Locale, SOURCE_LOCALE } from '@crowdvault/shared/i18n/locales';

// The vault state's labels and the one-network sentence are apart (funding-state-words.ts): the
// campaign page's first load needs them (the badge, the donation panel), and not the rest of this.
export { allOrNothingNetworkSentence, FUNDING_STATE_LABELS } from './funding-state-words';

// Built on first use, not when the module loads: a date format with a time zone costs the first
// page that loads this module ~20 ms of its one evaluating task (issue 42).
let day: Intl.DateTimeFormat | undefined;

/** The day a vault's deadline falls on, in UTC as the vault counts it ('Dec 24, 2026'): a date
 *  picked in the form closes at 23:59:59 UTC, which is the next morning east of Greenwich. */
export function deadlineDay(deadline: string | Date): string {
  day ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return day.format(new Date(deadline));
}

/** The vault's deadline to the minute, in UTC ('Dec 24, 2026, 23:59 UTC'; '24. Dez. 2026, 23:59 UTC'
 *  in German): the same minute for every reader, in their words (`useFormat().utcMinute`). */
export function formatDeadline(deadline: string | Date, locale: Locale = SOURCE_LOCALE): string {
  return formatUtcMinute(deadline, locale);
}

/** The promise an all-or-nothing campaign makes, with its vault's deadline (issue 29's words),
 *  told in the past once the vault has decided. */
export function allOrNothingPromise(deadline: string | Date, state: FundingState = 'funding'): string {
  const day = deadlineDay(deadline);
  switch (state) {
    case 'funding':
      return `All or nothing — if the goal is not reached by ${day}, every donor gets their money back`;
    case 'succeeded':
      return `All or nothing — the goal was reached by ${day}`;
    case 'failed':
      return `All or nothing — the goal was not reached by ${day}, so every donor gets their money back`;
  }
}

/** What the state means for the money, one sentence each. */
export function fundingStateSentence(state: FundingState, deadline: string | Date): string {
  switch (state) {
    case 'funding':
      return `Funding until ${formatDeadline(deadline)}: the vault holds every donation until then.`;
    case 'succeeded':
      return 'Succeeded: the goal was reached in time, so the creator can withdraw.';
    case 'failed':
      return 'Failed: the goal was not reached in time. Every donor can take back exactly what they gave.';
  }
}

/** What an all-or-nothing vault lets its creator withdraw now (decisions 090, 091): `blocked`
 *  with the reason before success and after a failure, or a note when only what was sent to the
 *  vault without counting may be taken after a failure. Null once it has succeeded (as today). */
export interface WithdrawalRule {
  blocked: boolean;
  reason: string;
}

export function allOrNothingWithdrawal(
  vault: Pick<AllOrNothing, 'state' | 'deadline' | 'uncountedAmount'>,
  currency: string,
): WithdrawalRule | null {
  switch (vault.state) {
    case 'funding':
      return {
        blocked: true,
        reason: `Nothing can be withdrawn before success: this all-or-nothing campaign pays out only if its goal is reached by ${deadlineDay(vault.deadline)}.`,
      };
    case 'failed':
      return /[1-9]/.test(vault.uncountedAmount)
        ? {
            blocked: false,
            reason: `This all-or-nothing campaign missed its goal: only the ${vault.uncountedAmount} ${currency} sent straight to the vault without counting can be withdrawn; the rest is kept for the donors' refunds.`,
          }
        : {
            blocked: true,
            reason:
              'Nothing can be withdrawn: this all-or-nothing campaign missed its goal, and its vault pays every donor back.',
          };
    case 'succeeded':
      return null;
  }
}
