import type { DashboardSummary } from '@crowdvault/shared/api/dashboard';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderUi, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { configQueryOptions } from '@/lib/config/app-config';
import { createQueryClient } from '@/lib/query-client';
import { configWithChains } from '@/test/chains';
import { SummaryCards } from './summary-cards';

const SUMMARY: DashboardSummary = {
  totalRaised: {
    stablecoinTotal: '1234.5',
    byCurrency: [
      { currency: 'USDT', chainId: 31337, amount: '1000' },
      { currency: 'USDC', chainId: 31337, amount: '234.5' },
      { currency: 'ETH', chainId: 31337, amount: '0.5' },
    ],
  },
  activeCampaigns: 2,
  totalDonated: { stablecoinTotal: '0', byCurrency: [] },
  campaignsSupported: 3,
};

/** Renders with /api/config's two local networks known, as every dashboard page has them. */
function render(ui: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(configQueryOptions.queryKey, configWithChains());
  return renderUi(ui, {
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
}

/** The card whose term is `label`, as a screen reader reaches it. */
function card(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.closest('.rounded-xl') as HTMLElement;
}

describe('SummaryCards', () => {
  it('shows the stablecoin total at face value with the amount of each currency beside it', () => {
    render(<SummaryCards summary={SUMMARY} hasCampaigns />);
    const raised = within(card('Total Raised'));
    expect(raised.getByText('$1,234.50')).toBeInTheDocument();
    const breakdown = raised.getByRole('list', { name: 'By currency' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replaceAll('\u00A0', ' ')),
    ).toEqual(['1,000.00 USDT', '234.50 USDC', '0.500000 ETH']);
  });

  it('names the network of each amount when they come from two: no "1,740.50 USDT · 28.00 USDT"', () => {
    render(
      <SummaryCards
        summary={{
          ...SUMMARY,
          totalRaised: {
            stablecoinTotal: '1768.5',
            byCurrency: [
              { currency: 'USDT', chainId: 31337, amount: '1740.5' },
              { currency: 'USDT', chainId: 31338, amount: '28' },
            ],
          },
        }}
        hasCampaigns
      />,
    );
    const raised = within(card('Total Raised'));
    expect(raised.getByText('$1,768.50')).toBeInTheDocument();
    expect(
      within(raised.getByRole('list', { name: 'By currency' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replaceAll('\u00A0', ' ')),
    ).toEqual(['1,740.50 USDT on Local Chain', '28.00 USDT on Local L2']);
  });

  it('counts active campaigns and campaigns supported, and says when nothing was given', () => {
    render(<SummaryCards summary={SUMMARY} hasCampaigns />);
    expect(within(card('Active Campaigns')).getByText('2')).toBeInTheDocument();
    expect(within(card('Campaigns Supported')).getByText('3')).toBeInTheDocument();
    const donated = within(card('Total Donated'));
    expect(donated.getByText('$0.00')).toBeInTheDocument();
    expect(donated.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('leads a creator with what their campaigns raised, then what they gave', () => {
    render(<SummaryCards summary={SUMMARY} hasCampaigns />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total Raised',
      'Active Campaigns',
      'Total Donated',
      'Campaigns Supported',
    ]);
  });

  it('shows someone who has started no campaign what they gave, not Total Raised $0.00', () => {
    render(
      <SummaryCards
        summary={{
          ...SUMMARY,
          totalRaised: { stablecoinTotal: '0', byCurrency: [] },
          activeCampaigns: 0,
          totalDonated: {
            stablecoinTotal: '75',
            byCurrency: [{ currency: 'USDT', chainId: 31337, amount: '75' }],
          },
        }}
        hasCampaigns={false}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total Donated',
      'Campaigns Supported',
    ]);
    expect(within(card('Total Donated')).getByText('$75.00')).toBeInTheDocument();
    expect(screen.queryByText('Total Raised')).not.toBeInTheDocument();
    expect(screen.queryByText('Active Campaigns')).not.toBeInTheDocument();
  });

  it('holds the cards’ place while loading, and until it knows whether there are campaigns', () => {
    const { rerender } = render(<SummaryCards summary={undefined} hasCampaigns />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Total Raised')).not.toBeInTheDocument();
    rerender(<SummaryCards summary={SUMMARY} hasCampaigns={undefined} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Total Donated')).not.toBeInTheDocument();
  });
});
