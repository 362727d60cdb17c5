import type { Donation } from '@crowdvault/shared/api/donation';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DonationsList } from './donations-list';

const donation = (id: number, isSample: boolean): Donation => ({
  id,
  campaignId: 7,
  donorId: null,
  donorAddress: null,
  amount: '25',
  currency: 'USDT',
  tokenAddress: '0x00000000000000000000000000000000000000e1',
  message: null,
  isAnonymous: true,
  isSample,
  transactionHash: `0x${String(id).padStart(64, '0')}`,
  chainId: 31337,
  logIndex: 0,
  blockNumber: '10',
  createdAt: '2026-11-20T10:00:00.000Z',
});

vi.mock('../api/get-campaign-donations', () => ({
  useCampaignDonations: () => ({
    data: [donation(1, true), donation(2, false)],
    isPending: false,
    isError: false,
  }),
}));

describe('DonationsList', () => {
  it("labels the admin tool's sample donations, and only those", () => {
    render(<DonationsList campaignId={7} explorerUrl={null} />);
    const [sample, real] = screen.getAllByRole('listitem');
    expect(within(sample!).getByText('Sample')).toBeInTheDocument();
    expect(within(real!).queryByText('Sample')).not.toBeInTheDocument();
  });
});
