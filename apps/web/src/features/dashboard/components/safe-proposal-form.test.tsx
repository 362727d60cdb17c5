import type { SafeMultisigTx } from '@crowdvault/shared/api/safe';
import { WITHDRAWAL_ERRORS } from '@crowdvault/shared/api/withdrawal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { myQueryKey } from '../api/my-query-key';
import { campaignVault, NO_ETH, safeInfo } from '../test-fixtures';
import { SafeProposalForm } from './safe-proposal-form';

const ME = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const OTHER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const SAFE_ADDRESS = '0x1111111111111111111111111111111111111111';
const VAULT_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDC = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

vi.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ status: 'signed-in', address: ME }) }));

const SAFE = safeInfo([ME, OTHER, '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'], '4');

const VAULT = campaignVault(
  { campaignId: 9, title: 'Community kitchen', currency: 'USDC' },
  {
    deployed: true,
    balances: [{ symbol: 'USDC', tokenAddress: USDC, decimals: 6, balance: '200' }, NO_ETH],
    safe: SAFE,
  },
);

function renderForm(open: Partial<SafeMultisigTx>[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['config'], { chains: [{ chainId: 31337, chainName: 'Local Anvil' }] });
  client.setQueryData(myQueryKey(ME, `safe-proposals-31337-${SAFE_ADDRESS}`), open);
  const onPropose = vi.fn().mockResolvedValue(true);
  render(
    <QueryClientProvider client={client}>
      <SafeProposalForm vault={VAULT} ownAddress={ME} pending={false} onPropose={onPropose} />
    </QueryClientProvider>,
  );
  return onPropose;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign & Propose' }));

describe("SafeProposalForm: an owner proposes a withdrawal from the Safe's vault", () => {
  it('says how many of the owners must sign', () => {
    renderForm();
    expect(screen.getByTestId('safe-proposal-note')).toHaveTextContent(
      'A 2-of-3 Safe owns this vault: you sign the proposal now, and it runs once 2 of its 3 owners have signed.',
    );
  });

  it('refuses a missing amount, a bad one, more than the vault holds and a bad recipient, and proposes nothing', async () => {
    const onPropose = renderForm();
    const amount = screen.getByLabelText('Amount (USDC)');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(WITHDRAWAL_ERRORS.fillAll);

    await userEvent.type(amount, '12abc');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(WITHDRAWAL_ERRORS.invalidAmount);
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(amount);
    await userEvent.type(amount, '200.000001');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(WITHDRAWAL_ERRORS.exceedsBalance);

    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    const recipient = screen.getByLabelText('Recipient Address');
    await userEvent.clear(recipient);
    await userEvent.type(recipient, '0x1234');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(WITHDRAWAL_ERRORS.invalidRecipient);
    expect(recipient).toHaveAttribute('aria-invalid', 'true');
    expect(onPropose).not.toHaveBeenCalled();
  });

  it("proposes the vault's withdraw of exact units at the Safe's nonce, then clears the amount", async () => {
    const onPropose = renderForm();
    await userEvent.type(screen.getByLabelText('Amount (USDC)'), '100');
    const recipient = screen.getByLabelText('Recipient Address');
    await userEvent.clear(recipient);
    await userEvent.type(recipient, OTHER);
    await submit();
    expect(onPropose).toHaveBeenCalledWith({
      chainId: 31337,
      safe: SAFE_ADDRESS,
      vault: VAULT_ADDRESS,
      token: USDC,
      amount: 100_000_000n,
      recipient: OTHER,
      nonce: 4n,
    });
    expect(screen.getByLabelText('Amount (USDC)')).toHaveValue('');
    expect(screen.getByLabelText('Recipient Address')).toHaveValue(ME);
  });

  it("warns that it replaces the open proposal at the Safe's nonce", () => {
    renderForm([
      {
        nonce: '4',
        status: 'AWAITING_CONFIRMATIONS',
        progress: '1 of 2 signed',
        confirmations: [{ owner: OTHER, signature: '0x01', submissionDate: '2026-03-05T12:00:00.000Z' }],
        confirmationsRequired: 2,
        withdrawal: { tokenAddress: USDC, symbol: 'USDC', amount: '50', recipient: OTHER },
      },
    ]);
    expect(screen.getByTestId('safe-replaces')).toHaveTextContent(
      'This replaces the open proposal of 50.00 USDC (1 of 2 signed): the Safe can run only one of them. Its signatures do not carry over: the new one needs 2 signatures again, yours first.',
    );
  });
});

describe('SafeProposalForm on several networks', () => {
  it('never proposes on another network when the one chosen can no longer be read', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(['config'], {
      chains: [
        { chainId: 31337, chainName: 'Local Anvil' },
        { chainId: 31338, chainName: 'Local L2' },
      ],
    });
    const onL2 = { ...VAULT.chains[0]!, chainId: 31338, safe: { ...SAFE, chainId: 31338 } };
    const onPropose = vi.fn().mockResolvedValue(true);
    const form = (l2: typeof onL2) => (
      <QueryClientProvider client={client}>
        <SafeProposalForm
          vault={{ ...VAULT, chains: [VAULT.chains[0]!, l2] }}
          ownAddress={ME}
          pending={false}
          onPropose={onPropose}
        />
      </QueryClientProvider>
    );
    const { rerender } = render(form(onL2));
    await userEvent.selectOptions(screen.getByLabelText('Network'), 'Local L2');
    rerender(form({ ...onL2, readError: 'RPC timed out' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Local L2 is no longer offered for this withdrawal: its balance is empty or could not be read. Choose a network.',
    );
    expect(screen.getByRole('button', { name: 'Sign & Propose' })).toBeDisabled();
    expect(onPropose).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText('Network'), 'Local Anvil');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Sign & Propose' })).toBeEnabled();
  });
});
