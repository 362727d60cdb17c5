import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationText, timeAgo } from './notification-text';

const base = {
  id: 1,
  campaignId: 1,
  campaignTitle: 'Books',
  updateId: null,
  chainId: null,
  cancelPath: null,
  roundId: null,
  pledgeCadence: null,
  collectsAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  read: false,
};
const nameOf = (chainId: number) => (chainId === 31338 ? 'Local L2' : `Chain ${chainId}`);

describe('notificationText', () => {
  it('words each kind', () => {
    expect(notificationText({ ...base, kind: 'update', detail: 'Shelves up' }, nameOf)).toBe(
      'New update: Shelves up',
    );
    expect(notificationText({ ...base, kind: 'withdrawal', detail: null, chainId: 31338 }, nameOf)).toBe(
      'Funds were withdrawn from the vault on Local L2',
    );
    expect(notificationText({ ...base, kind: 'goal', detail: null }, nameOf)).toBe('Reached its goal');
    expect(notificationText({ ...base, kind: 'ending', detail: null }, nameOf)).toBe('Ends in 3 days');
    expect(notificationText({ ...base, kind: 'moderation', detail: 'rejected' }, nameOf)).toBe(
      'Your campaign was rejected: see why in My Campaigns',
    );
  });

  it("words a matching round's notices and leads to the round, a declined application to My Campaigns", () => {
    const round = { ...base, kind: 'round' as const, roundId: 7 };
    expect(notificationText({ ...round, detail: 'accepted' }, nameOf)).toBe(
      'Accepted into a matching round: gifts to it now earn a share of the pool',
    );
    expect(notificationText({ ...round, detail: 'paid' }, nameOf)).toBe(
      'Its match from the round was paid into its vault',
    );
    expect(notificationText({ ...round, detail: 'something new' }, nameOf)).toBe(
      'Its matching round changed',
    );
    expect(notificationTarget({ ...round, detail: 'published' })).toBe('/rounds/7');
    expect(notificationTarget({ ...round, detail: 'declined' })).toBe('/dashboard/campaigns');
  });

  it("words an all-or-nothing campaign's outcome, and leads to its page (where a donor claims)", () => {
    const succeeded = { ...base, kind: 'outcome' as const, detail: 'succeeded' };
    const failed = { ...base, kind: 'outcome' as const, detail: 'failed' };
    expect(notificationText(succeeded, nameOf)).toBe(
      'Reached its all-or-nothing goal in time: the creator can now withdraw',
    );
    expect(notificationText(failed, nameOf)).toBe(
      'Missed its all-or-nothing goal: every donor can claim their money back on its page',
    );
    expect(notificationTarget(failed)).toBe('/campaign/1');
  });

  it('tells a donor whose refund could not be pushed to claim it to another address on the campaign page', () => {
    const refused = { ...base, kind: 'outcome' as const, detail: 'refund_push_failed' };
    expect(notificationText(refused, nameOf)).toBe(
      'Your refund could not be sent to your wallet: its token refuses transfers to it. Claim it to another address on the campaign page',
    );
    expect(notificationTarget(refused)).toBe('/campaign/1');
  });

  it("tells a Safe's owners of a withdrawal to sign and of its execution, and leads to their withdrawals", () => {
    const proposed = { ...base, kind: 'safe' as const, detail: 'proposed' };
    const executed = { ...base, kind: 'safe' as const, detail: 'executed' };
    expect(notificationText(proposed, nameOf)).toBe('A withdrawal from the vault awaits your signature');
    expect(notificationText(executed, nameOf)).toBe('A withdrawal your Safe signed was executed');
    expect(notificationTarget(proposed)).toBe('/dashboard/withdrawals');
  });

  it("words a pledge's events, a failure with its reason", () => {
    const pledge = (detail: string) =>
      notificationText({ ...base, kind: 'pledge', detail, pledgeCadence: 'monthly' }, nameOf);
    expect(pledge('failed_balance')).toBe(
      'Your monthly gift could not be collected: not enough in your wallet',
    );
    expect(pledge('lapsed')).toBe('Your monthly gift lapsed after missed collections');
  });

  it("says weekly for a weekly pledge's reminder, collection, failures, lapse and cancellation", () => {
    const weekly = (detail: string) =>
      notificationText(
        { ...base, kind: 'pledge', detail, pledgeCadence: 'weekly', collectsAt: '2026-01-08T14:00:00.000Z' },
        nameOf,
      );
    expect(weekly('reminder')).toBe('Your weekly gift will be collected on 2026-01-08 14:00 UTC');
    expect(weekly('collected')).toBe('Your weekly gift was collected');
    expect(weekly('failed_balance')).toBe(
      'Your weekly gift could not be collected: not enough in your wallet',
    );
    expect(weekly('failed_allowance')).toBe(
      'Your weekly gift could not be collected: the allowance was revoked or is too low',
    );
    expect(weekly('missed_platform')).toBe(
      'A weekly gift was not collected, through no fault of yours: nothing is charged for that period',
    );
    expect(weekly('lapsed')).toBe('Your weekly gift lapsed after missed collections');
    expect(weekly('stopped')).toBe('Your weekly gift stopped: the campaign ended');
    expect(weekly('stopped_moderation')).toBe(
      'Your weekly gift stopped: the campaign was paused or put under review. Nothing more is collected; you can start a new one if it resumes',
    );
    expect(weekly('cancelled')).toBe('Your weekly gift was cancelled');
  });

  it('names the collection date of a reminder, exact to the minute in UTC, however far ahead it was sent', () => {
    const reminder = (collectsAt: string | null) =>
      notificationText(
        { ...base, kind: 'pledge', detail: 'reminder', pledgeCadence: 'monthly', collectsAt },
        nameOf,
      );
    // However long before it the reminder came (PLEDGE_REMINDER_HOURS): the collection's own
    // instant, as the reminder mail names it, never "in 3 days"; late evening stays on its UTC day.
    expect(reminder('2026-03-01T23:45:00.000Z')).toBe(
      'Your monthly gift will be collected on 2026-03-01 23:45 UTC',
    );
    expect(reminder('2026-03-06T00:05:00.000Z')).toBe(
      'Your monthly gift will be collected on 2026-03-06 00:05 UTC',
    );
    // No date known (the pledge's record is gone): no date is made up.
    expect(reminder(null)).toBe('Your monthly gift will be collected soon');
  });

  it("leads a running pledge's notice to its one-click cancel page, a finished one's to My Donations", () => {
    const path = `/pledges/0x${'ab'.repeat(32)}/cancel?t=1800000000.abcdefghijklmnopqrstuv`;
    expect(notificationTarget({ ...base, kind: 'pledge', detail: 'collected', cancelPath: path })).toBe(path);
    expect(notificationTarget({ ...base, kind: 'pledge', detail: 'cancelled' })).toBe('/dashboard/donations');
  });

  it('says a withdrawal without its network only when its record is gone (a reorganisation)', () => {
    expect(notificationText({ ...base, kind: 'withdrawal', detail: null }, nameOf)).toBe(
      'Funds were withdrawn from the vault',
    );
  });

  it("leads a moderator's decision to My Campaigns, and an update to the update itself", () => {
    expect(notificationTarget({ ...base, kind: 'moderation', detail: 'flagged' })).toBe(
      '/dashboard/campaigns',
    );
    expect(notificationTarget({ ...base, kind: 'update', detail: 'Shelves up', updateId: 12 })).toBe(
      '/campaign/1?tab=updates&update=12',
    );
    // Deleted since: the Updates tab.
    expect(notificationTarget({ ...base, kind: 'update', detail: 'Shelves up' })).toBe(
      '/campaign/1?tab=updates',
    );
    expect(notificationTarget({ ...base, kind: 'goal', detail: null })).toBe('/campaign/1');
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-01-03T00:00:00Z');
  it('says how long ago, shortly', () => {
    expect(timeAgo('2026-01-02T23:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-01-02T23:30:00Z', now)).toBe('30 min ago');
    expect(timeAgo('2026-01-02T21:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-01-01T00:00:00Z', now)).toBe('2 d ago');
  });
});
