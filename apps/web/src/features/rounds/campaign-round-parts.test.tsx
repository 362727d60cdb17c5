import { ROUND_MESSAGES, type RoundEstimate } from '@crowdvault/shared/api/rounds';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { CampaignRoundBadges, RoundEstimateLine } from './campaign-round-parts';
import { campaignRound } from './test-round';

type LineProps = ComponentProps<typeof RoundEstimateLine>;

function estimate(overrides: Partial<RoundEstimate> = {}): RoundEstimate {
  return {
    campaignId: 3,
    amount: '5',
    currentMatch: '41.123456',
    matchWithGift: '64.537',
    addedMatch: '23.413544',
    excludedBecause: null,
    ...overrides,
  };
}

/** The line as the donation panel draws it, for campaign 3 in the running round, USDC on the local
 *  chain; `rerender` changes what the donor typed. */
function renderLine(props: Partial<LineProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const base: LineProps = {
    round: campaignRound(),
    campaignId: 3,
    amount: '',
    symbol: 'USDC',
    chainId: 31337,
    live: '8/2',
  };
  const tree = (next: Partial<LineProps>) => (
    <QueryClientProvider client={client}>
      <RoundEstimateLine {...base} {...props} {...next} />
    </QueryClientProvider>
  );
  const view = render(tree({}));
  return { rerender: (next: Partial<LineProps>) => view.rerender(tree(next)) };
}

function answering(...bodies: [number, unknown][]) {
  const fetch = vi.fn(async () => {
    const [status, body] = bodies.length > 1 ? bodies.shift()! : bodies[0]!;
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const line = () => screen.getByTestId('round-estimate');
const urlOf = (fetch: ReturnType<typeof answering>, call = 0) =>
  new URL(String((fetch.mock.calls[call] as unknown as [string])[0]), 'http://localhost');

afterEach(() => vi.unstubAllGlobals());

describe('RoundEstimateLine', () => {
  it('asks for an amount before it asks the server anything', () => {
    const fetch = answering([200, estimate()]);
    renderLine();
    expect(line()).toHaveTextContent(
      'Gifts in USDC are matched by Climate tools: type an amount to see how much yours adds.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what the typed gift adds, from the round’s estimate', async () => {
    const fetch = answering([200, estimate()]);
    const { rerender } = renderLine();
    rerender({ amount: '5' });
    expect(await screen.findByText('Your 5 USDC adds about 23.41 USDC of matching.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    const url = urlOf(fetch);
    expect(url.pathname).toBe('/api/rounds/7/estimate');
    // A visitor is a new donor: no donor address goes with the question.
    expect(Object.fromEntries(url.searchParams)).toEqual({ campaignId: '3', amount: '5' });
  });

  it('moves when a gift lands on the campaign', async () => {
    const fetch = answering([200, estimate()], [200, estimate({ addedMatch: '18.2' })]);
    const { rerender } = renderLine({ amount: '5' });
    expect(await screen.findByText('Your 5 USDC adds about 23.41 USDC of matching.')).toBeInTheDocument();
    rerender({ amount: '5', live: '13/3' });
    expect(await screen.findByText('Your 5 USDC adds about 18.20 USDC of matching.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('names the token and network that count when another one is chosen, and asks nothing', () => {
    const fetch = answering([200, estimate()]);
    renderLine({ amount: '5', symbol: 'USDT' });
    expect(line()).toHaveTextContent('Gifts in USDC on Local Chain are matched by Climate tools.');
    renderLine({ amount: '5', chainId: 31338 });
    expect(screen.getAllByTestId('round-estimate')[1]).toHaveTextContent(
      'Gifts in USDC on Local Chain are matched by Climate tools.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not ask about an amount the token cannot hold', async () => {
    const fetch = answering([200, estimate()]);
    renderLine({ amount: '0.1234567' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(line()).toHaveTextContent('type an amount');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says why a gift would not be matched', async () => {
    answering([200, estimate({ addedMatch: '0', excludedBecause: 'self_gift' })]);
    renderLine({ amount: '5' });
    expect(
      await screen.findByText('You own this campaign: your own gifts to it are not matched.'),
    ).toBeInTheDocument();
  });

  it('says why a gift adds nothing: no pair of donors yet, or the cap and pool already reached', async () => {
    answering([200, estimate({ currentMatch: '0', matchWithGift: '0', addedMatch: '0' })]);
    renderLine({ amount: '5' });
    expect(
      await screen.findByText(
        "Your 5 USDC adds no matching yet: a campaign's match grows once two or more people give to it.",
      ),
    ).toBeInTheDocument();
    answering([200, estimate({ currentMatch: '500', matchWithGift: '500', addedMatch: '0' })]);
    renderLine({ amount: '5', live: 'other' });
    expect(
      await screen.findByText(
        "Your 5 USDC adds no matching: this campaign already gets all that the round's pool and cap allow.",
      ),
    ).toBeInTheDocument();
  });

  it("says the server's refusal in its own words", async () => {
    answering([409, { statusCode: 409, error: 'Conflict', message: ROUND_MESSAGES.estimateClosed }]);
    renderLine({ amount: '5' });
    expect(await screen.findByText(ROUND_MESSAGES.estimateClosed)).toBeInTheDocument();
  });
});

describe('CampaignRoundBadges', () => {
  it('links each round and says where the campaign stands in it', () => {
    render(
      <Router>
        <CampaignRoundBadges
          rounds={[
            campaignRound(),
            campaignRound({ roundId: 8, name: 'Spring round', phase: 'challenge', match: '120.5' }),
            campaignRound({ roundId: 9, name: 'Old round', phase: 'final', excluded: 'Spam' }),
          ]}
        />
      </Router>,
    );
    const [running, challenged, excluded] = screen.getAllByTestId('campaign-round');
    expect(running).toHaveAttribute('href', '/rounds/7');
    expect(running).toHaveTextContent('In matching round Climate tools · Matching gifts');
    expect(running).toHaveTextContent('Estimated match 41.12 USDC from 2 donors so far');
    expect(challenged).toHaveTextContent('Match 120.50 USDC, open to challenge');
    expect(excluded).toHaveTextContent('Excluded: Spam');
  });
});
