import type {
  ModerationNotice,
  Notification,
  PledgeNotice,
  RoundNotice,
} from '@crowdvault/shared/api/notifications';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { msg, t } from '@/lib/i18n/i18n';

const MODERATION_TEXT: Record<ModerationNotice, string> = {
  approved: msg('Your campaign was approved and is now listed'),
  rejected: msg('Your campaign was rejected: see why in My Campaigns'),
  flagged: msg('Your campaign was flagged: see why in My Campaigns'),
  unflagged: msg('The flag on your campaign was lifted'),
  featured: msg('Your campaign is now featured'),
  paused: msg('Your campaign was paused by a moderator'),
  resumed: msg('Your campaign was resumed'),
};

/** What a matching round's notice tells a campaign's creator (decision 143), beside the title. */
const ROUND_TEXT: Record<RoundNotice, string> = {
  accepted: msg('Accepted into a matching round: gifts to it now earn a share of the pool'),
  declined: msg('Not accepted into a matching round: see why in My Campaigns'),
  closed: msg('Its matching round has closed: the result is being counted'),
  published: msg('The result of its matching round is published: see its match'),
  republished: msg('Its matching round’s result was recomputed after a moderator’s exclusion'),
  paid: msg('Its match from the round was paid into its vault'),
};

/** What a pledge's notice says, in full for each period ("weekly gift", "monthly gift"; "gift"
 *  when the notice does not carry it). A reminder names the collection's date in UTC, as its mail
 *  does: right whatever PLEDGE_REMINDER_HOURS is, and in whichever zone the donor reads it. */
const PLEDGE_TEXT: Record<PledgeNotice, string> = {
  reminder: msg(
    '{cadence, select, weekly {Your weekly gift will be collected soon} monthly {Your monthly gift will be collected soon} other {Your gift will be collected soon}}',
  ),
  collected: msg(
    '{cadence, select, weekly {Your weekly gift was collected} monthly {Your monthly gift was collected} other {Your gift was collected}}',
  ),
  failed_balance: msg(
    '{cadence, select, weekly {Your weekly gift could not be collected: not enough in your wallet} monthly {Your monthly gift could not be collected: not enough in your wallet} other {Your gift could not be collected: not enough in your wallet}}',
  ),
  failed_allowance: msg(
    '{cadence, select, weekly {Your weekly gift could not be collected: the allowance was revoked or is too low} monthly {Your monthly gift could not be collected: the allowance was revoked or is too low} other {Your gift could not be collected: the allowance was revoked or is too low}}',
  ),
  missed_platform: msg(
    '{cadence, select, weekly {A weekly gift was not collected, through no fault of yours: nothing is charged for that period} monthly {A monthly gift was not collected, through no fault of yours: nothing is charged for that period} other {A gift was not collected, through no fault of yours: nothing is charged for that period}}',
  ),
  lapsed: msg(
    '{cadence, select, weekly {Your weekly gift lapsed after missed collections} monthly {Your monthly gift lapsed after missed collections} other {Your gift lapsed after missed collections}}',
  ),
  stopped: msg(
    '{cadence, select, weekly {Your weekly gift stopped: the campaign ended} monthly {Your monthly gift stopped: the campaign ended} other {Your gift stopped: the campaign ended}}',
  ),
  stopped_moderation: msg(
    '{cadence, select, weekly {Your weekly gift stopped: the campaign was paused or put under review. Nothing more is collected; you can start a new one if it resumes} monthly {Your monthly gift stopped: the campaign was paused or put under review. Nothing more is collected; you can start a new one if it resumes} other {Your gift stopped: the campaign was paused or put under review. Nothing more is collected; you can start a new one if it resumes}}',
  ),
  cancelled: msg(
    '{cadence, select, weekly {Your weekly gift was cancelled} monthly {Your monthly gift was cancelled} other {Your gift was cancelled}}',
  ),
};

