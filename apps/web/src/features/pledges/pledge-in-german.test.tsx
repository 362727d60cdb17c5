import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { I18nContext, loadI18n, loadPageI18n } from '@/lib/i18n/i18n';
import { PledgeItem } from './components/pledge-item';
import { pledgeView } from './test-pledge';

// The pledge's texts load with My Donations (the dashboard's group) and the campaign page's parts.
beforeAll(() => loadI18n('de', 'dashboard'), 120_000);
afterAll(() => loadPageI18n('en'));

// Issue 43: a monthly gift in the reader's language, its amounts and dates in their locale.
describe('a recurring gift in German', { timeout: 60_000 }, () => {
  it('shows a monthly gift in German, its amounts and dates German too', async () => {
    const i18n = await loadI18n('de', 'dashboard');
    await loadPageI18n('de');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nContext.Provider value={i18n}>
          <Router>
            <PledgeItem pledge={pledgeView({})} networkName="Local Anvil" />
          </Router>
        </I18nContext.Provider>
      </QueryClientProvider>,
    );
    const item = screen.getByTestId('pledge-item');
    expect(item).toHaveTextContent('10,00 USDC monatlich · Local Anvil');
    expect(item).toHaveTextContent('Aktiv');
    expect(item).toHaveTextContent(/Nächster Einzug: 10,00 USDC am 27\.12\.2026, \d\d:00/);
    expect(item).toHaveTextContent('1 von 12 eingezogen');
    await userEvent.click(screen.getByRole('button', { name: 'Monatliche Spende kündigen' }));
    expect(item).toHaveTextContent(
      'Diese monatliche Spende kündigen? Deine Wallet unterschreibt eine Nachricht (kein Gas), und es wird nichts mehr eingezogen.',
    );
  });
});
