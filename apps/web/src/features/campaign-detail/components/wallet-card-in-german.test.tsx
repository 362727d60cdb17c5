import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { LOCAL_CHAIN, LOCAL_L2, POLYGON } from '@/test/chains';
import { WalletCard } from './wallet-card';

// Issue 43: the campaign page's smaller parts in the reader's language — the wallet card (its own
// texts on the first paint, its notices, networks and payment link with the campaign-parts group,
// decision 140).
const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

async function german() {
  return loadI18n('de', 'campaign', 'campaign-parts', 'campaign-actions');
}

describe('the campaign page’s wallet parts in German', () => {
  it('names the wallet card, its vault terms and the networks the address is on, in German words', async () => {
    render(
      <I18nContext.Provider value={await german()}>
        <WalletCard
          address={VAULT}
          chains={[POLYGON, LOCAL_CHAIN, LOCAL_L2]}
          isOwner
          payment={{ chains: [POLYGON], defaultChainId: POLYGON.chainId, currency: 'USDC' }}
        />
      </I18nContext.Provider>,
    );
    expect(screen.getByText('Wallet der Kampagne')).toBeInTheDocument();
    expect(screen.getByText('Eigentümer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR-Code der Adresse der Kampagnen-Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wallet-Adresse kopieren' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ein Smart-Contract-Tresor: Nur der Ersteller kann auszahlen, und bei der Auszahlung gehen 2,5 % an die Plattform.',
      ),
    ).toBeInTheDocument();
    // The list of networks joined the German way (Intl.ListFormat in the page's locale).
    expect(await screen.findByTestId('vault-networks')).toHaveTextContent(
      'Dieselbe Adresse auf jedem unterstützten Netzwerk: Polygon, Local Chain und Local L2. Sende auf einem davon.',
    );
    expect(screen.getByTestId('no-explorer')).toHaveTextContent(
      'Local Chain und Local L2 haben keinen Block-Explorer: Der Tab „Spenden“ listet jede Überweisung an diese Adresse.',
    );
    expect(screen.getByRole('link', { name: 'Auf PolygonScan ansehen (Polygon)' })).toBeInTheDocument();
    expect(await screen.findByText('Zahlungslink')).toBeInTheDocument();
    expect(screen.getByLabelText('Betrag')).toBeInTheDocument();
  });

  it('says in German why a closed campaign’s wallet invites no transfer', async () => {
    render(
      <I18nContext.Provider value={await german()}>
        <WalletCard address={VAULT} chains={[LOCAL_CHAIN]} isOwner={false} closed />
      </I18nContext.Provider>,
    );
    expect(await screen.findByTestId('wallet-closed')).toHaveTextContent(
      /^Diese Kampagne nimmt gerade keine Spenden an, daher wird ihre Wallet nicht für Überweisungen angeboten\..*nur der Ersteller kann es auszahlen\.$/,
    );
  });
});
