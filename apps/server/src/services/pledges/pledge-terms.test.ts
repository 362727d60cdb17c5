import { describe, expect, it } from 'vitest';
import { pledgeClosedReason } from './pledge-terms';

describe('pledgeClosedReason', () => {
  const now = new Date('2027-01-01T00:00:00Z');
  const open = {
    fundingModel: 'keep' as const,
    status: 'active' as const,
    isApproved: true,
    endDate: new Date('2027-06-01T00:00:00Z'),
  };

  it('keeps an open keep-what-you-raise campaign’s pledges going', () => {
    expect(pledgeClosedReason(open, now)).toBeNull();
  });

  it('stops pledges for good when the campaign is over: ended, expired, cancelled or past its end date', () => {
    for (const status of ['completed', 'expired', 'cancelled'] as const) {
      expect(pledgeClosedReason({ ...open, status }, now), status).toBe('campaign_ended');
    }
    expect(pledgeClosedReason({ ...open, endDate: now }, now)).toBe('campaign_ended');
    expect(pledgeClosedReason({ ...open, fundingModel: 'all_or_nothing' }, now)).toBe('all_or_nothing');
  });

  it('only pauses them while the campaign is paused, flagged, pending or not approved', () => {
    for (const status of ['paused', 'flagged', 'pending'] as const) {
      expect(pledgeClosedReason({ ...open, status }, now), status).toBe('campaign_not_accepting');
    }
    expect(pledgeClosedReason({ ...open, isApproved: false }, now)).toBe('campaign_not_accepting');
  });
});
