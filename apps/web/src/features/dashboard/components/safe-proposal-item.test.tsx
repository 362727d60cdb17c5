import type { SafeMultisigTx } from '@crowdvault/shared/api/safe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SafeProposalItem } from './safe-proposal-item';

const A = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const B = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
const C = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const HASH = `0x${'ab'.repeat(32)}`;

function tx(overrides: Partial<SafeMultisigTx> = {}): SafeMultisigTx {
  return {
    safe: '0x1111111111111111111111111111111111111111',
    chainId: 31337,
    campaignId: 9,
    to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: '0',
    data: '0x',
    operation: 0,
    nonce: '3',
    safeTxHash: `0x${'cd'.repeat(32)}`,
    proposer: A,
    withdrawal: {
      tokenAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      symbol: 'USDC',
      amount: '100',
      recipient: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    },
    confirmationsRequired: 2,
    owners: [A, B, C],
    confirmations: [
      { owner: A, signature: `0x${'11'.repeat(65)}`, submissionDate: '2026-03-05T12:00:00.000Z' },
    ],
    progress: '1 of 2 signed',
    status: 'AWAITING_CONFIRMATIONS',
    isExecuted: false,
    transactionHash: null,
    executedBy: null,
    submissionDate: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

const signedBy = (...owners: string[]) =>
  owners.map((owner) => ({
    owner,
    signature: `0x${'11'.repeat(65)}`,
    submissionDate: '2026-03-05T12:00:00.000Z',
  }));

function renderItem(
  proposal: SafeMultisigTx,
  me: string,
  pending: Parameters<typeof SafeProposalItem>[0]['pending'] = null,
) {
  const onAction = vi.fn();
  render(
    <ul>
      <SafeProposalItem tx={proposal} me={me} explorerUrl={null} pending={pending} onAction={onAction} />
    </ul>,
  );
  return onAction;
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe("SafeProposalItem: rejecting another owner's proposal", () => {
  const hint =
    /Any owner may reject it: its signatures are then void, and the withdrawal needs 2 signatures again as a new proposal\./;

  it('says that rejecting voids the signatures it holds, when another owner signed it', () => {
    renderItem(
      tx({ confirmations: signedBy(A, C), progress: '2 of 2 signed', status: 'AWAITING_EXECUTION' }),
      B,
    );
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('says nothing of it on a proposal only the signed-in owner has signed', () => {
    renderItem(tx(), A);
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });
});

describe('SafeProposalItem: a proposal in each state', () => {
  it("awaiting signatures: '1 of 2 signed', who signed, and Sign and Reject for an owner who has not", async () => {
    const onAction = renderItem(tx(), B);
    expect(screen.getByTestId('safe-progress')).toHaveTextContent('1 of 2 signed');
    expect(screen.getByTestId('safe-proposal-status')).toHaveTextContent('Awaiting signatures');
    const owners = within(screen.getByRole('list', { name: 'Owners' })).getAllByRole('listitem');
    expect(owners.map((owner) => owner.textContent)).toEqual([
      '0x14dC...9955signed',
      '0x2361...1E8f(you)not yet',
      '0x15d3...6A65not yet',
    ]);
    expect(buttons()).toEqual(['Sign', 'Reject']);
    await userEvent.click(screen.getByRole('button', { name: /^Sign: 100(\.00)?\sUSDC/ }));
    expect(onAction).toHaveBeenCalledWith('sign', expect.objectContaining({ nonce: '3' }));
  });

  it('awaiting signatures, seen by the owner who signed: only Reject', () => {
    renderItem(tx(), A);
    expect(buttons()).toEqual(['Reject']);
  });

  it('at the threshold: Execute from the wallet or without gas; no Sign for a signer', async () => {
    const onAction = renderItem(
      tx({ status: 'AWAITING_EXECUTION', confirmations: signedBy(A, B), progress: '2 of 2 signed' }),
      A,
    );
    expect(screen.getByTestId('safe-progress')).toHaveTextContent('2 of 2 signed');
    expect(buttons()).toEqual(['Execute', 'Execute without gas', 'Reject']);
    await userEvent.click(screen.getByRole('button', { name: /^Execute without gas/ }));
    expect(onAction).toHaveBeenCalledWith('relayer', expect.anything());
  });

  it('at the threshold, seen by the owner who did not sign: they may still add theirs', () => {
    renderItem(tx({ status: 'AWAITING_EXECUTION', confirmations: signedBy(A, B) }), C);
    expect(buttons()).toEqual(['Sign', 'Execute', 'Execute without gas', 'Reject']);
  });

  it('while one action runs every button waits', () => {
    renderItem(tx({ status: 'AWAITING_EXECUTION', confirmations: signedBy(A, B) }), A, {
      action: 'direct',
      safeTxHash: `0x${'cd'.repeat(32)}`,
    });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('stale: says the Safe moved on and offers nothing', () => {
    renderItem(tx({ status: 'STALE' }), B);
    expect(screen.getByTestId('safe-proposal-status')).toHaveTextContent('Stale');
    expect(screen.getByText(/already executed another transaction with nonce 3/)).toBeInTheDocument();
    expect(buttons()).toEqual([]);
  });

  it('executed: its transaction, and no actions', () => {
    renderItem(
      tx({ status: 'EXECUTED', confirmations: signedBy(A, B), transactionHash: HASH, executedBy: 'relayer' }),
      C,
    );
    expect(screen.getByTestId('safe-proposal-status')).toHaveTextContent('Executed');
    expect(screen.getByTitle(HASH)).toBeInTheDocument();
    expect(buttons()).toEqual([]);
  });

  it('rejected and replaced: labelled, no actions', () => {
    renderItem(tx({ status: 'REJECTED' }), B);
    expect(screen.getByTestId('safe-proposal-status')).toHaveTextContent('Rejected');
    expect(buttons()).toEqual([]);
  });
});
