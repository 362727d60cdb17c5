import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { useAnalytics, usePledgeAnalytics } from './api/analytics';
import { useEmailSettings } from './api/email-settings';
import { useDashboardSummary } from './api/get-dashboard-summary';
import { useMyCampaigns } from './api/get-my-campaigns';
import { useMyDonations } from './api/get-my-donations';
import { useMyWallets } from './api/get-my-wallets';
import { useMyWithdrawals } from './api/get-my-withdrawals';
import { useProfileSettings } from './api/profile-settings';
import { dashboardPrefetches } from './prefetch';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const fetchMock = vi.fn((_input: RequestInfo | URL) => Promise.resolve(new Response('[]')));

beforeEach(() => {
  session.current = { status: 'signed-in', address: ADDRESS, isAdmin: false, user: null };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

const asked = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('dashboardPrefetches', () => {
  it.each([
    [
      '',
      ['/api/dashboard/summary', '/api/campaigns/me', '/api/donations/me'],
      () => [useDashboardSummary().status, useMyCampaigns().status, useMyDonations().status],
    ],
    ['campaigns', ['/api/campaigns/me'], () => [useMyCampaigns().status]],
    ['donations', ['/api/donations/me'], () => [useMyDonations().status]],
    [
      'wallets',
      ['/api/campaigns/me/wallets', '/api/campaigns/me'],
      () => [useMyWallets().status, useMyCampaigns().status],
    ],
    [
      'analytics',
      ['/api/campaigns/me', '/api/dashboard/analytics?range=30', '/api/dashboard/pledges'],
      () => [useMyCampaigns().status, useAnalytics('30', null).status, usePledgeAnalytics(null).status],
    ],
    [
      'withdrawals',
      ['/api/campaigns/me/wallets', '/api/campaigns/me', '/api/withdrawals/me'],
      () => [useMyWallets().status, useMyCampaigns().status, useMyWithdrawals().status],
    ],
    [
      'settings',
      ['/api/users/me', '/api/users/me/email'],
      () => [useProfileSettings().status, useEmailSettings().status],
    ],
  ])(
    '/dashboard/%s: asks at once for what its sections read, and they read it without asking again',
    async (rest, urls, read) => {
      const client = new QueryClient({
        defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
      });
      await Promise.all(dashboardPrefetches(rest, ADDRESS).map((prefetch) => prefetch(client)));
      expect(asked()).toEqual(urls);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(read, { wrapper });
      expect(result.current).toEqual(urls.map(() => 'success'));
      expect(asked()).toHaveLength(urls.length);
    },
  );

  it("a campaign's edit form: the campaign", async () => {
    const client = new QueryClient();
    await Promise.all(dashboardPrefetches('campaigns/14/edit', ADDRESS).map((prefetch) => prefetch(client)));
    expect(asked()).toEqual(['/api/campaigns/14']);
  });
});
