import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { pledgeView } from '../test-pledge';
import { PledgeItem } from './pledge-item';

function renderItem(overrides: Parameters<typeof pledgeView>[0]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PledgeItem pledge={pledgeView(overrides)} networkName="Local" />
    </QueryClientProvider>,
  );
  return screen.getByTestId('pledge-item');
}

describe('PledgeItem', () => {
  it('says why a collection put off by a gas spike waits, and until when it is retried', () => {
    const item = renderItem({
      collectedPeriods: 0,
      nextCollectionAt: '2026-11-27T15:00:07.000Z',
      deferred: { reason: 'gas_price', until: '2026-12-27T15:00:00.000Z' },
    });
    expect(item).toHaveTextContent('Deferred');
    expect(item).toHaveTextContent(
      /Deferred — gas price above the relayer’s ceiling, retried until Dec 27, 2026, \d{1,2}:00 [AP]M\. Nothing is taken twice\./,
    );
    expect(item).not.toHaveTextContent('Next collection');
  });

  it('says a gift the donor asked to be anonymous is anonymous, and nothing of the kind otherwise', () => {
    expect(renderItem({ isAnonymous: true })).toHaveTextContent('10.00 USDC monthly · Local · Anonymous');
    cleanup();
    expect(renderItem({ isAnonymous: false })).not.toHaveTextContent('Anonymous');
  });

  it('says a gift due now is being collected, not that the next collection is today', () => {
    // Right after the start: nothing collected, the first gift due at the chain's "now".
    const item = renderItem({ collectedPeriods: 0, nextCollectionAt: '2026-11-27T15:00:07.000Z' });
    expect(item).toHaveTextContent('10.00 USDC is being collected now.');
    expect(item).not.toHaveTextContent('Next collection');
    expect(item).toHaveTextContent('Active');
  });

  it('names the date of the next collection once this period is collected', () => {
    const item = renderItem({});
    expect(item).toHaveTextContent(/Next collection: 10\.00 USDC on Dec 27, 2026/);
    expect(item).toHaveTextContent('1 of 12 collected');
  });
});
