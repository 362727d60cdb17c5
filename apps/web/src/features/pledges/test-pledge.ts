import type { PledgeView } from '@crowdvault/shared/api/pledge';

export const DONOR = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
export const PLEDGE_ID = `0x${'ab'.repeat(32)}`;

/** A pledge as GET /api/pledges answers it; `overrides` say what a test is about. */
export function pledgeView(overrides: Partial<PledgeView> = {}): PledgeView {
  return {
    pledgeId: PLEDGE_ID,
    chainId: 31337,
    campaignId: 7,
    campaignTitle: 'Clean water',
    token: 'USDC',
    amount: '10',
    cadence: 'monthly',
    periods: 12,
    untilCancelled: false,
    startsAt: '2026-11-27T15:00:00.000Z',
    status: 'active',
    reason: null,
    pastDueUntil: null,
    deferred: null,
    nextCollectionAt: '2026-12-27T15:00:00.000Z',
    nextAmount: '10',
    collectedPeriods: 1,
    missedPeriods: 0,
    isAnonymous: false,
    terms: {
      donor: DONOR,
      vault: '0x00000000000000000000000000000000000000aB',
      token: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      amount: '10000000',
      period: '2592000',
      periods: '12',
      start: '1795791600',
      salt: `0x${'01'.repeat(32)}`,
    },
    ...overrides,
  };
}
