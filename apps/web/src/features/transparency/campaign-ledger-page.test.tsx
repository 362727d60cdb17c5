import type { CampaignLedger } from '@crowdvault/shared/api/transparency';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ApiError } from '@/lib/http/api-error';
import { CampaignLedgerPage } from './campaign-ledger-page';

const LEDGER: CampaignLedger = {
  campaign: { id: 5, title: 'Clean Water for Village', currency: 'USDT' },
  vaultAddress: null,
  explorerUrl: null,
  entries: [],
  truncated: false,
  reconciliation: null,
  chains: [{ chainId: 31337, explorerUrl: null, reconciliation: null, unavailable: null }],
};

function renderPage(client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <Router>
        <CampaignLedgerPage id="5" />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CampaignLedgerPage', () => {
  it('titles the page and the document plainly "Ledger" while the campaign loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Ledger$/);
    expect(document.title).toBe('Ledger · CrowdVault');
  });

  it('names the campaign in both titles once its ledger is in', () => {
    const client = new QueryClient();
    client.setQueryData(['campaigns', '5', 'ledger'], LEDGER);
    renderPage(client);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Clean Water for Village: ledger$/);
    expect(document.title).toBe('Ledger · Clean Water for Village · CrowdVault');
  });

  it('says Campaign Not Found when the API knows no such campaign, and marks the page a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: 'Not Found', message: 'Campaign not found' }, { status: 404 }),
      ),
    );
    // As the app's client (lib/query-client.ts): a 404 is not asked again.
    renderPage(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByRole('heading', { name: 'Campaign Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The campaign you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover Campaigns' })).toHaveAttribute('href', '/discover');
    expect(document.title).toBe('Campaign Not Found · CrowdVault');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it("keeps the server's 404 when it hydrates the page, without asking the API again", async () => {
    // What the server rendered the page with (entry-server.tsx): the failed query, through JSON.
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server
      .fetchQuery({
        queryKey: ['campaigns', '5', 'ledger'],
        queryFn: () => {
          throw new ApiError({ kind: 'http', status: 404, message: '404: Campaign not found' });
        },
      })
      .catch(() => undefined);
    const state = JSON.parse(JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true })));
    const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrate(browser, state);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage(browser);
    expect(screen.getByRole('heading', { name: 'Campaign Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/Every transfer into this campaign/)).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
