import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Session } from '@/lib/auth/use-session';
import { DashboardPage } from './dashboard-page';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

function renderDashboard(rest: string | undefined, onDisconnect = vi.fn(), pledges?: ReactNode) {
  const { hook } = memoryLocation({ path: `/dashboard${rest ? `/${rest}` : ''}` });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={hook}>
        <DashboardPage rest={rest} onDisconnect={onDisconnect} pledges={pledges} />
      </Router>
    </QueryClientProvider>,
  );
  return onDisconnect;
}

beforeEach(() => {
  session.current = { status: 'signed-in', address: ADDRESS, isAdmin: false, user: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

describe('DashboardPage', () => {
  it('offers every section in the side menu and marks the current one', () => {
    renderDashboard('wallets');
    const menu = within(screen.getAllByRole('navigation', { name: 'Dashboard' })[0] as HTMLElement);
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview',
      'My Campaigns',
      'My Donations',
      'Wallets',
      'Analytics',
      'Withdrawals',
      'Settings',
    ]);
    expect(menu.getByRole('link', { name: 'Wallets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Campaign Wallets');
  });

  it('opens the analytics page, not Coming Soon!', () => {
    renderDashboard('analytics');
    expect(screen.queryByText('Coming Soon!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Analytics');
  });

  it('loads the profile settings on settings', () => {
    renderDashboard('settings');
    expect(screen.queryByText('Coming Soon!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
  });

  it('falls back to the overview for an unknown section', () => {
    renderDashboard('nope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByText('Recent Campaigns')).toBeInTheDocument();
  });

  it('links Create Campaign to /create and disconnects from the menu', async () => {
    const onDisconnect = renderDashboard(undefined);
    expect(screen.getAllByRole('link', { name: 'Create Campaign' })[0]).toHaveAttribute('href', '/create');
    await userEvent.click(screen.getAllByRole('button', { name: 'Disconnect Wallet' })[0] as HTMLElement);
    expect(onDisconnect).toHaveBeenCalledOnce();
  });

  it('shows the recurring gifts while the donations are still being read, not after them', () => {
    renderDashboard('donations', vi.fn(), <h2>Recurring gifts</h2>);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recurring gifts' })).toBeInTheDocument();
  });

  it('asks a visitor without a wallet to connect', () => {
    session.current = { status: 'signed-out', address: null, isAdmin: false, user: null };
    renderDashboard(undefined);
    expect(screen.getByText('Connect your wallet')).toBeInTheDocument();
    expect(screen.getByText('Please connect your wallet to view your dashboard.')).toBeInTheDocument();
  });
});
