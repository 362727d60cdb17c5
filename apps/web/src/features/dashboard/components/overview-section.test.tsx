import type { DashboardSummary } from '@crowdvault/shared/api/dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Session } from '@/lib/auth/use-session';
import { signedInSession } from '@/test/session';
import { OverviewSection } from './overview-section';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

const SUMMARY: DashboardSummary = {
  totalRaised: { stablecoinTotal: '0', byCurrency: [] },
  activeCampaigns: 0,
  totalDonated: { stablecoinTotal: '25', byCurrency: [{ currency: 'USDT', chainId: 31337, amount: '25' }] },
  campaignsSupported: 1,
};

const DONATION = {
  id: 3,
  campaign: { id: 7, title: 'Clean water' },
  amount: '25',
  currency: 'USDT',
  chainId: 31337,
  transactionHash: `0x${'ab'.repeat(32)}`,
  logIndex: 0,
  isAnonymous: false,
  message: null,
  createdAt: '2026-01-02T10:00:00Z',
};

function answer(campaigns: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      const body =
        path === '/api/dashboard/summary'
          ? SUMMARY
          : path === '/api/campaigns/me'
            ? campaigns
            : path === '/api/donations/me'
              ? [DONATION]
              : path === '/api/config'
                ? { chains: [] }
                : null;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

function renderOverview() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
        <OverviewSection />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  session.current = signedInSession();
});

describe('OverviewSection', () => {
  it('leads a donor with no campaign with their donations, and invites them to start one', async () => {
    answer([]);
    renderOverview();
    expect(await screen.findByText('Total Donated')).toBeInTheDocument();
    expect(screen.queryByText('Total Raised')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Recent Donations',
      'Recent Campaigns',
    ]);
    expect(await screen.findByRole('link', { name: 'Clean water' })).toHaveAttribute('href', '/campaign/7');
    expect(screen.getByRole('link', { name: 'Start a campaign' })).toHaveAttribute('href', '/create');
  });
});
