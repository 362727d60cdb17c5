import type { CampaignRound, RoundPage } from '@crowdvault/shared/api/rounds';

const TOKEN = { symbol: 'USDC', address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', decimals: 6 } as const;

/** A round taking gifts on the local chain: two campaigns, one capped, estimates so far. */
export function runningRound(overrides: Partial<RoundPage> = {}): RoundPage {
  return {
    id: 7,
    name: 'Climate tools',
    description: 'Matching for small gifts to open climate tools.',
    sponsorAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    chainId: 31337,
    chainName: 'Local Chain',
    token: TOKEN,
    applicationsOpenAt: '2026-11-01T12:00:00.000Z',
    applicationsCloseAt: '2026-11-20T12:00:00.000Z',
    donationsOpenAt: '2026-11-01T12:00:00.000Z',
    donationsCloseAt: '2026-12-01T12:00:00.000Z',
    matchingCapBps: 1_000,
    minimumGift: '1',
    pairwiseThreshold: '25',
    challengeHours: 72,
    pool: '1000',
    poolSource: 'admin',
    poolAddress: null,
    phase: 'donations',
    applicationsOpen: true,
    acceptedCampaigns: 2,
    publishedAt: null,
    challengeEndsAt: null,
    campaigns: [
      {
        campaignId: 3,
        title: 'Solar maps',
        vaultAddress: null,
        donors: 12,
        counted: '60.5',
        match: '100',
        capped: true,
        excluded: null,
        payout: null,
      },
      {
        campaignId: 4,
        title: 'Rain gauges',
        vaultAddress: null,
        donors: 2,
        counted: '8',
        match: '41.123456',
        capped: false,
        excluded: null,
        payout: null,
      },
    ],
    estimate: { gifts: 15, matched: '141.123456', unallocated: '858.876544' },
    publication: null,
    excludedGifts: [],
    exclusions: [],
    payout: null,
    ...overrides,
  };
}

/** The same round published, in its challenge window, a moderator having taken one campaign out. */
export function publishedRound(overrides: Partial<RoundPage> = {}): RoundPage {
  const running = runningRound();
  return runningRound({
    phase: 'challenge',
    applicationsOpen: false,
    publishedAt: '2026-12-01T12:05:00.000Z',
    challengeEndsAt: '2026-12-04T12:05:00.000Z',
    estimate: null,
    campaigns: [
      { ...running.campaigns[0]!, match: '100' },
      { ...running.campaigns[1]!, match: '0', excluded: 'Fraud or scam: a ring of new wallets' },
    ],
    publication: {
      version: 2,
      engineVersion: 'crowdvault-match/1',
      inputHash: 'a'.repeat(64),
      resultHash: 'b'.repeat(64),
      publishedAt: '2026-12-02T09:00:00.000Z',
      challengeEndsAt: '2026-12-04T12:05:00.000Z',
      matched: '100',
      unallocated: '900',
      fileUrl: '/api/rounds/7/result.json?version=2',
    },
    excludedGifts: [
      {
        chainId: 31337,
        txHash: `0x${'1'.repeat(64)}`,
        logIndex: 0,
        campaignId: 3,
        donor: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
        amount: '0.5',
        reason: 'below_minimum',
      },
      {
        chainId: 31337,
        txHash: `0x${'2'.repeat(64)}`,
        logIndex: 1,
        campaignId: 3,
        donor: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
        amount: '20',
        reason: 'self_gift',
      },
    ],
    exclusions: [
      {
        id: 1,
        donor: null,
        campaignId: 4,
        reason: { code: 'fraud_or_scam', text: 'a ring of new wallets' },
        createdAt: '2026-12-02T09:00:00.000Z',
      },
    ],
    ...overrides,
  });
}

/** A campaign's part in the running round, as its page reads it. */
export function campaignRound(overrides: Partial<CampaignRound> = {}): CampaignRound {
  return {
    roundId: 7,
    name: 'Climate tools',
    phase: 'donations',
    chainId: 31337,
    chainName: 'Local Chain',
    token: TOKEN,
    donationsOpenAt: '2026-11-01T12:00:00.000Z',
    donationsCloseAt: '2026-12-01T12:00:00.000Z',
    minimumGift: '1',
    donors: 2,
    match: '41.123456',
    capped: false,
    excluded: null,
    payout: null,
    ...overrides,
  };
}
