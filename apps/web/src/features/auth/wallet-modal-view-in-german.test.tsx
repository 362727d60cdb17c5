import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { WalletModalView } from './wallet-modal-view';
import { WALLET_DESCRIPTIONS, WALLETCONNECT_UNAVAILABLE, type WalletOption } from './wallet-option';

const options: WalletOption[] = [
  {
    id: 'io.metamask',
    kind: 'extension',
    name: 'MetaMask',
    description: WALLET_DESCRIPTIONS.extension,
    platforms: ['Browser extension'],
  },
  {
    id: 'walletConnect',
    kind: 'walletconnect',
    name: 'WalletConnect',
    description: WALLET_DESCRIPTIONS.walletconnect,
    platforms: ['Mobile', 'QR code'],
    unavailableReason: WALLETCONNECT_UNAVAILABLE,
  },
];

// Issue 43: the wallet modal in the reader's language, its texts loaded when it first opens
// (the wallet group, decision 140).
describe('the wallet modal in German', () => {
  it('asks, describes each wallet and links the terms in one German sentence', async () => {
    render(
      <I18nContext.Provider value={await loadI18n('de', 'wallet')}>
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <WalletModalView
              options={options}
              error={null}
              pendingId={null}
              onSelect={vi.fn()}
              onCancel={vi.fn()}
            />
          </DialogContent>
        </Dialog>
      </I18nContext.Provider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Verbinde deine Wallet' });
    expect(within(dialog).getByRole('button', { name: /MetaMask/ })).toHaveTextContent(
      'Mit der in diesem Browser installierten Wallet-Erweiterung verbinden',
    );
    expect(within(dialog).getByRole('button', { name: /WalletConnect/ })).toHaveTextContent(
      'Nicht verfügbar: WalletConnect ist auf dieser Website nicht eingerichtet',
    );
    const terms = within(dialog).getByRole('link', { name: 'Nutzungsbedingungen' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(within(dialog).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(terms.parentElement).toHaveTextContent(
      'Mit dem Verbinden einer Wallet stimmst du unseren Nutzungsbedingungen und unserer Datenschutzerklärung zu.',
    );
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
