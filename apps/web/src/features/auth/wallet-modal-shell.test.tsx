import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeWalletModal, openWalletModal } from '@/lib/auth/wallet-modal-state';
import { configQueryOptions } from '@/lib/config/app-config';
import { WalletModalShell } from './wallet-modal-shell';

// The wallet code (wagmi, viem, connectors) takes seconds to arrive on a slow machine: here it
// never does.
vi.mock('./wallet-modal-dialog', () => new Promise(() => {}));

const appConfig = {
  chainId: 31337,
  chains: [],
  devAccounts: [
    {
      label: 'Dev account 0 (Admin)',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: `0x${'ab'.repeat(32)}`,
    },
    {
      label: 'Dev account 1 (Creator)',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      privateKey: `0x${'cd'.repeat(32)}`,
    },
  ],
} as unknown as ConfigResponse;

function renderOpenModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(configQueryOptions.queryKey, appConfig);
  render(
    <QueryClientProvider client={client}>
      <WalletModalShell />
    </QueryClientProvider>,
  );
  act(() => openWalletModal());
  return screen.getByRole('dialog', { name: 'Connect Your Wallet' });
}

afterEach(() => {
  act(() => closeWalletModal());
  Reflect.deleteProperty(window, 'ethereum');
});

describe('WalletModalShell, before the wallet code has loaded', () => {
  it('lists the local dev wallets at once and says it is still looking for others', () => {
    const dialog = renderOpenModal();
    const devWallets = within(dialog).getByRole('list', { name: 'Local dev wallets' });
    const entries = within(devWallets).getAllByRole('button');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Dev account 0 (Admin) · 0xf39F...2266');
    expect(entries[0]).toBeEnabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Looking for other wallets in this browser');
    expect(within(dialog).queryByText('Looking for wallets…')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('No wallets available')).not.toBeInTheDocument();
  });

  it('lists the browser’s own wallet (window.ethereum) at once', () => {
    Object.assign(window, { ethereum: { isMetaMask: true } });
    const dialog = renderOpenModal();
    expect(within(dialog).getByRole('button', { name: /MetaMask/ })).toBeEnabled();
  });

  it('keeps a wallet chosen meanwhile: it shows as connecting, the others wait', async () => {
    const dialog = renderOpenModal();
    const [admin, creator] = within(
      within(dialog).getByRole('list', { name: 'Local dev wallets' }),
    ).getAllByRole('button');
    await userEvent.click(admin!);
    expect(within(admin!).getByLabelText('Connecting')).toBeInTheDocument();
    expect(creator).toBeDisabled();
  });
});
