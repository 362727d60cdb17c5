import type { SessionUser } from '@crowdvault/shared/api/user';
import type { I18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Session } from '@/lib/auth/use-session';
import { configQueryOptions } from '@/lib/config/app-config';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import { ChainPreflightError } from '@/lib/wallet/parse-chain-error';
import { rememberPreferredToken } from '@/lib/wallet/preferred-token';
import { setWalletChain } from '@/lib/wallet/wallet-chain';
import { configWithChains } from '@/test/chains';
import { signedInSession } from '@/test/session';
import { HeaderWalletActions } from './header-wallet-actions';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
const wallet = vi.hoisted(() => ({ switchTo: vi.fn() }));
const read = vi.hoisted(() => ({ balance: '12.50' }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));
vi.mock('./use-token-balance', () => ({
  useTokenBalance: (_address: string, symbol: string) => ({
    data: { balance: read.balance, symbol },
    isError: false,
  }),
}));
vi.mock('@/lib/wallet/connected-wallet', () => ({ switchConnectedWallet: wallet.switchTo }));

/** Renders the header's wallet area and waits for the signed-in part's code (loaded lazily). */
async function renderHeader(layout: 'inline' | 'compact' = 'inline', i18n?: I18n) {
  const client = createQueryClient();
  client.setQueryData(configQueryOptions.queryKey, configWithChains());
  const header = (
    <QueryClientProvider client={client}>
      <Router>
        <HeaderWalletActions layout={layout} />
      </Router>
    </QueryClientProvider>
  );
  render(i18n ? <I18nContext.Provider value={i18n}>{header}</I18nContext.Provider> : header);
  await screen.findByTestId('wallet-chip');
}

beforeEach(() => {
  read.balance = '12.50';
  session.current = signedInSession();
  resetToasts();
  wallet.switchTo.mockReset();
});
afterEach(() => {
  setWalletChain(null);
  rememberPreferredToken('USDT');
});

describe("the header's network", () => {
  it('shows no network while the wallet has not said where it is', async () => {
    await renderHeader();
    expect(screen.queryByTestId('wallet-network')).not.toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('12.50 USDT');
  });

  it("writes the balance in the reader's digits and separators, rounded to two places", async () => {
    read.balance = '1234.5678';
    await renderHeader('inline', await loadI18n('de'));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1.234,57 USDT');
  });

  it('shows the balance of the token last chosen in a donation panel, and follows a new choice', async () => {
    await renderHeader();
    act(() => rememberPreferredToken('DAI'));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('12.50 DAI');
    expect(localStorage.getItem('crowdvault.preferredToken')).toBe('DAI');
  });

  it("names the wallet's network, and follows it", async () => {
    setWalletChain(31337);
    await renderHeader();
    expect(screen.getByTestId('wallet-network')).toHaveTextContent('Local Chain');
    act(() => setWalletChain(31338));
    expect(screen.getByTestId('wallet-network')).toHaveTextContent('Local L2');
  });

  it('on a network the deployment does not serve, offers Switch network instead of the balance, to the primary', async () => {
    setWalletChain(1);
    wallet.switchTo.mockImplementation(async () => setWalletChain(31337));
    await renderHeader();
    expect(screen.queryByTestId('wallet-network')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wallet-balance')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Unsupported network: Switch network to Local Chain' });
    expect(button).toHaveTextContent('Switch network');
    await userEvent.click(button);
    expect(wallet.switchTo).toHaveBeenCalledWith(31337);
    expect(await screen.findByTestId('wallet-network')).toHaveTextContent('Local Chain');
    expect(screen.getByTestId('wallet-balance')).toBeInTheDocument();
  });

  it('keeps the action on a phone, in the compact chip', async () => {
    setWalletChain(1);
    await renderHeader('compact');
    expect(screen.getByRole('button', { name: /Switch network/ })).toBeInTheDocument();
  });

  it("says the served network in the phone bar's compact chip, by a dot named for it, and follows it", async () => {
    setWalletChain(31338);
    await renderHeader('compact');
    expect(screen.queryByTestId('wallet-network')).not.toBeInTheDocument();
    expect(screen.getByTestId('wallet-network-dot')).toHaveAttribute('title', 'Your wallet is on Local L2');
    expect(screen.getByTestId('wallet-chip')).toHaveTextContent('On Local L2:');
    act(() => setWalletChain(31337));
    expect(screen.getByTestId('wallet-network-dot')).toHaveAttribute(
      'title',
      'Your wallet is on Local Chain',
    );
    act(() => setWalletChain(1));
    expect(screen.queryByTestId('wallet-network-dot')).not.toBeInTheDocument();
  });

  it('tells the user what to do when the wallet cannot switch', async () => {
    setWalletChain(1);
    wallet.switchTo.mockRejectedValue(
      new ChainPreflightError('wrong-chain', 'Open your wallet and choose Local Chain.'),
    );
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /Switch network/ }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Switch to Local Chain',
        description: 'Open your wallet and choose Local Chain.',
      }),
    );
    expect(screen.getByRole('button', { name: /Switch network/ })).toBeEnabled();
  });
});

// The header's Dashboard link lives in the same lazily loaded part as the balance: its tests are in
// this file, with the one set of mocks, because two files mocking the same modules differently
// shared them once that part had loaded (the second file's tests read the first file's session).
describe("the header's Dashboard link", () => {
  const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
  const user = (role: SessionUser['role']): SessionUser => ({
    id: 4,
    walletAddress: ADDRESS,
    username: 'someone',
    bio: null,
    role,
    status: 'ACTIVE',
    isAdmin: role === 'ADMIN',
  });
  async function renderActions() {
    const { hook } = memoryLocation({ path: '/' });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <HeaderWalletActions />
        </Router>
      </QueryClientProvider>,
    );
    await screen.findByTestId('wallet-connected');
  }

  it('takes a user to their dashboard', async () => {
    session.current = { status: 'signed-in', address: ADDRESS, isAdmin: false, user: user('USER') };
    await renderActions();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each(['MODERATOR', 'ADMIN'] as const)('takes a %s to the admin area', async (role) => {
    session.current = { status: 'signed-in', address: ADDRESS, isAdmin: role === 'ADMIN', user: user(role) };
    await renderActions();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });
});
