import type { SafeInfo, SafeMultisigTx } from '@crowdvault/shared/api/safe';
import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { myQueryKey } from '../api/my-query-key';
import { campaignVault, safeInfo } from '../test-fixtures';
import { SafeWithdrawals } from './safe-withdrawals';

const ME = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const SAFE_ADDRESS = '0x1111111111111111111111111111111111111111';

vi.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ status: 'signed-in', address: ME }) }));

const SAFE = safeInfo(
  [ME, '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'],
  '5',
);

function vault(campaignId: number, title: string, safe: SafeInfo | null): CampaignVault {
  const balances = [
    {
      symbol: 'USDC',
      tokenAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      decimals: 6,
      balance: '200',
    },
  ];
  return campaignVault({ campaignId, title, currency: 'USDC' }, { deployed: true, balances, safe });
}

function proposal(nonce: string, campaignId: number, status: SafeMultisigTx['status'], amount: string) {
  return {
    safe: SAFE_ADDRESS,
    chainId: 31337,
    campaignId,
    to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: '0',
    data: '0x',
    operation: 0,
    nonce,
    safeTxHash: `0x${nonce.padStart(64, '0')}`,
    proposer: ME,
    withdrawal: {
      tokenAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      symbol: 'USDC',
      amount,
      recipient: ME,
    },
    confirmationsRequired: 2,
    owners: SAFE.owners,
    confirmations: [],
    progress: '0 of 2 signed',
    status,
    isExecuted: status === 'EXECUTED',
    transactionHash: null,
    executedBy: null,
    submissionDate: '2026-03-05T12:00:00.000Z',
  } satisfies SafeMultisigTx;
}

function renderWith(vaults: CampaignVault[], proposals: SafeMultisigTx[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['config'], {
    chains: [{ chainId: 31337, chainName: 'Local Anvil', explorerUrl: null }],
  });
  client.setQueryData(myQueryKey(ME, 'wallets'), vaults);
  client.setQueryData(myQueryKey(ME, `safe-proposals-31337-${SAFE_ADDRESS}`), proposals);
  return render(
    <QueryClientProvider client={client}>
      <SafeWithdrawals />
    </QueryClientProvider>,
  );
}

describe('SafeWithdrawals: the queues of the Safes the signed-in wallet is an owner of', () => {
  it('shows nothing when no Safe of yours manages a campaign', () => {
    const { container } = renderWith([vault(7, 'Clean water', null)]);
    expect(container).toBeEmptyDOMElement();
  });

  it("lists the campaign's open proposals before its settled ones, and none of another campaign", () => {
    renderWith(
      [vault(9, 'Community kitchen', SAFE), vault(7, 'Clean water', null)],
      [
        proposal('6', 9, 'AWAITING_CONFIRMATIONS', '10'),
        proposal('5', 12, 'AWAITING_CONFIRMATIONS', '99'),
        proposal('4', 9, 'EXECUTED', '20'),
        proposal('3', 9, 'STALE', '30'),
      ],
    );
    const queue = screen.getByTestId('safe-queue-9');
    expect(within(queue).getByRole('heading', { name: 'Community kitchen' })).toBeInTheDocument();
    expect(queue).toHaveTextContent('2-of-3 Safe');
    expect(
      within(queue)
        .getAllByTestId('safe-proposal')
        .map((item) => item.dataset.status),
    ).toEqual(['AWAITING_CONFIRMATIONS', 'EXECUTED', 'STALE']);
    expect(screen.queryByTestId('safe-queue-7')).toBeNull();
    expect(
      within(queue).getByRole('button', { name: 'Propose a withdrawal from Community kitchen' }),
    ).toBeEnabled();
  });

  it('says so when nothing was proposed yet', () => {
    renderWith([vault(9, 'Community kitchen', SAFE)]);
    expect(screen.getByText('No withdrawal proposed yet.')).toBeInTheDocument();
  });
});
