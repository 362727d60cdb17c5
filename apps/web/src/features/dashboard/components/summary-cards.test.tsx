import type { DashboardSummary } from '@crowdvault/shared/api/dashboard';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCards } from './summary-cards';

const SUMMARY: DashboardSummary = {
  totalRaised: {
    stablecoinTotal: '1234.5',
    byCurrency: [
      { currency: 'USDT', amount: '1000' },
      { currency: 'USDC', amount: '234.5' },
      { currency: 'ETH', amount: '0.5' },
    ],
  },
  activeCampaigns: 2,
  totalDonated: { stablecoinTotal: '0', byCurrency: [] },
  campaignsSupported: 3,
};

/** The card whose term is `label`, as a screen reader reaches it. */
function card(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.closest('.rounded-xl') as HTMLElement;
}

describe('SummaryCards', () => {
  it('shows the stablecoin total at face value with the amount of each currency beside it', () => {
    render(<SummaryCards summary={SUMMARY} />);
    const raised = within(card('Total Raised'));
    expect(raised.getByText('$1,234.50')).toBeInTheDocument();
    const breakdown = raised.getByRole('list', { name: 'By currency' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1,000.00 USDT', '234.50 USDC', '0.500000 ETH']);
  });

  it('counts active campaigns and campaigns supported, and says when nothing was given', () => {
    render(<SummaryCards summary={SUMMARY} />);
    expect(within(card('Active Campaigns')).getByText('2')).toBeInTheDocument();
    expect(within(card('Campaigns Supported')).getByText('3')).toBeInTheDocument();
    const donated = within(card('Total Donated'));
    expect(donated.getByText('$0.00')).toBeInTheDocument();
    expect(donated.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('holds the cards’ place while loading', () => {
    render(<SummaryCards summary={undefined} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Total Raised')).not.toBeInTheDocument();
  });
});
