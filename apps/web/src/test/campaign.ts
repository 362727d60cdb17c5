import type { AllOrNothing, Campaign } from '@crowdvault/shared/api/campaign';
import type { CampaignImage } from '@crowdvault/shared/api/media';
import type { FundingState } from '@crowdvault/shared/constants';

const USDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDC = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const DAI = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

/** A campaign that keeps what it raises, as the API answers it: 1234.5 of 1000 USDT raised by 3
 *  donors, 10 days left; `overrides` changes any field. */
export function keepCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 7,
    title: 'Clean water',
    description: 'Wells for Kisumu',
    story: 'Story',
    category: 'Community',
    imageUrl: null,
    cover: null,
    gallery: [],
    youtubeUrl: null,
    location: null,
    status: 'active',
    currency: 'USDT',
    goalAmount: '1000',
    raisedAmount: '1234.5',
    donorCount: 3,
    daysLeft: 10,
    isApproved: true,
    isFeatured: false,
    isWithdrawable: true,
    fundingModel: 'keep',
    fundingState: null,
    allOrNothing: null,
    walletAddress: '0x00000000000000000000000000000000000000aB',
    endDate: '2030-01-01T00:00:00.000Z',
    createdAt: '2029-12-01T00:00:00.000Z',
    lastChecked: null,
    creator: {
      username: 'maker',
      walletAddress: '0x0000000000000000000000000000000000000001',
      bio: null,
      avatarUrl: null,
    },
    ...overrides,
  };
}

/** An all-or-nothing campaign on Local L2 (test/chains.ts) as the API answers it: goal 1000 USDT
 *  by Mar 4, 2030 (23:59:59 UTC), 400 counted, in `state`; `vault` overrides the vault's facts. */
export function allOrNothingCampaign(
  state: FundingState,
  vault: Partial<AllOrNothing> = {},
  overrides: Partial<Campaign> = {},
): Campaign {
  const deadline = '2030-03-04T23:59:59.000Z';
  return keepCampaign({
    id: 12,
    title: 'A machine for the workshop',
    description: 'A lathe, or nothing',
    raisedAmount: '400',
    donorCount: 2,
    daysLeft: state === 'funding' ? 30 : 0,
    isWithdrawable: state === 'succeeded',
    fundingModel: 'all_or_nothing',
    fundingState: state,
    allOrNothing: {
      chainId: 31338,
      state,
      deadline,
      goalAmount: '1000',
      countedAmount: '400',
      uncountedAmount: '0',
      tokens: [
        { symbol: 'USDT', address: USDT, decimals: 18 },
        { symbol: 'USDC', address: USDC, decimals: 6 },
        { symbol: 'DAI', address: DAI, decimals: 18 },
      ],
      refunds: {
        claimed: '0',
        pushed: '0',
        outstanding: '0',
        donorsRefunded: 0,
        donorsOutstanding: 0,
        donorsPushRefused: 0,
      },
      ...vault,
    },
    endDate: deadline,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** A campaign photo as the API lists it: 1600×1200, with one 480-pixel WebP variant at
 *  /media/photo-<id>. */
export function campaignPhoto(id: number): CampaignImage {
  return {
    id,
    width: 1600,
    height: 1200,
    placeholder: 'data:image/webp;base64,AAAA',
    variants: [{ url: `/media/photo-${id}`, type: 'image/webp', width: 480, height: 360 }],
  };
}
