import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { keepCampaign } from '@/test/campaign';
import { AnonymousInstructions } from './anonymous-instructions';
import { DonationClosedNotice } from './donation-closed-notice';

// Issue 43: a closed campaign's notice (the campaign-parts group) and the anonymous-giving
// instructions (campaign-actions) in the reader's language (decision 140).
const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

async function german() {
  return loadI18n('de', 'campaign', 'campaign-parts', 'campaign-actions');
}

describe('the donation panel’s closed notice and anonymous giving in German', () => {
  it('tells in German why a campaign takes no donations, its amount in German digits', async () => {
    const campaign = keepCampaign({ status: 'completed', raisedAmount: '1234.5', currency: 'USDT' });
    render(
      <I18nContext.Provider value={await german()}>
        <DonationClosedNotice
          availability={{ open: false, reason: 'completed', tone: 'info' }}
          campaign={campaign}
        />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kampagne abgeschlossenDiese Kampagne wurde erfolgreich abgeschlossen. Gesammelter Endbetrag: 1.234,50 USDT.',
    );
    expect(screen.getByRole('button', { name: 'Kampagne abgeschlossen' })).toBeDisabled();
  });

  it('gives the anonymous-giving instructions in German, the other tokens listed with “oder”', async () => {
    render(
      <I18nContext.Provider value={await german()}>
        <AnonymousInstructions
          address={VAULT}
          currency="USDT"
          tokens={['USDT', 'USDC', 'DAI']}
          network="Polygon"
          networkCount={2}
        />
      </I18nContext.Provider>,
    );
    expect(screen.getByText('Sende USDT direkt an die Wallet der Kampagne')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Sende einen beliebigen Betrag in USDT \(oder USDC oder DAI\) auf Polygon von einer beliebigen Wallet oder Börse an die Adresse unten\./,
      ),
    ).toHaveTextContent(/Die Adresse ist auf jedem oben genannten Netzwerk dieselbe\.$/);
    expect(screen.getByRole('button', { name: 'Adresse der Kampagnen-Wallet kopieren' })).toBeInTheDocument();
  });
});
