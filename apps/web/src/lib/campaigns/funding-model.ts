import type { FundingState } from '@crowdvault/shared/constants';

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** The day a vault's deadline falls on, in UTC as the vault counts it ('Dec 24, 2026'): a date
 *  picked in the form closes at 23:59:59 UTC, which is the next morning east of Greenwich. */
export function deadlineDay(deadline: string | Date): string {
  return DAY.format(new Date(deadline));
}

/** The vault's deadline to the minute, in UTC ('Dec 24, 2026, 23:59 UTC'). */
export function formatDeadline(deadline: string | Date): string {
  const date = new Date(deadline);
  return `${DAY.format(date)}, ${TIME.format(date)} UTC`;
}

/** An all-or-nothing vault's state as people read it (decision 090: computed by the vault). */
export const FUNDING_STATE_LABELS: Record<FundingState, string> = {
  funding: 'Funding',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** The promise an all-or-nothing campaign makes, with its vault's deadline (issue 29's words). */
export function allOrNothingPromise(deadline: string | Date): string {
  return `All or nothing — if the goal is not reached by ${deadlineDay(deadline)}, every donor gets their money back`;
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

/** Why a creator cannot withdraw from an all-or-nothing vault yet, or null when they can
 *  (succeeded). Failed: the vault keeps the donors' money for their refunds (decision 091). */
export function withdrawalBlockedReason(state: FundingState, deadline: string | Date): string | null {
  switch (state) {
    case 'funding':
      return `Nothing can be withdrawn before success: this all-or-nothing campaign pays out only if its goal is reached by ${deadlineDay(deadline)}.`;
    case 'failed':
      return 'Nothing can be withdrawn: this all-or-nothing campaign missed its goal, and its vault pays every donor back.';
    case 'succeeded':
      return null;
  }
}
