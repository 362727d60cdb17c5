import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/lib/query-client';
import { PledgeCancelPage } from './pledge-cancel-page';
import { PLEDGE_ID, pledgeView } from './test-pledge';

const wallet = vi.hoisted(() => ({ cancel: vi.fn() }));
vi.mock('./cancel-with-wallet', () => ({ cancelWithWallet: wallet.cancel }));

const TOKEN = '1800000000.abcdefghijklmnopqrstuvwxyz012345';

/** Answers GET /pledges/:id/cancel with the pledge and `link`, and POST with `post`. */
function stubApi(link: 'valid' | 'expired' | 'invalid' | null, post: () => Response) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? post()
      : new Response(JSON.stringify({ pledge: pledgeView(), typedData: {}, link })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers GET /pledges/:id/cancel with `pledge` and a valid link. */
function stubValidLink(pledge: PledgeView) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ pledge, typedData: {}, link: 'valid' }))),
  );
}

function renderPage(search: string) {
  const { hook, searchHook } = memoryLocation({ path: `/pledges/${PLEDGE_ID}/cancel?${search}` });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <PledgeCancelPage id={PLEDGE_ID} />
      </Router>
    </QueryClientProvider>,
  );
}

const cancelled = (view: Partial<PledgeView> = {}) =>
  new Response(
    JSON.stringify(pledgeView({ status: 'cancelled', nextCollectionAt: null, nextAmount: null, ...view })),
  );

beforeEach(() => wallet.cancel.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('PledgeCancelPage', () => {
  it('shows the pledge and cancels it in one click with a valid link: no wallet asked', async () => {
    const fetchMock = stubApi('valid', () => cancelled());
    renderPage(`t=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancel your monthly gift' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/10\.00 USDC monthly/)).toBeInTheDocument();
    expect(screen.getByText(/Next collection:/)).toHaveTextContent(
      'Next collection: 10.00 USDC on Dec 27, 2026',
    );
    // The wallet's own Cancel is not offered beside the one-click one.
    expect(screen.getAllByRole('button', { name: /Cancel monthly gift/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel monthly gift' }));
    expect(await screen.findByText(/This gift is cancelled: nothing more is collected/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toContain(`/api/pledges/${PLEDGE_ID}/cancel`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ token: TOKEN });
    expect(wallet.cancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Cancel monthly gift/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal as it words it", async () => {
    const message =
      'This cancel link is not valid. Open the link in your latest notice or e-mail, or cancel with your wallet.';
    stubApi('valid', () => new Response(JSON.stringify({ statusCode: 400, message }), { status: 400 }));
    renderPage(`t=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel monthly gift' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['expired', 'This link has expired.'],
    ['invalid', 'This link is not valid.'],
  ] as const)('says an %s link is no good and offers the wallet instead', async (link, sentence) => {
    stubApi(link, () => cancelled());
    wallet.cancel.mockResolvedValue(pledgeView({ status: 'cancelled' }));
    renderPage(`t=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel monthly gift' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(wallet.cancel).toHaveBeenCalledWith(expect.objectContaining({ pledgeId: PLEDGE_ID }));
    expect(await screen.findByText('Cancelled. Nothing more is collected.')).toBeInTheDocument();
  });

  it.each([
    ['a link that is not valid', `t=${TOKEN}`, 'invalid', 'This link is not valid.'],
    ['no link', '', null, 'Open this page from your cancel link.'],
  ] as const)(
    'with %s, and not signed in as the donor, shows no pledge and points to the notice or My Donations',
    async (_case, search, link, title) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify({ pledge: null, typedData: {}, link }))),
      );
      renderPage(search);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(
        screen.getByText(/Open the link in your latest notice or e-mail, or sign in/),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My Donations' })).toHaveAttribute(
        'href',
        '/dashboard/donations',
      );
      expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    },
  );

  it('says a pledge that is no longer running is over, with nothing to cancel', async () => {
    stubValidLink(
      pledgeView({ status: 'lapsed', reason: 'balance', missedPeriods: 2, nextCollectionAt: null }),
    );
    renderPage(`t=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your monthly gift' })).toBeInTheDocument();
    expect(screen.getByText('Lapsed')).toBeInTheDocument();
    expect(
      screen.getByText(/Stopped after 2 missed collections \(your wallet held less than 10\.00 USDC\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('names a weekly gift weekly, in the heading, the button and the page title', async () => {
    stubValidLink(pledgeView({ cadence: 'weekly' }));
    renderPage(`t=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancel your weekly gift' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel weekly gift' })).toBeInTheDocument();
    expect(document.title).toBe('Cancel your weekly gift · CrowdVault');
  });
});
