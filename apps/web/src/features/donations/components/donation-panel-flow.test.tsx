import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import type { TransactionStep } from '@/lib/wallet/use-transactor';
import { keepCampaign } from '@/test/campaign';
import { DonationPanel } from './donation-panel';
import { renderLocalPanel } from './render-local-panel';

const CAMPAIGN = keepCampaign({ raisedAmount: '10', donorCount: 1 });

beforeEach(() => {
  resetToasts();
});

describe('DonationPanel flow', () => {
  it.each(['', '0', '-1', 'abc'])('says beside the field that %j is not a valid amount', async (amount) => {
    const onDonate = vi.fn();
    render(<DonationPanel campaign={CAMPAIGN} onDonate={onDonate} />);
    if (amount) await userEvent.type(screen.getByLabelText('Amount (USDT)'), amount);
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    const field = screen.getByLabelText('Amount (USDT)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid donation amount.');
    expect(field).toHaveFocus();
    expect(getToasts()).toEqual([]);
    expect(onDonate).not.toHaveBeenCalled();
    // Typing again clears the mark.
    await userEvent.type(field, '5');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows the balance before signing and refuses more than the wallet holds, beside the field', async () => {
    const onDonate = vi.fn(async () => true);
    renderLocalPanel({
      campaign: CAMPAIGN,
      onDonate,
      showBalance: true,
      balances: { USDT: 1_234_567_891n, ETH: 0n },
    });
    const field = screen.getByLabelText('Amount (USDT)');
    expect(field).toHaveAccessibleDescription('Your balance: 1,234.56 USDT');
    await userEvent.type(field, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('amount-error')).toHaveTextContent(
      'Your wallet holds 1,234.56 USDT. Nothing was sent.',
    );
    expect(onDonate).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledWith(expect.objectContaining({ amount: '1000', symbol: 'USDT' }));
  });

  it('thanks the donor above the cleared form, with the receipt and the follow', async () => {
    const onDismissDone = vi.fn();
    render(
      <Router hook={memoryLocation({ path: '/campaign/7' }).hook}>
        <DonationPanel
          campaign={CAMPAIGN}
          onDonate={vi.fn()}
          done={{ amount: '1234.5', symbol: 'USDT', receipt: '/receipt/31337/0xabc/0', following: true }}
          onDismissDone={onDismissDone}
        />
      </Router>,
    );
    // Its own chunk, loaded once there is something to thank for (decision 089).
    const thanks = await screen.findByRole('region', { name: 'Donation received' });
    expect(thanks).toHaveTextContent('Thank you! You gave 1,234.50 USDT.');
    expect(within(thanks).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/receipt/31337/0xabc/0',
    );
    expect(within(thanks).getByText('You now follow this campaign')).toBeInTheDocument();
    // The form stays, to give again.
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeEnabled();
    await userEvent.click(within(thanks).getByRole('button', { name: 'Close' }));
    expect(onDismissDone).toHaveBeenCalledOnce();
  });

  it('says the receipt is on its way, and nothing about following, while the donation is not recorded', async () => {
    render(
      <DonationPanel
        campaign={CAMPAIGN}
        done={{ amount: '5', symbol: 'USDT', receipt: null, following: false }}
      />,
    );
    expect(await screen.findByText(/Your receipt will be in My Donations/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
    expect(screen.queryByText('You now follow this campaign')).not.toBeInTheDocument();
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

  it('keeps the next gift the donor began while the last one was still being recorded', async () => {
    let finish: (sent: boolean) => void = () => {};
    const onDonate = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const panel = (step: TransactionStep) => (
      <DonationPanel campaign={CAMPAIGN} step={step} onDonate={onDonate} />
    );
    const { rerender } = render(panel('idle'));
    const amount = screen.getByLabelText('Amount (USDT)');
    const message = screen.getByLabelText('Message (optional)');
    await userEvent.type(amount, '10');
    await userEvent.type(message, 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    rerender(panel('pending'));
    // Confirmed on chain: the form opens again, cleared, while the donation is being recorded.
    rerender(panel('confirmed'));
    await waitFor(() => expect(amount).toHaveValue(null));
    await userEvent.type(amount, '10');
    await userEvent.type(message, 'Second');
    finish(true);
    await waitFor(() => expect(onDonate).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(amount).toHaveValue(10);
    expect(message).toHaveValue('Second');
  });

  it('keeps the next gift the donor began before the last one was confirmed', async () => {
    // A gift shows in the list (live, from the chain) before its confirmation has ended: a donor
    // who starts the next one then must not see the amount they typed wiped.
    const onDonate = vi.fn(() => new Promise<boolean>(() => {}));
    const panel = (step: TransactionStep) => (
      <DonationPanel campaign={CAMPAIGN} step={step} onDonate={onDonate} />
    );
    const { rerender } = render(panel('idle'));
    const amount = screen.getByLabelText('Amount (USDT)');
    const message = screen.getByLabelText('Message (optional)');
    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await userEvent.type(message, 'Next');
    rerender(panel('confirmed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(amount).toHaveValue(2);
    expect(message).toHaveValue('Next');
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
    renderLocalPanel({ campaign: CAMPAIGN, onDonate: vi.fn() });
    await userEvent.click(screen.getByLabelText('Donate anonymously'));
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
    const instructions = await screen.findByTestId('anonymous-instructions');
    expect(instructions).toHaveTextContent('Send USDT directly to the campaign wallet');
    expect(instructions).toHaveTextContent('(or USDC, DAI or ETH)');
    expect(instructions).toHaveTextContent(CAMPAIGN.walletAddress ?? '');
    expect(instructions).toHaveTextContent('detected automatically within seconds');
    expect(screen.getByRole('img', { name: 'QR code for an anonymous donation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy campaign wallet address' })).toBeInTheDocument();
  });
});
