import type { RoundPage as RoundPageData } from '@crowdvault/shared/api/rounds';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { roundKeys } from './api/round-keys';
import { RoundPage } from './round-page';
import { RoundsPage } from './rounds-page';
import { renderRoundsUi } from './test-render';
import { publishedRound, runningRound } from './test-round';

// Issue 43: a matching round's page in the reader's language, its amounts in their locale (the
// `rounds` group's texts, decision 140).
// The rounds group's texts compiled once, before the tests (a slow machine takes a while).
beforeAll(() => loadI18n('de', 'rounds'), 120_000);

async function renderInGerman(round: RoundPageData) {
  const german = await loadI18n('de', 'rounds');
  renderRoundsUi(
    <I18nContext.Provider value={german}>
      <RoundPage id="7" />
    </I18nContext.Provider>,
    (client) => client.setQueryData(roundKeys.page('7'), round),
  );
}

/** The cells of each row of the results table, a no-break space read as a space. */
function resultRows(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
    );
}

describe('the round page in German', () => {
  it('shows a running round, its figures, estimates and rules in German', async () => {
    await renderInGerman(runningRound());
    expect(screen.getByText('Spenden werden gematcht')).toBeInTheDocument();
    expect(screen.getByText('USDC auf Local Chain')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Kampagnen und geschätztes Matching' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/über die 15 bisher erfassten Spenden/)).toBeInTheDocument();
    // The figures: German digits, the cap as German writes a percentage.
    expect(screen.getByText('Matching-Topf').nextSibling).toHaveTextContent('1.000,00 USDC');
    expect(screen.getByText('Bisher geschätztes Matching').nextSibling).toHaveTextContent('141,12 USDC');
    expect(resultRows('Kampagnen der Runde')).toEqual([
      [
        'Solar maps',
        'Gezählte Spender12',
        'Spenden, die zählen60,50 USDC',
        'Geschätztes Matching100,00 USDCBegrenzt auf 10 % des Topfs',
        'StatusSchätzungÄndert sich mit jeder Spende',
      ],
      [
        'Rain gauges',
        'Gezählte Spender2',
        'Spenden, die zählen8,00 USDC',
        'Geschätztes Matching41,123456 USDC',
        'StatusSchätzungÄndert sich mit jeder Spende',
      ],
    ]);
    const rules = screen.getByRole('region', { name: 'Zeitplan und Regeln' });
    expect(rules).toHaveTextContent('Obergrenze');
    expect(rules).toHaveTextContent('Höchstens 10 % des Topfs pro Kampagne');
    expect(rules).toHaveTextContent('72 Stunden nach dem veröffentlichten Ergebnis');
    expect(rules).toHaveTextContent(
      'Die Spenden einer Person an eine Kampagne zählen, sobald sie zusammen 1,00 USDC erreichen',
    );
    expect(document.title).toBe('Climate tools · CrowdVault');
  });

  it('shows the published result, the gifts that did not count and why, in German', async () => {
    await renderInGerman(publishedRound());
    expect(screen.getByRole('heading', { level: 2, name: 'Ergebnis' })).toBeInTheDocument();
    const [kept] = resultRows('Kampagnen der Runde');
    expect(kept?.[4]).toBe('StatusEinspruch möglichBis 2026-12-04 12:05 UTC');
    const gifts = resultRows('Spenden, die nicht gezählt haben');
    expect(gifts[0]).toContain('0,50 USDC');
    expect(gifts[0]).toContain(
      'Die Spenden dieser Person an diese Kampagne liegen zusammen unter dem Minimum',
    );
    expect(screen.getByTestId('round-exclusion')).toHaveTextContent('Kampagne: Rain gauges');
    expect(screen.getByRole('link', { name: 'round-7-v2.json herunterladen' })).toBeInTheDocument();
  });

  it('lists the rounds in German', async () => {
    const german = await loadI18n('de', 'rounds');
    renderRoundsUi(
      <I18nContext.Provider value={german}>
        <RoundsPage />
      </I18nContext.Provider>,
      (client) => client.setQueryData(roundKeys.list(), { items: [runningRound()] }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Matching-Runden' })).toBeInTheDocument();
    const card = screen.getByTestId('round-card');
    expect(card).toHaveTextContent('Topf1.000,00 USDC');
    expect(card).toHaveTextContent('Spenden zählen bis2026-12-01 12:00 UTC');
  });
});
