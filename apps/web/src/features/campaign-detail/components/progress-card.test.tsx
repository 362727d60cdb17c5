import type { ChainConfig } from '@crowdvault/shared/api/config';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { allOrNothingCampaign, keepCampaign } from '@/test/campaign';
import { LOCAL_CHAIN } from '@/test/chains';
import { ProgressCard } from './progress-card';

const CAMPAIGN = keepCampaign({
  raisedAmount: '282.77',
  raisedByToken: [
    { currency: 'USDT', amount: '277.77', countsTowardGoal: true },
    { currency: 'DAI', amount: '5', countsTowardGoal: true },
    { currency: 'ETH', amount: '0.01', countsTowardGoal: false },
  ],
});

describe('ProgressCard', () => {
  it('says the total is stablecoins at face value, with each token one tap away and ETH apart', async () => {
    render(<ProgressCard campaign={CAMPAIGN} />);
    const breakdown = screen.getByTestId('raised-breakdown');
    const summary = within(breakdown).getByText('Stablecoins at face value · by token');
    expect(within(breakdown).getByText('5.00 DAI')).not.toBeVisible();
    await userEvent.click(summary);
    expect(within(breakdown).getByText('277.77 USDT')).toBeVisible();
    expect(within(breakdown).getByText('5.00 DAI')).toBeVisible();
    expect(within(breakdown).getByText('Also given, not in the total: 0.010000 ETH')).toBeVisible();
  });

  it("shows 'Ended' alone for a finished campaign, not '0 Ended'", () => {
    render(<ProgressCard campaign={{ ...CAMPAIGN, daysLeft: 0 }} />);
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it("says 'Ended' once an all-or-nothing vault failed, not the wall clock's day left, beside its state", async () => {
    render(<ProgressCard campaign={allOrNothingCampaign('failed', {}, { daysLeft: 1 })} />);
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByText('day left')).not.toBeInTheDocument();
    expect(await screen.findByTestId('funding-model-badge')).toHaveTextContent('All or nothing · Failed');
  });

  it('shows the succeeded state, and the days the vault still counts donations', async () => {
    render(
      <ProgressCard
        campaign={allOrNothingCampaign('succeeded', { countedAmount: '1000' }, { daysLeft: 3 })}
      />,
    );
    expect(await screen.findByTestId('funding-model-badge')).toHaveTextContent('All or nothing · Succeeded');
    expect(screen.getByText('All or nothing — the goal was reached by Mar 4, 2030')).toBeInTheDocument();
    expect(screen.getByText('days left')).toBeInTheDocument();
  });

  it('splits the total by network, named from /api/config, where more than one is served', () => {
    const chain = (chainId: number, chainName: string): ChainConfig => ({
      ...LOCAL_CHAIN,
      chainId,
      chainName,
    });
    const campaign = {
      ...CAMPAIGN,
      raisedByChain: [
        { chainId: 31337, raisedAmount: '270.27' },
        { chainId: 31338, raisedAmount: '12.5' },
      ],
    };
    const { rerender } = render(
      <ProgressCard campaign={campaign} chains={[chain(31337, 'Local Anvil'), chain(31338, 'Local L2')]} />,
    );
    const split = screen.getByRole('list', { name: 'Raised by network' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Local Anvil270.27\u00A0USDT', 'Local L212.50\u00A0USDT']);
    rerender(<ProgressCard campaign={campaign} chains={[chain(31337, 'Local Anvil')]} />);
    expect(screen.queryByRole('list', { name: 'Raised by network' })).not.toBeInTheDocument();
  });
});

const NBSP = '\u00A0';

describe('ProgressCard in German and Arabic', () => {
  const campaign = keepCampaign({ raisedAmount: '1234.5', goalAmount: '25000', currency: 'USDT' });

  it("shows the campaign's total as the reader's locale writes it", async () => {
    for (const [locale, total] of [
      ['de', `1.234,50${NBSP}USDT`],
      ['ar', `\u2066١٬٢٣٤٫٥٠${NBSP}USDT\u2069`],
    ] as const) {
      const i18n = await loadI18n(locale);
      const { unmount } = render(
        <I18nContext.Provider value={i18n}>
          <ProgressCard campaign={campaign} />
        </I18nContext.Provider>,
      );
      expect(screen.getByTestId('raised-amount').textContent).toBe(total);
      unmount();
    }
  });
});
