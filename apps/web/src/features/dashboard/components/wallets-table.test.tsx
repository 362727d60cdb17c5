import type { CampaignVault, VaultChainBalances } from '@crowdvault/shared/api/withdrawal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { LOCAL_CHAIN, LOCAL_L2 } from '@/test/chains';
import { signedInSession } from '@/test/session';
import { WalletsTable } from './wallets-table';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

const USDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDC = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

function onChain(
  chainId: number,
  deployed: boolean,
  usdt: string,
  usdc: string,
  eth = '0',
): VaultChainBalances {
  return {
    chainId,
    deployed,
    balances: [
      { symbol: 'USDT', tokenAddress: USDT, decimals: chainId === LOCAL_L2.chainId ? 18 : 6, balance: usdt },
      { symbol: 'USDC', tokenAddress: USDC, decimals: 6, balance: usdc },
      { symbol: 'ETH', tokenAddress: null, decimals: 18, balance: eth },
    ],
    blockNumber: '42',
    lastChecked: '2026-11-26T08:00:00.000Z',
    readError: null,
    safe: null,
  };
}

function vault(chains: VaultChainBalances[]): CampaignVault {
  const [first] = chains;
  return {
    campaignId: 7,
    title: 'Clean water',
    currency: 'USDT',
    status: 'active',
    walletAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    ...first!,
    chains,
  };
}

function renderTable(vaults: CampaignVault[], chains = [LOCAL_CHAIN, LOCAL_L2]) {
  session.current = signedInSession();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WalletsTable vaults={vaults} symbol="USDT" explorerUrl={null} chains={chains} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('vault-row-7');
}

describe('WalletsTable', () => {
  it("lists each network's other holdings on its own line, only what is not zero, every network included", () => {
    const row = renderTable([
      vault([onChain(31337, true, '100', '0', '0.5'), onChain(31338, false, '3', '12.5')]),
    ]);
    expect(within(row).getByTestId('vault-balance')).toHaveTextContent('100.00 USDT');
    expect(within(row).getByTestId('vault-balance-31338')).toHaveTextContent('3.00 USDT');
    expect(within(row).getByTestId('vault-other-balances-31337')).toHaveTextContent(
      /^Local Chain0\.500000 ETH$/,
    );
    // Local L2's USDC used to be missing: the column listed the primary chain's tokens only.
    expect(within(row).getByTestId('vault-other-balances-31338')).toHaveTextContent(/^Local L212\.50 USDC$/);
    expect(within(row).queryByText(/0\.00 USDC/)).not.toBeInTheDocument();
  });

  it('says a network holds nothing else, and does not name the network on a one-chain deployment', () => {
    const row = renderTable([vault([onChain(31337, false, '100', '0')])], [LOCAL_CHAIN]);
    const others = within(row).getByTestId('vault-other-balances-31337');
    expect(others).toHaveTextContent(/^—nothing else$/);
    expect(within(row).queryByText('Local Chain')).not.toBeInTheDocument();
  });

  it('says on which networks the vault is deployed when it is on some and not others', () => {
    renderTable([vault([onChain(31337, true, '1', '0'), onChain(31338, false, '1', '0')])]);
    const badge = screen.getByTitle('Partly deployed (deployed on Local Chain; not yet on Local L2)');
    // Read as one phrase, with no stray colon after the badge's word.
    expect(badge.textContent).toBe('Partly deployed (deployed on Local Chain; not yet on Local L2)');
    expect(screen.getByTestId('vault-not-deployed')).toHaveTextContent(
      'The money is safe at this address: the first withdrawal on a network creates the vault contract there.',
    );
  });

  it('says the money in a vault not yet deployed is safe, and that the first withdrawal deploys it', () => {
    const row = renderTable([vault([onChain(31337, false, '951', '0'), onChain(31338, false, '0', '0')])]);
    expect(within(row).getByText('Not yet deployed')).toBeInTheDocument();
    expect(within(row).getByTestId('vault-not-deployed')).toHaveTextContent(
      'The money is safe at this address: the first withdrawal on a network creates the vault contract there.',
    );
  });

  it('says nothing more of a vault deployed on every network', () => {
    renderTable([vault([onChain(31337, true, '1', '0'), onChain(31338, true, '1', '0')])]);
    expect(screen.getByText('Deployed')).toBeInTheDocument();
    expect(screen.queryByTestId('vault-not-deployed')).not.toBeInTheDocument();
  });
});

describe('WalletsTable with a Safe', () => {
  const SAFE = {
    address: '0x1111111111111111111111111111111111111111',
    chainId: 31337,
    owners: ['0x90F79bf6EB2c4f870365E785982E1f101E93b906', '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'],
    threshold: 2,
    nonce: '0',
    version: '1.4.1',
  };

  it("offers Propose where a Safe owns the vault and Withdraw where the wallet does, with the Safe's badge", () => {
    const row = renderTable([
      vault([{ ...onChain(31337, true, '100', '0'), safe: SAFE }, onChain(31338, false, '5', '0')]),
    ]);
    expect(within(row).getByTestId('vault-safe')).toHaveTextContent('2-of-2 Safe');
    expect(within(row).getByRole('button', { name: 'Propose a withdrawal from Clean water' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Withdraw from Clean water' })).toBeEnabled();
  });

  it('offers only Propose when a Safe owns the vault everywhere, disabled while the Safe holds nothing', () => {
    const row = renderTable([vault([{ ...onChain(31337, true, '0', '0'), safe: SAFE }])], [LOCAL_CHAIN]);
    expect(within(row).getByRole('button', { name: 'Propose a withdrawal from Clean water' })).toBeDisabled();
    expect(within(row).queryByRole('button', { name: 'Withdraw from Clean water' })).toBeNull();
  });
});
