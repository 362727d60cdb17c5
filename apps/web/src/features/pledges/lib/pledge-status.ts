import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { displayPlaces, formatAmount, formatDate } from '@crowdvault/shared/format';

export type PledgeTone = 'success' | 'warning' | 'danger' | 'muted';

export interface PledgeStatusText {
  label: string;
  tone: PledgeTone;
  /** Why, and what happens next, in a sentence; null when the label says it all. */
  detail: string | null;
}

const REASONS: Record<string, (pledge: PledgeView) => string> = {
  balance: (pledge) => `your wallet held less than ${money(pledge.amount, pledge.token)}`,
  allowance: (pledge) => `the allowance your wallet gives the collector for ${pledge.token} is too low`,
  gas_price: () => 'network fees were above the platform’s ceiling; it is tried again soon',
  relayer: () => 'the platform could not send it; it is tried again soon',
  campaign_ended: () => 'the campaign ended',
  campaign_not_accepting: () => 'the campaign no longer accepts donations',
};

const DEFERRALS: Record<NonNullable<PledgeView['deferred']>['reason'], string> = {
  gas_price: 'gas price above the relayer’s ceiling',
  relayer: 'the platform could not send it',
};

export function money(amount: string, token: string): string {
  return `${formatAmount(amount, displayPlaces(token))} ${token}`;
}

/** A date and time in the viewer's zone: a collection's moment, not only its day. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${formatDate(date)}, ${time}`;
}

/** What a donor reads of a pledge's state (issue 32): active, past due with why and until when,
 *  lapsed, cancelled, completed, stopped with why. */
export function pledgeStatusText(pledge: PledgeView): PledgeStatusText {
  const why = pledge.reason ? REASONS[pledge.reason]?.(pledge) : undefined;
  switch (pledge.status) {
    case 'active':
      // The platform put this period off (issue 40): not the donor's doing, but not silent either.
      if (pledge.deferred)
        return {
          label: 'Deferred',
          tone: 'warning',
          detail: `Deferred — ${DEFERRALS[pledge.deferred.reason]}, retried until ${formatMoment(
            pledge.deferred.until,
          )}. Nothing is taken twice.`,
        };
      return { label: 'Active', tone: 'success', detail: null };
    case 'past_due':
      return {
        label: 'Past due',
        tone: 'warning',
        detail: `Not collected yet: ${why ?? 'it could not be collected'}. Tried again until ${
          pledge.pastDueUntil ? formatMoment(pledge.pastDueUntil) : 'the period ends'
        }; nothing is taken twice.`,
      };
    case 'lapsed':
      return {
        label: 'Lapsed',
        tone: 'danger',
        detail: `Stopped after ${pledge.missedPeriods} missed collection${pledge.missedPeriods === 1 ? '' : 's'}${
          why ? ` (${why})` : ''
        }. Nothing more is collected.`,
      };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'muted', detail: null };
    case 'completed':
      return {
        label: 'Completed',
        tone: 'muted',
        detail: `All ${pledge.periods} collections made. Thank you!`,
      };
    case 'stopped':
      return {
        label: 'Stopped',
        tone: 'muted',
        detail: `Stopped because ${why ?? 'the campaign can no longer take it'}. Nothing more is collected.`,
      };
  }
}

/** Whether the pledge still collects (and so can be cancelled). */
export function isRunning(pledge: Pick<PledgeView, 'status'>): boolean {
  return pledge.status === 'active' || pledge.status === 'past_due';
}
