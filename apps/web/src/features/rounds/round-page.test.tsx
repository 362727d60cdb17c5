import type { RoundPage as RoundPageData } from '@crowdvault/shared/api/rounds';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roundKeys } from './api/round-keys';
import { RoundPage } from './round-page';
import { renderRoundsUi } from './test-render';
import { publishedRound, runningRound } from './test-round';

function renderPage(round: RoundPageData | null, id = '7') {
  renderRoundsUi(<RoundPage id={id} />, (client) => {
    if (round) client.setQueryData(roundKeys.page(id), round);
  });
}

/** The cells of each row of the results table (its header row left out). */
function resultRows() {
  const table = screen.getByRole('table', { name: 'Campaigns in the round' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        // Amounts keep their code on the same line (a no-break space): read as a plain space.
        .map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
    );
}

afterEach(() => vi.unstubAllGlobals());

describe('RoundPage', () => {
  it('shows a running round with its live estimates, each capped one said so', () => {
    renderPage(runningRound());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Climate tools');
    expect(document.title).toBe('Climate tools · CrowdVault');
    expect(screen.getByText('Matching gifts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campaigns and estimated matches' })).toBeInTheDocument();
    expect(screen.getByText(/over the 15 gifts recorded so far/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Estimated match' })).toBeInTheDocument();
    expect(resultRows()).toEqual([
      [
        'Solar maps',
        'Donors counted12',
        'Gifts that count60.50 USDC',
        'Estimated match100.00 USDCCapped at 10% of the pool',
        'StatusEstimateMoves as gifts land',
      ],
      [
        'Rain gauges',
        'Donors counted2',
        'Gifts that count8.00 USDC',
        'Estimated match41.123456 USDC',
        'StatusEstimateMoves as gifts land',
      ],
    ]);
    // No result yet: nothing to recompute, no gifts left out.
    expect(screen.queryByRole('heading', { name: 'Recompute the result' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gifts that did not count' })).not.toBeInTheDocument();
  });

  it('shows the published result: the challenge status per campaign, the gifts left out and why', () => {
    renderPage(publishedRound());
    expect(screen.getByRole('heading', { name: 'Result' })).toBeInTheDocument();
    const [kept, excluded] = resultRows();
    expect(kept?.[3]).toBe('Match100.00 USDCCapped at 10% of the pool');
    expect(kept?.[4]).toBe('StatusOpen to challengeUntil 2026-12-04 12:05 UTC');
    expect(excluded?.[3]).toBe('Match0.00 USDC');
    expect(excluded?.[4]).toBe('StatusExcludedFraud or scam: a ring of new wallets');

    const gifts = screen.getByRole('table', { name: 'Gifts that did not count' });
    const rows = within(gifts).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Solar maps');
    expect(rows[0]).toHaveTextContent('0.50 USDC');
    expect(rows[0]).toHaveTextContent("The donor's gifts to this campaign add up to less than the minimum");
    expect(rows[1]).toHaveTextContent("From the campaign's own creator or vault owner");

    expect(screen.getByTestId('round-exclusion')).toHaveTextContent('Campaign: Rain gauges');
    expect(screen.getByTestId('round-exclusion')).toHaveTextContent('Fraud or scam: a ring of new wallets');
  });

  it('offers the published file and the one command that recomputes it', () => {
    renderPage(publishedRound());
    expect(screen.getByText('npm run round:recompute -- round-7-v2.json')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download round-7-v2.json' });
    expect(download).toHaveAttribute('href', '/api/rounds/7/result.json?version=2');
    expect(download).toHaveAttribute('download', 'round-7-v2.json');
    expect(screen.getByText('a'.repeat(64))).toBeInTheDocument();
  });

  it('shows the first 50 gifts left out of a large round, and all on asking', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      ...publishedRound().excludedGifts[0]!,
      txHash: `0x${index.toString(16).padStart(64, '0')}`,
    }));
    renderPage(publishedRound({ excludedGifts: many }));
    const table = () => screen.getByRole('table', { name: 'Gifts that did not count' });
    expect(within(table()).getAllByRole('row')).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 60' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(61);
  });

  it("gives a pool round's address for sponsors to fund while top-ups count", () => {
    const pool = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    renderPage(runningRound({ poolSource: 'chain', poolAddress: pool }));
    const section = screen.getByRole('region', { name: 'Fund the pool' });
    expect(within(section).getByText(pool)).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'Anyone can add to the matching pool: send USDC on Local Chain to this address, no sign-in needed. What the pool holds when the donation window closes (2026-12-01 12:00 UTC) is shared among the campaigns',
    );
    expect(
      screen.getByText(/the sponsor’s expected figure until the donation window closes/),
    ).toBeInTheDocument();
    // A round without a pool contract has nothing to fund.
    document.body.innerHTML = '';
    renderPage(runningRound());
    expect(screen.queryByRole('region', { name: 'Fund the pool' })).not.toBeInTheDocument();
    expect(screen.getByText(/this round has no pool contract/)).toBeInTheDocument();
  });

  it("shows each campaign's payout once the result is final: paid with its transaction, pending, failed with why", () => {
    const paidTx = `0x${'c'.repeat(64)}`;
    const published = publishedRound();
    const third = {
      ...published.campaigns[0]!,
      campaignId: 5,
      title: 'Seed bank',
      capped: false,
      match: '30',
      payout: {
        state: 'failed' as const,
        amount: '30',
        txHash: null,
        paidAt: null,
        reason: 'vault_not_succeeded' as const,
        retryUntil: '2027-01-03T12:00:00.000Z',
      },
    };
    renderPage(
      publishedRound({
        phase: 'final',
        poolSource: 'chain',
        poolAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        campaigns: [
          {
            ...published.campaigns[0]!,
            payout: {
              state: 'paid',
              amount: '100',
              txHash: paidTx,
              paidAt: '2026-12-04T13:00:00.000Z',
              reason: null,
              retryUntil: null,
            },
          },
          published.campaigns[1]!,
          third,
          {
            ...third,
            campaignId: 6,
            title: 'Tide clocks',
            payout: { ...third.payout, state: 'pending', reason: null, retryUntil: null },
          },
        ],
        payout: {
          finalizeAt: '2026-01-04T12:10:00.000Z',
          total: '160',
          paid: '100',
          leftover: null,
          leftoverTxHash: null,
          settledAt: null,
        },
      }),
    );
    const [paid, excluded, waiting, pending] = resultRows();
    expect(paid?.[4]).toBe(`StatusPaid into the vault2026-12-04 13:00 UTC ·${paidTx.slice(0, 10)}...`);
    expect(excluded?.[4]).toBe('StatusExcludedFraud or scam: a ring of new wallets');
    expect(waiting?.[4]).toBe(
      'StatusPayout waitingPaid if the campaign reaches its all-or-nothing goal by 2027-01-03 12:00 UTC',
    );
    expect(pending?.[4]).toBe('StatusPayout pendingBeing paid by the pool contract');
    const section = screen.getByRole('region', { name: 'Pool and payout' });
    expect(section).toHaveTextContent('Paid into vaults100.00 USDC of 160.00 USDC');
    expect(section).toHaveTextContent('Returned to the sponsorWhat is left, once every match is paid');
    expect(section).toHaveTextContent(
      'The pool contract pays each campaign’s match into its vault once the result is final',
    );
  });

  it('says Round not found for an unknown round, and marks the page a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Round not found' }, { status: 404 })),
    );
    renderPage(null, '999');
    expect(await screen.findByRole('heading', { name: 'Round not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All matching rounds' })).toHaveAttribute('href', '/rounds');
    expect(document.title).toBe('Round not found · CrowdVault');
  });
});
