import type { StatsResponse } from '@crowdvault/shared/api/stats';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminPage } from '../admin-page';
import { adminStats, renderWithQuery } from './test-utils';

const http = vi.hoisted(() => ({ apiRequest: vi.fn(), apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);
vi.mock('@/lib/auth/use-session', async () => {
  const { signedInSession } = await import('@/test/session');
  return { useSession: () => signedInSession() };
});

const ADMIN_STATS = adminStats({
  totalRaised: { stablecoinTotal: '22150.5', byCurrency: [] },
  totalCampaigns: 12,
  activeCampaigns: 7,
  pendingApproval: 2,
  flagged: 1,
  totalUsers: 9,
});
const PLATFORM: StatsResponse = {
  totalRaised: '22150.5',
  activeCampaigns: 7,
  totalDonors: 1234,
  countries: 5,
};

beforeEach(() => {
  http.apiGet
    .mockReset()
    .mockImplementation(async (path: string, options: { onHeaders?: (h: Headers) => void }) => {
      if (path === '/admin/stats') return ADMIN_STATS;
      if (path === '/stats') return PLATFORM;
      options.onHeaders?.(new Headers({ 'X-Total-Count': '0' }));
      return [];
    });
});

describe('AdminDashboard', () => {
  it("has one navigation holding SPEC.md §2's four tabs in order, Campaigns current, with the stats summary below it", async () => {
    renderWithQuery(<AdminPage section="dashboard" />);
    // One menu: no second bar of tabs over the same screens.
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Admin' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(
      links.filter((label) => ['Campaigns', 'Wallets', 'Analytics', 'Settings'].includes(label!)),
    ).toEqual(['Campaigns', 'Wallets', 'Analytics', 'Settings']);
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Pending Approval')).toBeInTheDocument();
    // The summary once, not again inside the Campaigns screen.
    expect(screen.getAllByText('Total Raised')).toHaveLength(1);
  });

  it('Analytics shows Total Funds Raised, Active Campaigns, Total Donors and Countries from /api/stats', async () => {
    renderWithQuery(<AdminPage section="analytics" />);
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    const analytics = await screen.findByRole('region', { name: 'Analytics' });
    const figure = (label: string) =>
      within(analytics).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
    expect(figure('Total Funds Raised')).toContain('$22,150.50');
    expect(figure('Active Campaigns')).toContain('7');
    expect(figure('Total Donors')).toContain('1,234');
    expect(figure('Countries')).toContain('5');
    expect(http.apiGet).toHaveBeenCalledWith('/stats', expect.anything());
  });
});
