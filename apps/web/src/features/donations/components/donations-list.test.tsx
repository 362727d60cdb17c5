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

let listed: Donation[] = [donation(1, true), donation(2, false)];

vi.mock('../api/get-campaign-donations', () => ({
  useCampaignDonations: () => ({
    data: listed,
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

  it("links a public donor's address and the transaction to the chain's explorer, and not on the local chain", () => {
    const donor = '0x1234567890AbcdEF1234567890aBcdef12345678';
    listed = [
      { ...donation(3, false), isAnonymous: false, donorId: 4, donorAddress: donor },
      donation(4, false),
    ];
    const { rerender } = render(<DonationsList campaignId={7} explorerUrl="https://sepolia.etherscan.io" />);
    const [open, anonymous] = screen.getAllByRole('listitem');
    expect(within(open!).getByRole('link', { name: '0x1234...5678' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/address/${donor}`,
    );
    expect(within(open!).getByRole('link', { name: /^0x00000000\.\.\.$/ })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/0x${'3'.padStart(64, '0')}`,
    );
    // An anonymous donation never shows who gave it.
    expect(within(anonymous!).getAllByRole('link')).toHaveLength(1);
    rerender(<DonationsList campaignId={7} explorerUrl={null} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('0x1234...5678')).toHaveAttribute('title', donor);
  });
});
