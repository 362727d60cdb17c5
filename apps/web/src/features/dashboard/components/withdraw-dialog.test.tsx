import type { WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import { campaignVault, NO_ETH, withdrawal } from '../test-fixtures';
import { WithdrawDialog } from './withdraw-dialog';

const OWNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const OTHER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const VAULT_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDT_ADDRESS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const HASH = `0x${'ab'.repeat(32)}`;
const SIGNATURE = `0x${'cd'.repeat(65)}`;

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
const wallet = vi.hoisted(() => ({ send: vi.fn(), sign: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));
vi.mock('../send-withdrawal', () => ({ sendWithdrawal: wallet.send, signWithdrawal: wallet.sign }));

const VAULT = campaignVault(
  { campaignId: 7, title: 'Clean water', currency: 'USDT' },
  {
    deployed: false,
    balances: [{ symbol: 'USDT', tokenAddress: USDT_ADDRESS, decimals: 6, balance: '250' }, NO_ETH],
    safe: null,
  },
);

const PLAN: WithdrawalPlan = {
  campaignId: 7,
  chainId: 31337,
  vaultAddress: VAULT_ADDRESS,
  vaultDeployed: false,
  token: { symbol: 'USDT', address: USDT_ADDRESS, decimals: 6 },
  amount: '100',
  fee: '2.5',
  payout: '97.5',
  available: '250',
  recipientAddress: OTHER,
  transactions: [
    { to: VAULT_ADDRESS, data: '0x01', value: '0', description: 'Deploy the vault' },
    { to: VAULT_ADDRESS, data: '0x02', value: '0', description: 'Withdraw' },
  ],
  typedData: {
    domain: { name: 'CampaignVault', version: '1', chainId: 31337, verifyingContract: VAULT_ADDRESS },
    message: {
      token: USDT_ADDRESS,
      amount: '100000000',
      recipient: OTHER,
      nonce: '0',
      deadline: '1900000000',
    },
  },
};

const WITHDRAWAL = withdrawal({ id: 'r1', recipientAddress: OTHER, status: 'pending' });

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const reply = replies[url] ?? { status: 404, body: { message: 'Not found' } };
  return new Response(JSON.stringify(reply.body), { status: reply.status });
});
const calls = (url: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);

beforeEach(() => {
  resetToasts();
  wallet.send.mockReset();
  wallet.sign.mockReset();
  fetchMock.mockClear();
  replies = {
    '/api/campaigns/7/wallet/withdraw': { status: 200, body: PLAN },
    '/api/withdrawals': { status: 201, body: WITHDRAWAL },
    '/api/wallet/withdraw': {
      status: 200,
      body: { transactionHash: HASH, withdrawal: { ...WITHDRAWAL, method: 'gasless' } },
    },
  };
  vi.stubGlobal('fetch', fetchMock);
  session.current = { status: 'signed-in', address: OWNER, isAdmin: false, user: null };
});

afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  // /api/config is already cached by the time a creator opens the dialog: the review names the
  // network from it.
  const client = new QueryClient();
  client.setQueryData(['config'], { chains: [{ chainId: 31337, chainName: 'Local Anvil' }] });
  render(
    <QueryClientProvider client={client}>
      <WithdrawDialog vault={VAULT} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw from Clean water' }));
  return screen.getByRole('dialog', { name: 'Withdraw Funds' });
}

async function fillAndReview(dialog: HTMLElement, amount: string, recipient = OTHER) {
  const view = within(dialog);
  await userEvent.type(view.getByLabelText('Amount (USDT)'), amount);
  const recipientField = view.getByLabelText('Recipient Address');
  await userEvent.clear(recipientField);
  if (recipient) await userEvent.type(recipientField, recipient);
  await userEvent.click(view.getByRole('button', { name: 'Review Withdrawal' }));
}

const toastTitles = () => getToasts().map((item) => item.title);

