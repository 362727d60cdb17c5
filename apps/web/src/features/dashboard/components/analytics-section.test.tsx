import type { CreatorAnalytics, PledgeAnalytics } from '@crowdvault/shared/api/analytics';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { signedInSession } from '@/test/session';
import { AnalyticsSection } from './analytics-section';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

const ANALYTICS: CreatorAnalytics = {
  range: '30',
  from: '2026-02-01',
  to: '2026-03-02',
  goal: '1000',
  raisedBefore: '100',
  raised: '250.5',
  days: [{ date: '2026-03-02', amount: '150.5', count: 3, walletCount: 2, directCount: 1, followers: 4 }],
  byToken: [{ token: 'USDC', amount: '15000.5', count: 3 }],
  gifts: { count: 3, walletCount: 2, directCount: 1, average: '50.166666', median: '40' },
  donors: { total: 3, new: 2, returning: 1 },
  topDonors: [{ address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', amount: '100', count: 2 }],
  followers: 4,
};

const PLEDGES: PledgeAnalytics = {
  monthlyRecurring: '1242.5',
  pastDue: '2.5',
  byToken: [
    { token: 'USDC', amount: '1230', pledges: 3 },
    { token: 'DAI', amount: '12.500000000000000001', pledges: 1 },
  ],
  states: { active: 3, pastDue: 1, lapsed: 2, cancelled: 5, completed: 1, stopped: 4 },
  stoppedByCampaignEnd: 4,
};

let urls: string[];
let pledges: PledgeAnalytics | null;

beforeEach(() => {
  session.current = signedInSession();
  urls = [];
  pledges = PLEDGES;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      if (String(url).includes('/dashboard/pledges')) {
        return pledges
          ? new Response(JSON.stringify(pledges), { status: 200 })
          : new Response(JSON.stringify({ message: 'down' }), { status: 500 });
      }
      const body = String(url).includes('/campaigns/me')
        ? [{ id: 7, title: 'Library shelves' }]
        : String(url).includes('donations.csv')
          ? 'time,block\r\n'
          : ANALYTICS;
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    }),
  );
});

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AnalyticsSection />
    </QueryClientProvider>,
  );
}

describe('AnalyticsSection', { timeout: 20_000 }, () => {
  it('shows the figures, the charts and the top named donors', async () => {
    renderSection();
    const raised = (await screen.findByText('Raised', { selector: 'dt' }, { timeout: 5000 })).parentElement!;
    expect(within(raised).getByText('$250.50')).toBeInTheDocument();
    expect(within(raised).getByText('25.1% of $1,000.00')).toBeInTheDocument();
    expect(screen.getByText('2 new · 1 returning')).toBeInTheDocument();
    expect(screen.getByText('$50.16')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Raised over time against the goal' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Followers over time' })).toBeInTheDocument();
    expect(screen.getByText(/0x90F7/)).toBeInTheDocument();
    // Per token, in the token's own display places with separators, like every other amount.
    expect(screen.getByRole('cell', { name: '15,000.50' })).toBeInTheDocument();
  });

  it('asks for another range and campaign, then exports that campaign’s donations', async () => {
    renderSection();
    await screen.findByText('Raised', { selector: 'dt' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    await vi.waitFor(() => expect(urls.some((url) => url.includes('range=90'))).toBe(true));
    await userEvent.selectOptions(
      await screen.findByLabelText('Campaign'),
      await screen.findByRole('option', { name: 'Library shelves' }),
    );
    await vi.waitFor(() => expect(urls.some((url) => url.includes('campaignId=7'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() =>
      expect(urls.some((url) => url.startsWith('/api/campaigns/7/donations.csv?from='))).toBe(true),
    );
  });

  it('shows monthly giving: recurring revenue per month exactly, by token, each state, and the stop', async () => {
    renderSection();
    const card = (await screen.findByRole('heading', { name: 'Monthly giving' }, { timeout: 5000 }))
      .parentElement!;
    const recurring = (await within(card).findByText('Monthly recurring')).parentElement!;
    expect(within(recurring).getByText('$1,242.50')).toBeInTheDocument();
    expect(within(recurring).getByText('4 running pledges · $2.50 past due')).toBeInTheDocument();
    const byToken = within(card).getByRole('list', { name: 'Monthly recurring by token' });
    expect(within(byToken).getByText('1,230.00')).toBeInTheDocument();
    expect(within(byToken).getByText('DAI')).toBeInTheDocument();
    const states = within(card).getByLabelText('Pledges by state');
    const expected: [string, string][] = [
      ['Active', '3'],
      ['Past due', '1'],
      ['Lapsed', '2'],
      ['Cancelled', '5'],
      ['Completed', '1'],
      ['Stopped', '4'],
    ];
    for (const [label, count] of expected) {
      expect(within(states).getByText(label).nextElementSibling).toHaveTextContent(count);
    }
    expect(within(card).getByRole('note')).toHaveTextContent(
      '4 pledges were stopped because their campaign ended: nothing more is collected from them, and their donors were told.',
    );
  });

  it('asks for the chosen campaign’s pledges, and says when there are none', async () => {
    pledges = {
      ...PLEDGES,
      monthlyRecurring: '0',
      pastDue: '0',
      byToken: [],
      states: { active: 0, pastDue: 0, lapsed: 0, cancelled: 0, completed: 0, stopped: 0 },
      stoppedByCampaignEnd: 0,
    };
    renderSection();
    expect(await screen.findByText('No monthly pledges yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    await userEvent.selectOptions(
      await screen.findByLabelText('Campaign'),
      await screen.findByRole('option', { name: 'Library shelves' }),
    );
    await vi.waitFor(() =>
      expect(urls.some((url) => url.includes('/dashboard/pledges?campaignId=7'))).toBe(true),
    );
  });

  it('offers a retry when monthly giving cannot be loaded, without hiding the other figures', async () => {
    pledges = null;
    renderSection();
    expect(
      await screen.findByText('Monthly giving could not be loaded. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Raised', { selector: 'dt' })).toBeInTheDocument();
  });
});
