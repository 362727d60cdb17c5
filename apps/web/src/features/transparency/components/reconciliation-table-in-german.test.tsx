import type { Reconciliation } from '@crowdvault/shared/api/transparency';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { reconciliationLine } from '../test-fixtures';
import { ReconciliationTable } from './reconciliation-table';

const JUNK = '0x00000000000000000000000000000000000000f7';

// The server's English sentences for these lines, word for word (reconcile.ts, campaign-ledger.ts).
const BEHIND =
  'The chain holds 3.25 USDT more than the ledger records. The indexer has recorded up to block 100, the ' +
  'balance was read at block 120: a transfer in a block it has not reached yet is recorded once it does.';
const UNLISTED =
  `7.25 JUNK (${JUNK}) arrived in 2 transfers, but the platform does not list this token: it is not ` +
  'recorded as a donation and does not count toward the goal. It stays in the vault; its owner can ' +
  'still withdraw it from the contract.';
const MORE_UNLISTED =
  '3 more tokens the platform does not list were sent to this vault; they are not shown, not counted, ' +
  'and stay in the vault.';

const RECONCILIATION: Reconciliation = {
  blockNumber: '120',
  readAt: '2026-11-20T10:05:00.000Z',
  indexedBlock: '100',
  lines: [
    reconciliationLine({
      onChain: '28.25',
      difference: '3.25',
      status: 'mismatch',
      explanation: BEHIND,
      reason: {
        kind: 'more-not-indexed-yet',
        amount: '3.25',
        symbol: 'USDT',
        indexedBlock: '100',
        readBlock: '120',
      },
    }),
    reconciliationLine({
      symbol: 'DAI',
      tokenAddress: '0x00000000000000000000000000000000000000d4',
      decimals: 18,
      onChain: '24',
      difference: '-1',
      status: 'mismatch',
      explanation:
        'The chain holds 1 DAI less than the ledger records: a recorded transfer is no longer on the chain ' +
        '(a reorganisation the indexer has not undone yet), or the token charged a fee on transfer.',
      reason: { kind: 'less-gone', amount: '1', symbol: 'DAI', indexedBlock: '120', readBlock: '120' },
    }),
    reconciliationLine({
      symbol: 'JUNK',
      tokenAddress: JUNK,
      donated: '0',
      expected: '0',
      onChain: '7.25',
      difference: '7.25',
      status: 'unlisted',
      explanation: UNLISTED,
      reason: { kind: 'unlisted', received: '7.25', symbol: 'JUNK', tokenAddress: JUNK, transfers: 2 },
    }),
    reconciliationLine({
      symbol: 'USDC',
      tokenAddress: '0x00000000000000000000000000000000000000c2',
      onChain: '26',
      difference: '1',
      status: 'mismatch',
      explanation: 'The chain holds 1 USDC more than the ledger records: sent by a server without reasons.',
    }),
  ],
  notes: [MORE_UNLISTED],
  noteReasons: [{ kind: 'unlisted-more', count: 3 }],
};

// The pages group's texts compiled once, before the tests (a slow machine takes a while).
beforeAll(() => Promise.all([loadI18n('de', 'pages'), loadI18n('en', 'pages')]), 120_000);

async function renderIn(locale: 'de' | 'en') {
  const i18n = await loadI18n(locale, 'pages');
  render(
    <I18nContext.Provider value={i18n}>
      <ReconciliationTable reconciliation={RECONCILIATION} />
    </I18nContext.Provider>,
  );
}

/** The sentence under the status of the token's line, a no-break space read as a space. */
function explanationOf(symbol: string): string | undefined {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.firstChild?.textContent === symbol);
  const status = row && within(row).getAllByRole('cell').at(-1);
  return status?.querySelector('.text-xs')?.textContent?.replace(/\u00a0/g, ' ');
}

// Issue 43: why a line does not balance, and what could not be checked, in the reader's language,
// written from the facts the server sends beside its English sentence.
describe('the reconciliation table in German', () => {
  it('explains a transfer the indexer has not reached yet, and a transfer gone from the chain', async () => {
    await renderIn('de');
    expect(explanationOf('USDT')).toBe(
      'Auf der Chain liegen 3,25 USDT mehr, als im Kassenbuch erfasst ist. Der Indexer hat bis Block 100 ' +
        'erfasst, das Guthaben wurde bei Block 120 gelesen: Eine Überweisung in einem Block, den er noch ' +
        'nicht erreicht hat, wird erfasst, sobald er ihn erreicht.',
    );
    expect(explanationOf('DAI')).toBe(
      'Auf der Chain liegen 1,00 DAI weniger, als im Kassenbuch erfasst ist: Eine erfasste Überweisung ist ' +
        'nicht mehr auf der Chain (eine Reorganisation, die der Indexer noch nicht rückgängig gemacht hat), ' +
        'oder der Token hat bei der Überweisung eine Gebühr einbehalten.',
    );
  });

  it('explains an unlisted token and counts the ones not shown', async () => {
    await renderIn('de');
    expect(explanationOf('JUNK')).toBe(
      `7,25 JUNK (${JUNK}) kamen in 2 Überweisungen an, aber die Plattform listet diesen Token nicht: ` +
        'Er wird nicht als Spende erfasst und zählt nicht zum Ziel. Er bleibt im Tresor; dessen ' +
        'Eigentümer kann ihn weiterhin aus dem Contract auszahlen.',
    );
    expect(
      screen.getByText(
        '3 weitere Tokens, die die Plattform nicht listet, wurden an diesen Tresor gesendet; sie werden ' +
          'nicht angezeigt, nicht gezählt und bleiben im Tresor.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s sentence where a line has no reason', async () => {
    await renderIn('de');
    expect(explanationOf('USDC')).toBe(
      'The chain holds 1 USDC more than the ledger records: sent by a server without reasons.',
    );
  });
});

describe('the reconciliation table in English', () => {
  it('says word for word what the server says', async () => {
    await renderIn('en');
    expect(explanationOf('USDT')).toBe(BEHIND);
    expect(explanationOf('JUNK')).toBe(UNLISTED);
    expect(screen.getByText(MORE_UNLISTED)).toBeInTheDocument();
  });
});
