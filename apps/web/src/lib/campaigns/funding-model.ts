import type { AllOrNothing } from '@crowdvault/shared/api/campaign';
import type { FundingState } from '@crowdvault/shared/constants';
import { formatUtcMinute, intlTag } from '@crowdvault/shared/i18n/format';
import { type Locale, SOURCE_LOCALE } from '@crowdvault/shared/i18n/locales';
import type { Translate } from '@/lib/i18n/i18n';

/** The reader's words: the component's `t` and locale (useT, useLocale), so a sentence is the same
 *  on the server's render and in the browser. */
export interface Words {
  t: Translate;
  locale: Locale;
}

// The vault state's labels and the one-network sentence are apart (funding-state-words.ts): the
// campaign page's first load needs them (the badge, the donation panel), and not the rest of this.
export { allOrNothingNetworkSentence, FUNDING_STATE_LABELS } from './funding-state-words';

// Built on first use, not when the module loads: a date format with a time zone costs the first
// page that loads this module ~20 ms of its one evaluating task (issue 42).
const days = new Map<Locale, Intl.DateTimeFormat>();

/** The day a vault's deadline falls on, in UTC as the vault counts it ('Dec 24, 2026'): a date
 *  picked in the form closes at 23:59:59 UTC, which is the next morning east of Greenwich. */
export function deadlineDay(deadline: string | Date, locale: Locale = SOURCE_LOCALE): string {
  let day = days.get(locale);
  if (!day) {
    day = new Intl.DateTimeFormat(locale === SOURCE_LOCALE ? 'en-US' : intlTag(locale), {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    days.set(locale, day);
  }
  return day.format(new Date(deadline));
}

/** The vault's deadline to the minute, in UTC ('Dec 24, 2026, 23:59 UTC'; '24. Dez. 2026, 23:59 UTC'
 *  in German): the same minute for every reader, in their words (`useFormat().utcMinute`). */
export function formatDeadline(deadline: string | Date, locale: Locale = SOURCE_LOCALE): string {
  return formatUtcMinute(deadline, locale);
}

/** The promise an all-or-nothing campaign makes, with its vault's deadline (issue 29's words),
 *  told in the past once the vault has decided. */
export function allOrNothingPromise(
  { t, locale }: Words,
  deadline: string | Date,
  state: FundingState = 'funding',
): string {
  const day = deadlineDay(deadline, locale);
  switch (state) {
    case 'funding':
      return t('All or nothing — if the goal is not reached by {day}, every donor gets their money back', {
        day,
      });
    case 'succeeded':
      return t('All or nothing — the goal was reached by {day}', { day });
    case 'failed':
      return t('All or nothing — the goal was not reached by {day}, so every donor gets their money back', {
        day,
      });
  }
}

/** What the state means for the money, one sentence each. */
export function fundingStateSentence(
  { t, locale }: Words,
  state: FundingState,
  deadline: string | Date,
): string {
  switch (state) {
    case 'funding':
      return t('Funding until {deadline}: the vault holds every donation until then.', {
        deadline: formatDeadline(deadline, locale),
      });
    case 'succeeded':
      return t('Succeeded: the goal was reached in time, so the creator can withdraw.');
    case 'failed':
      return t('Failed: the goal was not reached in time. Every donor can take back exactly what they gave.');
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
  { t, locale }: Words,
  vault: Pick<AllOrNothing, 'state' | 'deadline' | 'uncountedAmount'>,
  currency: string,
): WithdrawalRule | null {
  switch (vault.state) {
    case 'funding':
      return {
        blocked: true,
        reason: t(
          'Nothing can be withdrawn before success: this all-or-nothing campaign pays out only if its goal is reached by {day}.',
          { day: deadlineDay(vault.deadline, locale) },
        ),
      };
    case 'failed':
      return /[1-9]/.test(vault.uncountedAmount)
        ? {
            blocked: false,
            reason: t(
              "This all-or-nothing campaign missed its goal: only the {amount} {currency} sent straight to the vault without counting can be withdrawn; the rest is kept for the donors' refunds.",
              { amount: vault.uncountedAmount, currency },
            ),
          }
        : {
            blocked: true,
            reason: t(
              'Nothing can be withdrawn: this all-or-nothing campaign missed its goal, and its vault pays every donor back.',
            ),
          };
    case 'succeeded':
      return null;
  }
}
