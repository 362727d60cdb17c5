import type { PledgeView } from '@crowdvault/shared/api/pledge';
import type { Format } from '@/lib/i18n/format';
import { msg, type Translate } from '@/lib/i18n/i18n';

export type PledgeTone = 'success' | 'warning' | 'danger' | 'muted';

export interface PledgeStatusText {
  label: string;
  tone: PledgeTone;
  /** Why, and what happens next, in a sentence; null when the label says it all. */
  detail: string | null;
}

/** Why a collection failed or a pledge stopped: a clause inside the sentences below. */
const REASONS: Record<string, (pledge: PledgeView, t: Translate, format: Format) => string> = {
  balance: (pledge, t, format) =>
    t('your wallet held less than {amount}', { amount: money(pledge.amount, pledge.token, format) }),
  allowance: (pledge, t) =>
    t('the allowance your wallet gives the collector for {token} is too low', { token: pledge.token }),
  gas_price: (_pledge, t) => t('network fees were above the platform’s ceiling; it is tried again soon'),
  relayer: (_pledge, t) => t('the platform could not send it; it is tried again soon'),
  campaign_ended: (_pledge, t) => t('the campaign ended'),
  campaign_not_accepting: (_pledge, t) => t('the campaign no longer accepts donations'),
};

const DEFERRALS: Record<NonNullable<PledgeView['deferred']>['reason'], string> = {
  gas_price: msg('gas price above the relayer’s ceiling'),
  relayer: msg('the platform could not send it'),
};

/** "10.00 USDT" ("10,00 USDT" in German): a pledge's amount in the reader's locale, left to right
 *  inside Arabic. */
export function money(amount: string, token: string, format: Format): string {
  return format.amount(amount, token);
}

/** A date and time in the viewer's zone and locale: a collection's moment, not only its day. */
export function formatMoment(iso: string, format: Format): string {
  return format.dateTime(iso);
}

/** What a donor reads of a pledge's state (issue 32): active, past due with why and until when,
 *  lapsed, cancelled, completed, stopped with why; in the reader's language (`t`, `format`). */
export function pledgeStatusText(pledge: PledgeView, t: Translate, format: Format): PledgeStatusText {
  const why = pledge.reason ? REASONS[pledge.reason]?.(pledge, t, format) : undefined;
  switch (pledge.status) {
    case 'active':
      // The platform put this period off (issue 40): not the donor's doing, but not silent either.
      if (pledge.deferred)
        return {
          label: t('Deferred'),
          tone: 'warning',
          detail: t('Deferred — {reason}, retried until {until}. Nothing is taken twice.', {
            reason: t(DEFERRALS[pledge.deferred.reason]),
            until: formatMoment(pledge.deferred.until, format),
          }),
        };
      return { label: t('Active'), tone: 'success', detail: null };
    case 'past_due':
      return {
        label: t('Past due'),
        tone: 'warning',
        detail: pledge.pastDueUntil
          ? t('Not collected yet: {why}. Tried again until {until}; nothing is taken twice.', {
              why: why ?? t('it could not be collected'),
              until: formatMoment(pledge.pastDueUntil, format),
            })
          : t('Not collected yet: {why}. Tried again until the period ends; nothing is taken twice.', {
              why: why ?? t('it could not be collected'),
            }),
      };
    case 'lapsed':
      return {
        label: t('Lapsed'),
        tone: 'danger',
        detail: why
          ? t(
              '{count, plural, one {Stopped after # missed collection ({why}). Nothing more is collected.} other {Stopped after # missed collections ({why}). Nothing more is collected.}}',
              { count: pledge.missedPeriods, why },
            )
          : t(
              '{count, plural, one {Stopped after # missed collection. Nothing more is collected.} other {Stopped after # missed collections. Nothing more is collected.}}',
              { count: pledge.missedPeriods },
            ),
      };
    case 'cancelled':
      return { label: t('Cancelled'), tone: 'muted', detail: null };
    case 'completed':
      return {
        label: t('Completed'),
        tone: 'muted',
        detail: t(
          '{count, plural, one {All # collection made. Thank you!} other {All # collections made. Thank you!}}',
          {
            count: pledge.periods,
          },
        ),
      };
    case 'stopped':
      return {
        label: t('Stopped'),
        tone: 'muted',
        detail: t('Stopped because {why}. Nothing more is collected.', {
          why: why ?? t('the campaign can no longer take it'),
        }),
      };
  }
}

/** Whether the pledge still collects (and so can be cancelled). */
export function isRunning(pledge: Pick<PledgeView, 'status'>): boolean {
  return pledge.status === 'active' || pledge.status === 'past_due';
}
