import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { CampaignSearchForm } from './campaign-search-form';
import { ConnectWalletPrompt } from './connect-wallet-prompt';
import { NotFoundPage } from './not-found-page';

// Issue 43: the shared components every page may show (the shell's texts, decision 140) in German.
describe('shared components in German', () => {
  it('writes the 404 page, the connect prompt and the search in German', async () => {
    render(
      <I18nContext.Provider value={await loadI18n('de')}>
        <NotFoundPage />
        <ConnectWalletPrompt />
        <CampaignSearchForm />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: '404: Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kampagnen entdecken' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
    expect(screen.getByText('Verbinde deine Wallet')).toBeInTheDocument();
    expect(screen.getByText('Verbinde deine Wallet, um dein Dashboard zu sehen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Kampagnen durchsuchen' })).toHaveAttribute(
      'placeholder',
      'Kampagnen durchsuchen...',
    );
  });
});
