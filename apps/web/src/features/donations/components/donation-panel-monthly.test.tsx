import type { Campaign } from '@crowdvault/shared/api/campaign';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n';
import { keepCampaign } from '@/test/campaign';
import { LOCAL_CHAIN } from '@/test/chains';
import { DonationPanel } from './donation-panel';
import { renderLocalPanel } from './render-local-panel';

const CAMPAIGN = keepCampaign({ currency: 'USDC', raisedAmount: '10', donorCount: 1 });

// The lazy parts' texts (decision 140) compile once per run: in before the first test looks.
beforeAll(() => loadI18n('en', 'campaign-parts'), 120_000);
describe('DonationPanel, one-time or monthly (issue 32)', () => {
  it('offers Monthly, and draws its form (on the chosen chain) only once it is picked', async () => {
    const monthly = vi.fn(({ chain }: { chain: unknown }) => (
      <p>the monthly form on {String(Boolean(chain))}</p>
    ));
    renderLocalPanel({ campaign: CAMPAIGN, monthly });
    const once = screen.getByRole('button', { name: 'One-time' });
    const month = screen.getByRole('button', { name: 'Monthly' });
    expect(once).toHaveAttribute('aria-pressed', 'true');
    expect(month).toHaveAttribute('aria-pressed', 'false');
    expect(monthly).not.toHaveBeenCalled();
    await userEvent.click(month);
    expect(month).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('the monthly form on true')).toBeInTheDocument();
    expect(monthly.mock.lastCall?.[0]).toMatchObject({ campaign: CAMPAIGN, chain: LOCAL_CHAIN });
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
    await userEvent.click(once);
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeInTheDocument();
  });

  it('offers no Monthly for an all-or-nothing campaign: its vault counts no pulled gift', () => {
    const aon = {
      ...CAMPAIGN,
      fundingModel: 'all_or_nothing',
      allOrNothing: { chainId: 31337, state: 'funding', tokens: [{ symbol: 'USDC' }] },
    } as unknown as Campaign;
    render(<DonationPanel campaign={aon} monthly={() => <p>the monthly form</p>} />);
    expect(screen.queryByRole('button', { name: 'Monthly' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeInTheDocument();
  });

  it('offers no Monthly on a campaign that has ended', async () => {
    render(<DonationPanel campaign={{ ...CAMPAIGN, daysLeft: 0 }} monthly={() => <p>the monthly form</p>} />);
    expect(screen.queryByRole('button', { name: 'Monthly' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Campaign Ended' })).toBeDisabled();
  });
});