describe('WithdrawDialog', () => {
  it("defaults the recipient to the creator's own address", async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Recipient Address')).toHaveValue(OWNER);
    expect(within(dialog).getByRole('button', { name: 'Review Withdrawal' })).toBeDisabled();
  });

  it('refuses more than the vault holds before asking the server or the wallet', async () => {
    const dialog = await openDialog();
    await fillAndReview(dialog, '250.000001');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Amount exceeds available balance');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(wallet.send).not.toHaveBeenCalled();
    expect(wallet.sign).not.toHaveBeenCalled();
  });

  it('says which amount is not valid', async () => {
    const dialog = await openDialog();
    await fillAndReview(dialog, '0');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid amount');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses less than 0.01 of the token before asking the server (SPEC.md §5)', async () => {
    const dialog = await openDialog();
    await fillAndReview(dialog, '0.009');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Minimum withdrawal is 0.01 USDT');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's exact split and the checksummed recipient before anything is signed", async () => {
    const dialog = await openDialog();
    await fillAndReview(dialog, '100', OTHER.toLowerCase());
    const review = await within(dialog).findByTestId('withdrawal-review');
    expect(calls('/api/campaigns/7/wallet/withdraw')).toEqual([
      { token: 'USDT', amount: '100', recipientAddress: OTHER.toLowerCase(), chainId: 31337 },
    ]);
    expect(review).toHaveTextContent('Amount100.00 USDT');
    expect(review).toHaveTextContent('Platform fee (2.5%)2.50 USDT');
    expect(review).toHaveTextContent('You receive97.50 USDT');
    expect(within(dialog).getByTestId('withdrawal-recipient')).toHaveTextContent(OTHER);
    expect(within(dialog).getByTestId('withdrawal-network')).toHaveTextContent('Local Anvil');
    expect(within(dialog).getByText(/first withdrawal/)).toBeInTheDocument();
    expect(wallet.send).not.toHaveBeenCalled();
    expect(wallet.sign).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the form", async () => {
    replies['/api/campaigns/7/wallet/withdraw'] = {
      status: 400,
      body: { message: 'Amount exceeds available balance' },
    };
    const dialog = await openDialog();
    await fillAndReview(dialog, '100');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Amount exceeds available balance');
    expect(within(dialog).queryByTestId('withdrawal-review')).not.toBeInTheDocument();
  });

  it('withdraws directly: the wallet sends, the hash is recorded at once and the dialog closes', async () => {
    wallet.send.mockImplementation(async (_plan: unknown, _from: string, onSent: (hash: string) => void) => {
      onSent(HASH);
      return HASH;
    });
    const dialog = await openDialog();
    await fillAndReview(dialog, '100');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Withdraw Directly' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(wallet.send).toHaveBeenCalledWith(PLAN, OWNER, expect.any(Function));
    expect(calls('/api/withdrawals')).toEqual([{ campaignId: 7, transactionHash: HASH, chainId: 31337 }]);
    expect(toastTitles()).toContain('Withdrawal Initiated');
    expect(getToasts().find((item) => item.title === 'Withdrawal Initiated')?.description).toBe(
      `Transaction hash: ${HASH.slice(0, 10)}... on Local Anvil`,
    );
    expect(toastTitles()).toContain('Transaction Confirmed!');
  });

  it('withdraws gasless: the creator only signs and the platform relays', async () => {
    const signed = {
      campaignId: 7,
      token: USDT_ADDRESS,
      amount: '100000000',
      recipientAddress: OTHER,
      nonce: '0',
      deadline: '1900000000',
      signature: SIGNATURE,
    };
    wallet.sign.mockResolvedValue(signed);
    const dialog = await openDialog();
    await fillAndReview(dialog, '100');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Withdraw Gasless' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(wallet.sign).toHaveBeenCalledWith(PLAN, OWNER);
    expect(wallet.send).not.toHaveBeenCalled();
    expect(calls('/api/wallet/withdraw')).toEqual([signed]);
    expect(getToasts()[0]).toMatchObject({
      title: 'Withdrawal Submitted',
      description: 'Your withdrawal is being processed on Local Anvil.',
    });
  });

  it("keeps the review open and says 'Failed to sign withdrawal request' when the wallet declines", async () => {
    wallet.sign.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const dialog = await openDialog();
    await fillAndReview(dialog, '100');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Withdraw Gasless' }));
    await waitFor(() => expect(toastTitles()).toContain('Failed to sign withdrawal request'));
    expect(within(dialog).getByRole('button', { name: 'Withdraw Gasless' })).toBeEnabled();
    expect(calls('/api/wallet/withdraw')).toEqual([]);
  });

  it("says 'Wallet Not Connected' when no wallet is there to sign", async () => {
    wallet.sign.mockRejectedValue(
      Object.assign(new Error('No wallet is connected'), { name: 'WalletNotConnectedError' }),
    );
    const dialog = await openDialog();
    await fillAndReview(dialog, '100');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Withdraw Gasless' }));
    await waitFor(() => expect(toastTitles()).toContain('Wallet Not Connected'));
    expect(getToasts()[0]?.description).toBe(
      'Please connect the wallet you signed in with, then try again. Nothing was sent.',
    );
    expect(calls('/api/wallet/withdraw')).toEqual([]);
  });

  it('says Withdrawal Failed, not a signing failure, when the relayer refuses a signed request', async () => {
    wallet.sign.mockResolvedValue({ signature: SIGNATURE });
    replies['/api/wallet/withdraw'] = { status: 400, body: { message: 'Signature expired' } };
    const dialog = await openDialog();
    await fillAndReview(dialog, '100');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Withdraw Gasless' }));
    await waitFor(() => expect(toastTitles()).toContain('Withdrawal Failed'));
    expect(toastTitles()).not.toContain('Failed to sign withdrawal request');
  });
});

describe('WithdrawDialog of an all-or-nothing campaign', () => {
  it('cannot be opened before success: the button is disabled and described by the reason', () => {
    const reason =
      'Nothing can be withdrawn before success: this all-or-nothing campaign pays out only if its goal is reached by Mar 4, 2030.';
    render(
      <QueryClientProvider client={new QueryClient()}>
        <p id="rule-7">{reason}</p>
        <WithdrawDialog vault={VAULT} rule={{ blocked: true, reason }} ruleId="rule-7" />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw from Clean water' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });
});
