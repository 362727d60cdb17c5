import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOrNothingCampaign } from '@/test/campaign';
import { LOCAL_CHAIN, LOCAL_L2 } from '@/test/chains';
import { ProgressCard } from './progress-card';

describe('ProgressCard of an all-or-nothing campaign', () => {
  it('makes its promise with the deadline, shows the counted total and says it is funding', async () => {
    render(<ProgressCard campaign={allOrNothingCampaign('funding')} chains={[LOCAL_CHAIN, LOCAL_L2]} />);
    const status = await screen.findByRole('region', { name: 'All or nothing' });
    expect(status).toHaveTextContent(
      'All or nothing — if the goal is not reached by Mar 4, 2030, every donor gets their money back',
    );
    expect(within(status).getByTestId('funding-model-badge')).toHaveTextContent('All or nothing · Funding');
    expect(status).toHaveTextContent('Funding until Mar 4, 2030, 23:59 UTC');
    // Its one network, named, though the deployment serves two (decision 111).
    expect(within(status).getByTestId('all-or-nothing-network')).toHaveTextContent(
      "Gifts count only on Local L2, where this campaign's vault lives. Money sent to its address on any other network is not a donation: it is not counted and cannot be refunded.",
    );
    expect(screen.getByTestId('raised-amount')).toHaveTextContent('400.00 USDT');
    expect(screen.getByText('counted of 1,000.00 USDT goal')).toBeInTheDocument();
    expect(screen.queryByTestId('refund-figures')).not.toBeInTheDocument();
    // Its vault lives on one network: no split by network, though the deployment serves two.
    expect(screen.queryByTestId('raised-by-network')).not.toBeInTheDocument();
  });

  it('says a succeeded vault lets the creator withdraw', async () => {
    render(<ProgressCard campaign={allOrNothingCampaign('succeeded', { countedAmount: '1000' })} />);
    expect(await screen.findByTestId('funding-model-badge')).toHaveTextContent('All or nothing · Succeeded');
    const status = screen.getByRole('region', { name: 'All or nothing' });
    expect(status).toHaveTextContent('All or nothing — the goal was reached by Mar 4, 2030');
    expect(status).toHaveTextContent('the goal was reached in time, so the creator can withdraw');
  });

  it('after failure says donors get it back, with the refunds paid and still owed, and what was not counted', async () => {
    const campaign = allOrNothingCampaign('failed', {
      uncountedAmount: '5',
      refunds: {
        claimed: '100',
        pushed: '50.5',
        outstanding: '249.5',
        donorsRefunded: 1,
        donorsOutstanding: 1,
        donorsPushRefused: 0,
      },
    });
    render(<ProgressCard campaign={campaign} />);
    expect(await screen.findByTestId('funding-model-badge')).toHaveTextContent('All or nothing · Failed');
    const status = screen.getByRole('region', { name: 'All or nothing' });
    expect(status).toHaveTextContent(
      'All or nothing — the goal was not reached by Mar 4, 2030, so every donor gets their money back',
    );
    expect(status).toHaveTextContent('Every donor can take back exactly what they gave');
    expect(screen.getByTestId('refund-figures')).toHaveTextContent(
      'Refunded so far: 150.50 USDT · still owed to donors: 249.50 USDT',
    );
    expect(screen.getByTestId('uncounted-amount')).toHaveTextContent(
      'Also sent straight to the vault, not counted: 5.00 USDT. It is not refunded and goes to the creator with the rest.',
    );
  });
});
