import type { MyDonation } from '@crowdvault/shared/api/donation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { configQueryOptions } from '@/lib/config/app-config';
import { createQueryClient } from '@/lib/query-client';
import { configWithChains } from '@/test/chains';
import { DonationItem } from './donation-item';

const DONATION = {
  id: 3,
  donorId: 1,
  campaignId: 7,
  amount: '25',
  currency: 'USDT',
  message: null,
  isAnonymous: true,
  transactionHash: `0x${'ab'.repeat(32)}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  campaign: { id: 7, title: 'Library shelves' },
} as unknown as MyDonation;

/** DONATION given to another, all-or-nothing campaign, with `fields` over it. */
function toCampaign(campaign: { id: number; title: string; fundingState: string }, fields: object = {}) {
  return { ...DONATION, ...fields, campaign } as MyDonation;
}

/** Renders one item per donation, in order, with a router and a query client. */
function renderItems(donations: MyDonation | MyDonation[], client = createQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <Router>
        {[donations].flat().map((donation) => (
          <DonationItem key={donation.id} donation={donation} />
        ))}
      </Router>
    </QueryClientProvider>,
  );
}

describe('DonationItem', () => {
  it("links the campaign's title to its page", () => {
    renderItems(DONATION);
    expect(screen.getByRole('link', { name: 'Library shelves' })).toHaveAttribute('href', '/campaign/7');
  });

  it("sizes the Anonymous badge to the meta line's text-xs height, so its row is no taller", () => {
    renderItems(DONATION);
    const badge = screen.getByTestId('anonymous-badge');
    expect(badge).toHaveTextContent('Anonymous');
    // jsdom lays nothing out: this checks the sizing rule. 14 px line + 1 px border each side =
    // the 16 px line of text-xs; the badge's default 2 px padding made those rows 6 px taller.
    expect(badge).toHaveClass('py-0', 'leading-3.5');
    expect(badge).not.toHaveClass('py-0.5');
  });

  it('names the network of the donation', () => {
    const client = createQueryClient();
    client.setQueryData(configQueryOptions.queryKey, configWithChains());
    renderItems({ ...DONATION, chainId: 31338 }, client);
    expect(screen.getByTestId('donation-network')).toHaveTextContent('on Local L2');
  });

  it('offers the refund of a gift to an all-or-nothing campaign that missed its goal, and only then', () => {
    const failed = toCampaign({ id: 12, title: 'A lathe', fundingState: 'failed' });
    const refunded = toCampaign(
      { id: 14, title: 'A loom', fundingState: 'failed' },
      {
        id: 6,
        counted: true,
        refund: {
          amount: '25',
          method: 'pushed',
          to: `0x${'12'.repeat(20)}`,
          transactionHash: `0x${'ab'.repeat(32)}`,
          timestamp: '2030-03-05T10:00:00.000Z',
        },
      },
    );
    const plain = toCampaign(
      { id: 15, title: 'A press', fundingState: 'failed' },
      { id: 7, counted: false, refund: null },
    );
    const funding = toCampaign({ id: 13, title: 'A kiln', fundingState: 'funding' }, { id: 4 });
    renderItems([failed, funding, refunded, plain, { ...DONATION, id: 5 }]);
    const claim = screen.getByRole('link', { name: /^Claim your refund\s*from A lathe$/ });
    expect(claim).toHaveAttribute('href', '/campaign/12');
    // Already refunded, or a plain transfer the vault never counted: nothing to claim.
    expect(screen.getAllByRole('link', { name: /Claim your refund/ })).toHaveLength(1);
    expect(screen.getByTestId('refunded')).toHaveTextContent(
      /^Refunded 25(\.00)? USDT on .+, sent back to your wallet\.$/,
    );
    expect(screen.getByTestId('not-counted')).toHaveTextContent('Not counted toward the goal');
    expect(screen.getAllByTestId('funding-model-badge').map((badge) => badge.textContent)).toEqual([
      'All or nothing · Failed',
      'All or nothing · Funding',
      'All or nothing · Failed',
      'All or nothing · Failed',
    ]);
  });
});
