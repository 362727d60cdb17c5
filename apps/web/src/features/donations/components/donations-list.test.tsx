import type { Donation } from '@crowdvault/shared/api/donation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configQueryOptions } from '@/lib/config/app-config';
import { createQueryClient } from '@/lib/query-client';
import { configWithChains, LOCAL_CHAIN, LOCAL_L2, POLYGON } from '@/test/chains';
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

function renderList(chains = [LOCAL_CHAIN, LOCAL_L2]) {
  const client = createQueryClient();
  client.setQueryData(configQueryOptions.queryKey, configWithChains(chains));
  render(
    <QueryClientProvider client={client}>
      <DonationsList campaignId={7} />
    </QueryClientProvider>,
  );
}

describe('DonationsList', () => {
  it("labels the admin tool's sample donations, and only those", () => {
    listed = [donation(1, true), donation(2, false)];
    renderList();
    const [sample, real] = screen.getAllByRole('listitem');
    expect(within(sample!).getByText('Sample')).toBeInTheDocument();
    expect(within(real!).queryByText('Sample')).not.toBeInTheDocument();
  });

  it('names the network of each donation', () => {
    listed = [{ ...donation(5, false), chainId: 31338 }, donation(6, false)];
    renderList();
    const [onL2, onPrimary] = screen.getAllByRole('listitem');
    expect(within(onL2!).getByTestId('donation-network')).toHaveTextContent('on Local L2');
    expect(within(onPrimary!).getByTestId('donation-network')).toHaveTextContent('on Local Chain');
  });

  it("links a public donor's address and the transaction to its own chain's explorer, and not on a local chain", () => {
    const donor = '0x1234567890AbcdEF1234567890aBcdef12345678';
    listed = [
      { ...donation(3, false), isAnonymous: false, donorId: 4, donorAddress: donor, chainId: 137 },
      { ...donation(4, false), chainId: 137 },
      { ...donation(7, false), isAnonymous: false, donorId: 4, donorAddress: donor },
    ];
    renderList([POLYGON, LOCAL_CHAIN]);
    const [open, anonymous, local] = screen.getAllByRole('listitem');
    expect(within(open!).getByRole('link', { name: '0x1234...5678' })).toHaveAttribute(
      'href',
      `https://polygonscan.com/address/${donor}`,
    );
    expect(within(open!).getByRole('link', { name: /^0x00000000\.\.\.$/ })).toHaveAttribute(
      'href',
      `https://polygonscan.com/tx/0x${'3'.padStart(64, '0')}`,
    );
    // An anonymous donation never shows who gave it.
    expect(within(anonymous!).getAllByRole('link')).toHaveLength(1);
    expect(within(local!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(local!).getByText('0x1234...5678')).toHaveAttribute('title', donor);
  });

  it('says what a swap-gift’s donor gave beside the stablecoin the campaign received, once', () => {
    listed = [
      {
        ...donation(1, false),
        amount: '29.981234',
        currency: 'USDC',
        swapped: { token: { symbol: 'ETH', address: null, decimals: 18 }, amount: '0.01' },
      },
      { ...donation(2, false), swapped: null },
    ];
    renderList();
    const amounts = screen.getAllByTestId('donation-amount');
    expect(amounts.map((amount) => amount.textContent?.replace(/\s/g, ' '))).toEqual([
      '29.98 USDCGiven as 0.01 ETH',
      '25.00 USDT',
    ]);
    expect(screen.getAllByTestId('given-as')).toHaveLength(1);
  });
});
