import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configQueryOptions } from '@/lib/config/app-config';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { configWithChains } from '@/test/chains';
import { CreateCampaignForm } from './create-campaign-form';

// Issue 43: the create form in the reader's language (decision 140), its checks included.
describe('the create form in German', () => {
  it('labels, explains and refuses in German', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(configQueryOptions.queryKey, configWithChains());
    render(
      <QueryClientProvider client={client}>
        <I18nContext.Provider value={await loadI18n('de', 'dashboard')}>
          <Router hook={memoryLocation({ path: '/create' }).hook}>
            <CreateCampaignForm />
          </Router>
        </I18nContext.Provider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Grundangaben')).toBeInTheDocument();
    expect(screen.getByLabelText('Titel der Kampagne')).toHaveAttribute(
      'placeholder',
      'z. B. Sauberes Wasser für Kisumu',
    );
    expect(screen.getByText('Infos zur Plattformgebühr')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Titelbild' })).toHaveTextContent('Wähle ein Titelbild');
    expect(screen.getByRole('list', { name: 'Galeriefotos' })).toHaveTextContent('Galeriefotos hinzufügen');
    expect(screen.getByRole('radio', { name: /Behalte, was du sammelst/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Meine Wallet/ })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Kampagne erstellen' }));
    expect(await screen.findByLabelText('Titel der Kampagne')).toHaveAccessibleDescription(
      'Titel ist erforderlich',
    );
    expect(screen.getByLabelText('Spendenziel')).toHaveAccessibleDescription('Spendenziel ist erforderlich');
    expect(screen.getByText('Kategorie ist erforderlich')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Spendenziel'), '1234');
    // The amounts as German writes them, exact to the cent.
    expect(screen.getByTestId('fee-breakdown')).toHaveTextContent(
      'Wenn du dein Ziel erreichst1.234,00 USDTPlattformgebühr (2,5 %)30,85 USDTDu erhältst1.203,15 USDT',
    );
  });
});
