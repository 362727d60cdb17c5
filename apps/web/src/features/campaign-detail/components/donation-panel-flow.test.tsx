import type { Campaign } from '@crowdvault/shared/api/campaign';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/components/ui/use-toast';
import type { Session } from '@/features/auth/use-session';
import { DonationPanel } from './donation-panel';

const session = vi.hoisted(() => ({ current: null as Session | null }));
const walletModal = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock('@/features/auth/use-session', () => ({ useSession: () => session.current }));
vi.mock('@/features/auth/wallet-modal', () => ({ openWalletModal: walletModal.open }));

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const SIGNED_OUT: Session = { status: 'signed-out', user: null, address: null, isAdmin: false };
const SIGNED_IN: Session = {
  status: 'signed-in',
  address: ADDRESS,
  isAdmin: false,
  user: {
    id: 3,
    walletAddress: ADDRESS,
    username: 'donor',
    bio: null,
    role: 'USER',
    status: 'ACTIVE',
    isAdmin: false,
  },
};

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
  walletModal.open.mockReset();
  session.current = SIGNED_IN;
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

  it('asks a visitor without a wallet to connect and opens the wallet modal', async () => {
    session.current = SIGNED_OUT;
    render(<DonationPanel campaign={CAMPAIGN} onDonate={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(lastToast()).toMatchObject({
      title: 'Wallet Not Connected',
      description: 'Please connect your wallet to make a donation.',
    });
    expect(walletModal.open).toHaveBeenCalledOnce();
  });

  it('says User Not Found when the session has no user', async () => {
    session.current = { ...SIGNED_IN, user: null };
    const onDonate = vi.fn();
    render(<DonationPanel campaign={CAMPAIGN} onDonate={onDonate} />);
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(lastToast()).toMatchObject({
      title: 'User Not Found',
      description: 'Please ensure your wallet is properly connected.',
    });
    expect(onDonate).not.toHaveBeenCalled();
  });

  it('sends amount, token and message, shows Processing... and clears after a transfer', async () => {
    let finish: (sent: boolean) => void = () => {};
    const onDonate = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<DonationPanel campaign={CAMPAIGN} tokens={['USDT', 'USDC', 'ETH']} onDonate={onDonate} />);
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
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    finish(true);
    expect(await screen.findByRole('button', { name: 'Donate Now' })).toBeEnabled();
    expect(screen.getByLabelText('Amount (USDT)')).toHaveValue(null);
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('');
  });

  it('replaces the button with the anonymous instructions, naming the other tokens', async () => {
    render(<DonationPanel campaign={CAMPAIGN} tokens={['USDT', 'USDC', 'DAI', 'ETH']} onDonate={vi.fn()} />);
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
