import type { Campaign } from '@crowdvault/shared/api/campaign';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import type { TransactionStep } from '@/lib/wallet/use-transactor';
import { LOCAL_CHAIN } from '@/test/chains';
import { DonationPanel } from './donation-panel';

const CAMPAIGN = {
  id: 7,
  title: 'Clean water',
  status: 'active',
  currency: 'USDT',
  goalAmount: '1000',
  raisedAmount: '10',
  donorCount: 1,
  daysLeft: 10,
  isApproved: true,
  walletAddress: '0x00000000000000000000000000000000000000aB',
} as Campaign;

const lastToast = () => getToasts()[0];

beforeEach(() => {
  resetToasts();
});

describe('DonationPanel flow', () => {
  it.each(['', '0', '-1', 'abc'])('rejects the amount %j with Invalid Amount', async (amount) => {
    const onDonate = vi.fn();
    render(<DonationPanel campaign={CAMPAIGN} onDonate={onDonate} />);
    if (amount) await userEvent.type(screen.getByLabelText('Amount (USDT)'), amount);
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(lastToast()).toMatchObject({
      title: 'Invalid Amount',
      description: 'Please enter a valid donation amount.',
    });
    expect(onDonate).not.toHaveBeenCalled();
  });

  it('sends amount, token and message, shows Processing... while pending and clears after a transfer', async () => {
    let finish: (sent: boolean) => void = () => {};
    const onDonate = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const panel = (step: TransactionStep) => (
      <DonationPanel campaign={CAMPAIGN} step={step} onDonate={onDonate} />
    );
    const { rerender } = render(panel('idle'));
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '25');
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Go!');
    expect(screen.getByText('3/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledWith({
      amount: '25',
      message: 'Go!',
      isAnonymous: false,
      symbol: 'USDT',
    });
    rerender(panel('pending'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    rerender(panel('confirmed'));
    finish(true);
    expect(await screen.findByRole('button', { name: 'Donate Now' })).toBeEnabled();
    await waitFor(() => expect(screen.getByLabelText('Amount (USDT)')).toHaveValue(null));
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('');
  });

  it('keeps the form when nothing was sent', async () => {
    const onDonate = vi.fn(async () => false);
    render(<DonationPanel campaign={CAMPAIGN} onDonate={onDonate} />);
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Amount (USDT)')).toHaveValue(25);
  });

  it('replaces the button with the anonymous instructions, naming the other tokens', async () => {
    render(
      <DonationPanel
        campaign={CAMPAIGN}
        networks={[LOCAL_CHAIN]}
        chainId={31337}
        onChainChange={vi.fn()}
        onDonate={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByLabelText('Donate anonymously'));
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
    const instructions = screen.getByTestId('anonymous-instructions');
    expect(instructions).toHaveTextContent('Send USDT directly to the campaign wallet');
    expect(instructions).toHaveTextContent('(or USDC, DAI or ETH)');
    expect(instructions).toHaveTextContent(CAMPAIGN.walletAddress ?? '');
    expect(instructions).toHaveTextContent('detected automatically within seconds');
    expect(screen.getByRole('img', { name: 'QR code for an anonymous donation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy campaign wallet address' })).toBeInTheDocument();
  });
});
