import type { CampaignVault, WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WithdrawalRule } from '@/lib/campaigns/funding-model';
import { WithdrawForm } from './withdraw-form';

const OWNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

const onChain = (chainId: number, balance = '250') => ({
  chainId,
  deployed: true,
  balances: [
    {
      symbol: 'USDT',
      tokenAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      decimals: chainId === 31338 ? 18 : 6,
      balance,
    },
  ],
  blockNumber: '42',
  lastChecked: '2026-03-05T12:00:00.000Z',
  readError: null,
  safe: null,
});

const vault = (campaignId: number, title: string, chains = [onChain(31337)]): CampaignVault => ({
  campaignId,
  title,
  currency: 'USDT',
  status: 'active',
  walletAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  ...chains[0]!,
  chains,
});

/** /api/config's chains, already cached: the form names networks from them. */
function withConfig() {
  const client = new QueryClient();
  client.setQueryData(['config'], {
    chains: [
      { chainId: 31337, chainName: 'Local Anvil' },
      { chainId: 31338, chainName: 'Local L2' },
    ],
  });
  return client;
}

function renderRequestForm(vaults = [vault(7, 'Clean water'), vault(8, 'School roof')]) {
  const onWithdraw = vi.fn();
  render(
    <QueryClientProvider client={withConfig()}>
      <WithdrawForm
        kind="request"
        vaults={vaults}
        ownAddress={OWNER}
        pending={null}
        onWithdraw={onWithdraw}
      />
    </QueryClientProvider>,
  );
  return onWithdraw;
}

const review = () => userEvent.click(screen.getByRole('button', { name: 'Review Withdrawal' }));

describe('WithdrawForm on the Withdrawals page (SPEC.md §5, signed withdrawal form)', () => {
  it("says 'Missing Information' when Review is pressed without an amount", async () => {
    const onWithdraw = renderRequestForm();
    await review();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Missing Information: Please choose a campaign and enter an amount.',
    );
    expect(onWithdraw).not.toHaveBeenCalled();
  });

  it("says 'Recipient address is required' when the recipient is cleared", async () => {
    renderRequestForm();
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '10');
    await userEvent.clear(screen.getByLabelText('Recipient Address'));
    await review();
    expect(screen.getByRole('alert')).toHaveTextContent('Recipient address is required');
  });

  it('refuses more than the vault holds in SPEC.md §5 words', async () => {
    renderRequestForm();
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '250.000001');
    await review();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid Amount: Withdrawal amount cannot exceed the available balance.',
    );
  });
});

const OTHER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const VAULT_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

const plan = vi.hoisted(() => ({ planWithdrawal: vi.fn() }));
vi.mock('../api/plan-withdrawal', () => plan);

const VAULT = vault(7, 'Clean water');

const PLAN = {
  campaignId: 7,
  chainId: 31337,
  vaultAddress: VAULT_ADDRESS,
  vaultDeployed: true,
  token: { symbol: 'USDT', address: USDT, decimals: 6 },
  amount: '100',
  fee: '2.5',
  payout: '97.5',
  available: '250',
  recipientAddress: OTHER,
  transactions: [{ to: VAULT_ADDRESS, data: '0x02', value: '0', description: 'Withdraw' }],
  typedData: {
    domain: { name: 'CampaignVault', version: '1', chainId: 31337, verifyingContract: VAULT_ADDRESS },
    message: { token: USDT, amount: '100000000', recipient: OTHER, nonce: '0', deadline: '1900000000' },
  },
} as WithdrawalPlan;

function renderForm() {
  render(
    <QueryClientProvider client={withConfig()}>
      <WithdrawForm vaults={[VAULT]} ownAddress={OWNER} pending={null} onWithdraw={async () => true} />
    </QueryClientProvider>,
  );
  return {
    amount: screen.getByLabelText('Amount (USDT)'),
    recipient: screen.getByLabelText('Recipient Address'),
    review: screen.getByRole('button', { name: 'Review Withdrawal' }),
  };
}

describe('WithdrawForm', () => {
  it('marks the recipient field, not the amount, when the recipient is not an address', async () => {
    const form = renderForm();
    await userEvent.type(form.amount, '10');
    await userEvent.clear(form.recipient);
    await userEvent.type(form.recipient, '0x1234');
    await userEvent.click(form.review);
    expect(screen.getByRole('alert')).toHaveTextContent('Recipient address is not a valid address');
    expect(form.recipient).toHaveAttribute('aria-invalid', 'true');
    expect(form.recipient).toHaveAccessibleDescription('Recipient address is not a valid address');
    expect(form.amount).not.toHaveAttribute('aria-invalid');
  });

  it("goes back to the creator's own wallet after a withdrawal to another address", async () => {
    plan.planWithdrawal.mockResolvedValue(PLAN);
    const form = renderForm();
    await userEvent.type(form.amount, '100');
    await userEvent.clear(form.recipient);
    await userEvent.type(form.recipient, OTHER);
    await userEvent.click(form.review);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Directly' }));
    expect(await screen.findByLabelText('Recipient Address')).toHaveValue(OWNER);
    expect(screen.getByLabelText('Amount (USDT)')).toHaveValue('');
  });
});

