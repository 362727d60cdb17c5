import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { describeConnectError } from '@/lib/wallet/wallet-errors';
import { WalletModalView } from './wallet-modal-view';
import { WALLETCONNECT_UNAVAILABLE, type WalletOption } from './wallet-option';

const extension: WalletOption = {
  id: 'io.metamask',
  kind: 'extension',
  name: 'MetaMask',
  description: 'Connect with the wallet extension installed in this browser',
  icon: 'data:image/svg+xml,<svg/>',
  platforms: ['Browser extension'],
};
const walletConnect: WalletOption = {
  id: 'walletConnect',
  kind: 'walletconnect',
  name: 'WalletConnect',
  description: 'Scan a QR code',
  platforms: ['Mobile', 'QR code'],
  unavailableReason: WALLETCONNECT_UNAVAILABLE,
};

function renderView(props: Partial<ComponentProps<typeof WalletModalView>> = {}) {
  const onSelect = vi.fn();
  const onCancel = vi.fn();
  render(
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <WalletModalView
          options={[]}
          error={null}
          pendingId={null}
          onSelect={onSelect}
          onCancel={onCancel}
          {...props}
        />
      </DialogContent>
    </Dialog>,
  );
  return { onSelect, onCancel, dialog: screen.getByRole('dialog', { name: 'Connect Your Wallet' }) };
}

describe('WalletModalView', () => {
  it('lists each wallet with its description and platform badges', async () => {
    const { onSelect, dialog } = renderView({ options: [extension, walletConnect] });
    const metaMask = within(dialog).getByRole('button', { name: /MetaMask/ });
    expect(metaMask).toHaveTextContent('Connect with the wallet extension installed in this browser');
    expect(metaMask).toHaveTextContent('Browser extension');
    await userEvent.click(metaMask);
    expect(onSelect).toHaveBeenCalledWith(extension);
  });

  it('shows an unavailable wallet disabled, with the reason', () => {
    const { dialog } = renderView({ options: [extension, walletConnect] });
    const entry = within(dialog).getByRole('button', { name: /WalletConnect/ });
    expect(entry).toBeDisabled();
    expect(entry).toHaveTextContent(WALLETCONNECT_UNAVAILABLE);
  });

  it("says 'No wallets available' when no browser wallet is installed", () => {
    const { dialog } = renderView({ options: [walletConnect] });
    expect(within(dialog).getByText('No wallets available')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please install a Web3 wallet like MetaMask to continue'),
    ).toBeInTheDocument();
  });

  it("does not say 'No wallets available' when a dev account or Coinbase Wallet can connect", () => {
    const dev: WalletOption = {
      id: 'dev-0xabc',
      kind: 'dev',
      name: 'Local dev wallet',
      description: 'Account 1 · 0x7099...79C8',
      platforms: ['Local chain'],
    };
    const coinbase: WalletOption = {
      id: 'coinbaseWalletSDK',
      kind: 'coinbase',
      name: 'Coinbase Wallet',
      description: 'Connect with the Coinbase Wallet app or extension',
      platforms: ['Mobile'],
    };
    for (const usable of [dev, coinbase]) {
      const { dialog } = renderView({ options: [walletConnect, usable] });
      expect(within(dialog).queryByText('No wallets available')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('lists the local dev accounts first, under their own heading', () => {
    const devs: WalletOption[] = [1, 2, 3].map((index) => ({
      id: `dev-${index}`,
      kind: 'dev',
      name: 'Local dev wallet',
      description: `Account ${index}`,
      platforms: ['Local chain'],
    }));
    const { dialog } = renderView({ options: [extension, walletConnect, ...devs] });
    const lists = within(dialog).getAllByRole('list');
    expect(lists[0]).toHaveAccessibleName('Local dev wallets');
    expect(within(lists[0] as HTMLElement).getAllByRole('button')).toHaveLength(3);
    expect(within(dialog).getByRole('heading', { name: 'Other wallets' })).toBeInTheDocument();
  });

  it('does not show the no-wallet notice when a browser wallet is there', () => {
    const { dialog } = renderView({ options: [extension] });
    expect(within(dialog).queryByText('No wallets available')).not.toBeInTheDocument();
  });

  it('shows the connection error in an alert', () => {
    const { dialog } = renderView({
      options: [extension],
      error: 'Unable to connect wallet. Please try again.',
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Unable to connect wallet. Please try again.',
    );
  });

  it('says the request was rejected in the wallet after a 4001', () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const { dialog } = renderView({ options: [extension], error: describeConnectError(rejection) });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/rejected in your wallet/);
  });

  it('disables every wallet while one connects', () => {
    const { dialog } = renderView({
      options: [extension, { ...extension, id: 'other', name: 'Other' }],
      pendingId: 'io.metamask',
    });
    for (const button of within(dialog).getAllByRole('button', { name: /MetaMask|Other/ })) {
      expect(button).toBeDisabled();
    }
  });

  it('shows the secure-connection notice, the terms and privacy links and Cancel', async () => {
    const { dialog, onCancel } = renderView({ options: [extension] });
    expect(within(dialog).getByText(/Secure connection/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows a loading state until the wallets are known', () => {
    const { dialog } = renderView({ options: null });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Looking for wallets');
    expect(within(dialog).queryByText('No wallets available')).not.toBeInTheDocument();
  });
});
