import type { GaslessConfig } from '@crowdvault/shared/api/gasless-donation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { keepCampaign } from '@/test/campaign';
import { renderLocalPanel } from './render-local-panel';

const CAMPAIGN = keepCampaign({ currency: 'USDC', raisedAmount: '10', donorCount: 1 });

const OFFERED: GaslessConfig = {
  available: true,
  reason: null,
  tokens: [
    { symbol: 'USDC', method: 'authorization', minAmount: '1' },
    { symbol: 'DAI', method: 'permit', minAmount: '1' },
  ],
};

function renderPanel(gasless: GaslessConfig) {
  const onDonate = vi.fn(async () => true);
  renderLocalPanel({ campaign: CAMPAIGN, onDonate, gasless });
  return onDonate;
}

describe('DonationPanel: donating without gas', () => {
  it('offers and prefers it for USDC, and sends the authorization method', async () => {
    const onDonate = renderPanel(OFFERED);
    expect(screen.getByRole('checkbox', { name: 'Donate without gas' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Amount (USDC)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '10', symbol: 'USDC', gasless: 'authorization' }),
    );
  });

  it('says the minimum before signing, and refuses less beside the field', async () => {
    const onDonate = renderPanel({
      ...OFFERED,
      tokens: [{ symbol: 'USDC', method: 'authorization', minAmount: '5' }],
    });
    expect(screen.getByRole('checkbox', { name: 'Donate without gas' })).toHaveAccessibleDescription(
      // The amount and its code kept on one line (a no-break space, decision 142).
      'One signature in your wallet; the platform pays the network fee. From 5.00\u00A0USDC.',
    );
    await userEvent.type(screen.getByLabelText('Amount (USDC)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(screen.getByLabelText('Amount (USDC)')).toHaveAccessibleDescription(
      'Donations without gas start at 5.00 USDC: give at least that, or untick "Donate without gas" for a normal transfer.',
    );
    expect(onDonate).not.toHaveBeenCalled();
    // A normal transfer takes it.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Donate without gas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledWith(expect.not.objectContaining({ gasless: expect.anything() }));
  });

  it('lets the donor choose the normal transfer instead', async () => {
    const onDonate = renderPanel(OFFERED);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Donate without gas' }));
    await userEvent.type(screen.getByLabelText('Amount (USDC)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledWith(expect.not.objectContaining({ gasless: expect.anything() }));
  });

  it('offers only the normal transfer for USDT, and says why', async () => {
    const onDonate = renderPanel(OFFERED);
    await userEvent.selectOptions(screen.getByLabelText('Token'), 'USDT');
    expect(screen.queryByRole('checkbox', { name: 'Donate without gas' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/USDT cannot be given without gas: this is a normal transfer/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledWith(expect.not.objectContaining({ gasless: expect.anything() }));
  });

  it('says why when the relayer does not take gasless donations now', () => {
    renderPanel({
      ...OFFERED,
      available: false,
      reason: "Today's budget for donations without gas is used up.",
    });
    expect(screen.queryByRole('checkbox', { name: 'Donate without gas' })).not.toBeInTheDocument();
    expect(screen.getByText("Today's budget for donations without gas is used up.")).toBeInTheDocument();
  });
});
