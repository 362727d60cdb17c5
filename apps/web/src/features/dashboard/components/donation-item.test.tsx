import type { MyDonation } from '@crowdvault/shared/api/donation';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
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

describe('DonationItem', () => {
  it("sizes the Anonymous badge to the meta line's text-xs height, so its row is no taller", () => {
    render(
      <Router>
        <DonationItem donation={DONATION} explorerUrl={null} />
      </Router>,
    );
    const badge = screen.getByTestId('anonymous-badge');
    expect(badge).toHaveTextContent('Anonymous');
    // jsdom lays nothing out: this checks the sizing rule. 14 px line + 1 px border each side =
    // the 16 px line of text-xs; the badge's default 2 px padding made those rows 6 px taller.
    expect(badge).toHaveClass('py-0', 'leading-3.5');
    expect(badge).not.toHaveClass('py-0.5');
  });
});
