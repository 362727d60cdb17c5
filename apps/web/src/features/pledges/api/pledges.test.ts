import { describe, expect, it } from 'vitest';
import { pledgeView } from '../test-pledge';
import { isDue, pollWhileDue } from './pledges';

describe('isDue', () => {
  const start = '2026-11-27T15:00:00.000Z';
  it('reads a due collection from the chain-time dates alone, whatever the browser’s clock says', () => {
    // Saved this second: the first period is due at its start.
    expect(isDue(pledgeView({ startsAt: start, nextCollectionAt: start, collectedPeriods: 0 }))).toBe(true);
    // Read later in the period: due "now", off the period boundaries (a moved chain clock too).
    expect(isDue(pledgeView({ startsAt: start, nextCollectionAt: '2027-01-26T16:10:04.000Z' }))).toBe(true);
    // Collected: the next one on a boundary, a month on.
    expect(isDue(pledgeView({ startsAt: start, nextCollectionAt: '2026-12-27T15:00:00.000Z' }))).toBe(false);
  });

  it('is never due for a pledge that is not active (past due is retried hours apart)', () => {
    expect(isDue(pledgeView({ status: 'past_due', startsAt: start, nextCollectionAt: start }))).toBe(false);
    expect(isDue(pledgeView({ status: 'cancelled', nextCollectionAt: null }))).toBe(false);
  });

  it('polls every 5 s while one is due, not otherwise', () => {
    expect(pollWhileDue([pledgeView(), pledgeView({ startsAt: start, nextCollectionAt: start })])).toBe(
      5_000,
    );
    expect(pollWhileDue([pledgeView()])).toBe(false);
    expect(pollWhileDue(undefined)).toBe(false);
  });
});
