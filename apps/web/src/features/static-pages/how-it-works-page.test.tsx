import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { HowItWorksPage } from './how-it-works-page';
import { renderPage } from './render-page';

describe('HowItWorksPage', () => {
  it('opens on the creators tab with the real creator flow', () => {
    renderPage(<HowItWorksPage />);
    const creators = screen.getByRole('tab', { name: 'For Campaign Creators' });
    expect(creators).toHaveAttribute('aria-selected', 'true');
    for (const step of ['Connect your wallet', 'Sign in with a signature', 'Review within 24 hours']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.getByText('975.00 USDT')).toBeInTheDocument();
    expect(document.title).toBe('How It Works · CrowdVault');
  });

  it('switches to the donors tab on click', async () => {
    const user = userEvent.setup();
    renderPage(<HowItWorksPage />);
    await user.click(screen.getByRole('tab', { name: 'For Donors' }));
    expect(screen.getByRole('tab', { name: 'For Donors' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Or send to the campaign address' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review within 24 hours' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage(<HowItWorksPage />);
    const creators = screen.getByRole('tab', { name: 'For Campaign Creators' });
    const donors = screen.getByRole('tab', { name: 'For Donors' });

    await user.tab();
    expect(creators).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(donors).toHaveFocus();
    expect(donors).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('For Donors');

    await user.keyboard('{ArrowLeft}');
    expect(creators).toHaveAttribute('aria-selected', 'true');
  });

  it('speaks German to a German reader: steps, tabs, the fee split in German figures', async () => {
    const user = userEvent.setup();
    const german = await loadI18n('de', 'guide');
    renderPage(
      <I18nContext.Provider value={german}>
        <HowItWorksPage />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Von der Wallet zur Auszahlung in wenigen Schritten',
    );
    expect(screen.getByRole('tab', { name: 'Für Kampagnen-Ersteller' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Verbinde deine Wallet' })).toBeInTheDocument();
    expect(screen.getByText('Schritt 6')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /^Wohin eine Auszahlung von 1\.000\sUSDT geht$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^975,00\sUSDT$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Spendenaktion starten/ })).toHaveAttribute('href', '/create');
    expect(document.title).toBe('So funktioniert’s · CrowdVault');

    await user.click(screen.getByRole('tab', { name: 'Für Spender' }));
    expect(
      screen.getByRole('heading', { level: 3, name: 'Oder sende an die Adresse der Kampagne' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Connect your wallet')).not.toBeInTheDocument();
  }, 30_000);
});