describe('WithdrawForm networks (decision 083)', () => {
  it('offers only the networks where the vault holds something, primary first, and plans on the one picked', async () => {
    plan.planWithdrawal.mockRejectedValue(new Error('stop here'));
    renderRequestForm([
      vault(7, 'Clean water', [onChain(31337, '250'), onChain(31338, '40.5')]),
      vault(8, 'School roof', [onChain(31337, '3'), onChain(31338, '0')]),
    ]);
    const network = screen.getByRole('combobox', { name: 'Network' });
    expect(network).toHaveTextContent('Local Anvil');
    // Radix's select opens on a key press in jsdom (pointer capture is missing there).
    network.focus();
    await userEvent.keyboard('{Enter}');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Local Anvil', 'Local L2']);
    await userEvent.click(options[1]!);
    expect(screen.getByRole('combobox', { name: 'Token' })).toHaveTextContent('USDT · 40.50 available');
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '40.5');
    await review();
    expect(plan.planWithdrawal).toHaveBeenCalledWith(7, {
      token: 'USDT',
      amount: '40.5',
      recipientAddress: OWNER,
      chainId: 31338,
    });
  });

  it('never withdraws on another network when the one chosen stops being offered', async () => {
    plan.planWithdrawal.mockRejectedValue(new Error('stop here'));
    const client = withConfig();
    const form = (chains: ReturnType<typeof onChain>[]) => (
      <QueryClientProvider client={client}>
        <WithdrawForm
          kind="request"
          vaults={[vault(7, 'Clean water', chains)]}
          ownAddress={OWNER}
          pending={null}
          onWithdraw={vi.fn()}
        />
      </QueryClientProvider>
    );
    const { rerender } = render(form([onChain(31337, '250'), onChain(31338, '40.5')]));
    screen.getByRole('combobox', { name: 'Network' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Local L2' }),
    );
    // The vault on Local L2 was emptied meanwhile (another tab withdrew it all).
    rerender(form([onChain(31337, '250'), onChain(31338, '0')]));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Local L2 is no longer offered for this withdrawal: its balance is empty or could not be read. Choose a network.',
    );
    expect(screen.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Select a network');
    expect(screen.getByRole('button', { name: 'Review Withdrawal' })).toBeDisabled();

    screen.getByRole('combobox', { name: 'Network' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Local Anvil' }),
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '10');
    await review();
    expect(plan.planWithdrawal).toHaveBeenLastCalledWith(7, expect.objectContaining({ chainId: 31337 }));
  });

  it('shows no network choice for a campaign that holds funds on one network only', async () => {
    renderRequestForm([vault(8, 'School roof', [onChain(31337, '3'), onChain(31338, '0')])]);
    expect(screen.queryByRole('combobox', { name: 'Network' })).toBeNull();
  });
});

describe('WithdrawForm of an all-or-nothing campaign', () => {
  const BLOCKED: WithdrawalRule = {
    blocked: true,
    reason:
      'Nothing can be withdrawn before success: this all-or-nothing campaign pays out only if its goal is reached by Mar 4, 2030.',
  };

  function renderWithRule(initialCampaignId: number) {
    const onWithdraw = vi.fn();
    render(
      <QueryClientProvider client={withConfig()}>
        <WithdrawForm
          kind="request"
          vaults={[vault(12, 'A machine'), vault(8, 'School roof')]}
          initialCampaignId={initialCampaignId}
          ownAddress={OWNER}
          pending={null}
          onWithdraw={onWithdraw}
          rules={(campaignId) => (campaignId === 12 ? BLOCKED : null)}
        />
      </QueryClientProvider>,
    );
    return onWithdraw;
  }

  it('is disabled before success, under the reason', () => {
    renderWithRule(12);
    expect(screen.getByRole('note')).toHaveTextContent(BLOCKED.reason);
    expect(screen.getByLabelText('Amount (USDT)')).toBeDisabled();
    expect(screen.getByLabelText('Recipient Address')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Review Withdrawal' })).toBeDisabled();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(BLOCKED.reason);
    // Another campaign can still be chosen.
    expect(screen.getByRole('combobox', { name: 'Campaign' })).toBeEnabled();
  });

  it("leaves another campaign's withdrawal as it was", () => {
    renderWithRule(8);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USDT)')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Review Withdrawal' })).toBeEnabled();
  });
});
