import type { CampaignVault, VaultChainBalances } from '@crowdvault/shared/api/withdrawal';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signedInSession } from '@/test/session';
import { WithdrawalsSection } from './withdrawals-section';

const wallets = vi.hoisted(() => ({ data: [] as CampaignVault[] }));
vi.mock('@/lib/auth/use-session', async () => {
  const { signedInSession: session } = await import('@/test/session');
  return { useSession: () => session() };
});
vi.mock('../api/get-my-wallets', () => ({
  useMyWallets: () => ({ isPending: false, data: wallets.data, refetch: vi.fn() }),
}));
vi.mock('../api/get-my-withdrawals', () => ({
  useMyWithdrawals: () => ({ isPending: false, data: [], refetch: vi.fn() }),
}));
vi.mock('../use-withdraw', () => ({
  useWithdraw: () => ({ withdrawDirectly: vi.fn(), withdrawGasless: vi.fn(), pending: null }),
}));
vi.mock('../use-withdrawal-rules', () => ({ useWithdrawalRules: () => () => null }));
// The Safe's own card reads its queue from the server: here only its place on the page matters.
vi.mock('./safe-withdrawals', () => ({ SafeWithdrawals: () => <section aria-label="Safe Withdrawals" /> }));

const SAFE = {
  address: '0x00000000000000000000000000000000000005af',
  chainId: 31337,
  owners: [signedInSession().address!],
  threshold: 2,
  nonce: '0',
  version: '1.4.1',
};

const on = (chainId: number, balance: string, safe: typeof SAFE | null): VaultChainBalances => ({
  chainId,
  deployed: true,
  balances: [{ symbol: 'USDT', tokenAddress: `0x${'1'.repeat(40)}`, decimals: 6, balance }],
  blockNumber: '42',
  lastChecked: '2026-03-05T12:00:00.000Z',
  readError: null,
  safe,
});

const vault = (campaignId: number, title: string, chains: VaultChainBalances[]): CampaignVault => ({
  campaignId,
  title,
  currency: 'USDT',
  status: 'active',
  walletAddress: `0x${String(campaignId).padStart(40, '0')}`,
  ...chains[0]!,
  chains,
});

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WithdrawalsSection />
    </QueryClientProvider>,
  );
  return screen.getByRole('heading', { name: 'Request a Withdrawal' }).closest('.rounded-xl') as HTMLElement;
}

beforeEach(() => {
  wallets.data = [];
});

describe('WithdrawalsSection', () => {
  it("leaves a Safe-owned campaign out of the single-owner form and says where its owners withdraw it, instead of '0.00 available'", () => {
    wallets.data = [
      vault(7, 'Clean water', [on(31337, '250', null)]),
      // The Safe holds the money on the primary; on the L2 the vault is empty and has no Safe.
      vault(9, 'Safe school', [on(31337, '951', SAFE), on(31338, '0', null)]),
    ];
    const card = within(renderSection());
    expect(card.getByText(/^Safe school is owned by a Safe/)).toHaveTextContent(
      'Safe school is owned by a Safe: its owners withdraw it under Safe Withdrawals, not here.',
    );
    // Only the campaign the wallet owns alone: no campaign to pick, and its own balance.
    expect(card.queryByLabelText('Campaign')).not.toBeInTheDocument();
    expect(card.getByText('Max: 250.00')).toBeInTheDocument();
  });

  it('offers no form, only the note, when every campaign is Safe-owned', () => {
    wallets.data = [vault(9, 'Safe school', [on(31337, '951', SAFE), on(31338, '0', null)])];
    const card = within(renderSection());
    expect(card.getByText(/^Safe school is owned by a Safe/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Review Withdrawal' })).not.toBeInTheDocument();
  });
});
