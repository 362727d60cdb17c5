import type { AdminStats } from '@crowdvault/shared/api/admin';
import type { StatsResponse } from '@crowdvault/shared/api/stats';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboard } from './admin-dashboard';
import { renderWithQuery } from './test-utils';

const http = vi.hoisted(() => ({ apiRequest: vi.fn(), apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);

const ADMIN_STATS: AdminStats = {
  totalRaised: { stablecoinTotal: '22150.5', byCurrency: [] },
  totalCampaigns: 12,
  activeCampaigns: 7,
  pendingApproval: 2,
  rejected: 0,
  flagged: 1,
  openReports: 0,
  totalUsers: 9,
};
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
  it('has the four tabs of SPEC.md §2, Campaigns first, with the stats summary above them', async () => {
    renderWithQuery(<AdminDashboard />);
    const tabs = screen.getByRole('tablist', { name: 'Admin dashboard' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Campaigns', 'Wallets', 'Analytics', 'Settings']);
    expect(screen.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Pending Approval')).toBeInTheDocument();
    // The summary once, not again inside the Campaigns tab.
    expect(screen.getAllByText('Total Raised')).toHaveLength(1);
  });

  it('Analytics shows Total Funds Raised, Active Campaigns, Total Donors and Countries from /api/stats', async () => {
    const user = userEvent.setup();
    renderWithQuery(<AdminDashboard />);
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
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
