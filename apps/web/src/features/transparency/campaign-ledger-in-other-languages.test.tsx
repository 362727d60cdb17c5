import type { CampaignLedger } from '@crowdvault/shared/api/transparency';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { CampaignLedgerPage } from './campaign-ledger-page';
import { ledgerEntry, reconciliationLine } from './test-fixtures';

const VAULT = '0x00000000000000000000000000000000000000a1';
const LEDGER: CampaignLedger = {
  campaign: { id: 5, title: 'Clean Water for Village', currency: 'USDT' },
  vaultAddress: VAULT,
  explorerUrl: null,
  entries: [
    ledgerEntry('donation', 1, { chainId: 31337, amount: '1234.5' }),
    ledgerEntry('withdrawal', 2, { chainId: 31337, amount: '1000', fee: '25', payout: '975' }),
  ],
  truncated: false,
  reconciliation: null,
  chains: [
    {
      chainId: 31337,
      explorerUrl: null,
      unavailable: null,
      reconciliation: {
        blockNumber: '12',
        readAt: '2026-11-20T10:05:00.000Z',
        indexedBlock: '12',
        notes: [],
        noteReasons: [],
        lines: [
          reconciliationLine({
            donated: '1234.5',
            withdrawn: '1000',
            fees: '25',
            expected: '234.5',
            onChain: '234.5',
          }),
        ],
      },
    },
  ],
};

// The pages group's texts compiled once, before the tests (a slow machine takes a while).
beforeAll(async () => {
  await Promise.all([loadI18n('de', 'pages'), loadI18n('ar', 'pages')]);
}, 120_000);

async function renderIn(locale: 'de' | 'ar') {
  const i18n = await loadI18n(locale, 'pages');
  const client = new QueryClient();
  client.setQueryData(['campaigns', '5', 'ledger'], LEDGER);
  render(
    <I18nContext.Provider value={i18n}>
      <QueryClientProvider client={client}>
        <Router>
          <CampaignLedgerPage id="5" />
        </Router>
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

// Issue 43: a campaign's ledger and reconciliation in the reader's language, amounts in their locale.
describe('the campaign ledger in other languages', () => {
  it('reads in German: headings, columns, kinds and amounts', async () => {
    await renderIn('de');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Clean Water for Village: Kassenbuch',
    );
    expect(document.title).toBe('Kassenbuch · Clean Water for Village · CrowdVault');
    expect(screen.getByRole('link', { name: 'Zurück zur Kampagne' })).toBeInTheDocument();
    const reconciliation = screen.getByRole('table', { name: 'Abgleich' });
    expect(
      within(reconciliation)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Token', 'Gespendet', 'Ausgezahlt', 'Erwartet', 'On-Chain', 'Status']);
    expect(within(reconciliation).getByText('1.234,50')).toBeInTheDocument();
    expect(within(reconciliation).getByText('Stimmt')).toBeInTheDocument();
    expect(screen.getByText(/^Guthaben aus der Chain gelesen bei Block/)).toHaveTextContent(
      'Guthaben aus der Chain gelesen bei Block 12 · Indexer bei Block 12',
    );
    const ledger = screen.getByRole('table', { name: 'Kassenbuch' });
    const [donation, withdrawal] = within(ledger).getAllByRole('row').slice(1);
    expect(donation).toHaveTextContent('Spende');
    expect(donation).toHaveTextContent('+1.234,50 USDT');
    expect(within(donation!).getByRole('link', { name: 'Beleg' })).toBeInTheDocument();
    expect(withdrawal).toHaveTextContent('Auszahlung');
    expect(withdrawal).toHaveTextContent('975,00 USDT an 0x0000...00c1, Gebühr 25,00 USDT');
  });

  it('reads in Arabic, each amount kept left to right with its code', async () => {
    await renderIn('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Clean Water for Village: السجل');
    const ledger = screen.getByRole('table', { name: 'السجل' });
    const [donation, withdrawal] = within(ledger).getAllByRole('row').slice(1);
    expect(donation).toHaveTextContent('تبرع');
    // Arabic-Indic digits, the amount isolated left to right (LRI … PDI) so its code stays after it.
    expect(donation!.textContent).toContain('\u2066١٬٢٣٤٫٥٠\u00a0USDT\u2069');
    expect(withdrawal).toHaveTextContent('سحب');
    expect(within(ledger).getAllByRole('columnheader')[0]).toHaveTextContent('النوع');
  });
});