function pledgeText(notification: Notification): string {
  // "weekly gift", "monthly gift", or "gift" when the period is not known.
  const cadence = notification.pledgeCadence ?? 'unknown';
  if (notification.detail === 'reminder' && notification.collectsAt) {
    return t(
      '{cadence, select, weekly {Your weekly gift will be collected on {date}} monthly {Your monthly gift will be collected on {date}} other {Your gift will be collected on {date}}}',
      { cadence, date: formatUtcMoment(notification.collectsAt) },
    );
  }
  const text = PLEDGE_TEXT[notification.detail as PledgeNotice];
  return text
    ? t(text, { cadence })
    : t(
        '{cadence, select, weekly {Your weekly gift changed} monthly {Your monthly gift changed} other {Your gift changed}}',
        { cadence },
      );
}

/** What one bell entry says. The campaign title and update title are shown as text, never markup.
 *  A withdrawal names its network (`nameOf`: the served chain's name, from /api/config). */
export function notificationText(notification: Notification, nameOf: (chainId: number) => string): string {
  switch (notification.kind) {
    case 'update':
      return notification.detail ? t('New update: {title}', { title: notification.detail }) : t('New update');
    case 'withdrawal':
      return notification.chainId === null
        ? t('Funds were withdrawn from the vault')
        : t('Funds were withdrawn from the vault on {network}', { network: nameOf(notification.chainId) });
    case 'goal':
      return t('Reached its goal');
    case 'ending':
      return t('Ends in 3 days');
    case 'moderation': {
      const text = MODERATION_TEXT[notification.detail as ModerationNotice];
      return text ? t(text) : t('A moderator changed your campaign');
    }
    case 'outcome':
      // To donors, followers and the creator alike: what happens to the money now; to one donor,
      // that their refund cannot reach their wallet (decision 112).
      if (notification.detail === 'refund_push_failed') {
        return t(
          'Your refund could not be sent to your wallet: its token refuses transfers to it. Claim it to another address on the campaign page',
        );
      }
      return notification.detail === 'succeeded'
        ? t('Reached its all-or-nothing goal in time: the creator can now withdraw')
        : t('Missed its all-or-nothing goal: every donor can claim their money back on its page');
    case 'safe':
      // To each owner of the Safe that owns the vault (issue 30).
      return notification.detail === 'executed'
        ? t('A withdrawal your Safe signed was executed')
        : t('A withdrawal from the vault awaits your signature');
    case 'pledge':
      return pledgeText(notification);
    case 'round': {
      const text = ROUND_TEXT[notification.detail as RoundNotice];
      return text ? t(text) : t('Its matching round changed');
    }
  }
}

/** Where an entry leads: a moderator's decision to My Campaigns (where the reason is), an update to
 *  that update on the campaign's Updates tab (the tab alone once it was deleted), a pledge's to its
 *  cancel page or My Donations, the rest to the campaign's page. */
export function notificationTarget(notification: Notification): string {
  if (notification.kind === 'moderation') return '/dashboard/campaigns';
  if (notification.kind === 'safe') return '/dashboard/withdrawals';
  // A round's notice opens the round's page; a declined application, My Campaigns, with the reason.
  if (notification.kind === 'round') {
    return notification.detail === 'declined' || notification.roundId === null
      ? '/dashboard/campaigns'
      : `/rounds/${notification.roundId}`;
  }
  // A running pledge's notice opens its one-click cancel page (decision 107); a finished one, the
  // donor's list of gifts.
  if (notification.kind === 'pledge') return notification.cancelPath ?? '/dashboard/donations';
  if (notification.kind === 'update') {
    const update = notification.updateId === null ? '' : `&update=${notification.updateId}`;
    return `/campaign/${notification.campaignId}?tab=updates${update}`;
  }
  return `/campaign/${notification.campaignId}`;
}

/** "3 h ago", "2 d ago": short enough for a phone's bell, in the page's language. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return t('just now');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('{count} min ago', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('{count} h ago', { count: hours });
  return t('{count} d ago', { count: Math.floor(hours / 24) });
}
