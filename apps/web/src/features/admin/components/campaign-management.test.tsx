import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignManagement } from './campaign-management';
import { adminStats, renderWithQuery } from './test-utils';

const http = vi.hoisted(() => ({ apiRequest: vi.fn(), apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);

const STATS = adminStats();

let statsFail = true;

beforeEach(() => {
  statsFail = true;
  http.apiGet
    .mockReset()
    .mockImplementation(async (path: string, options: { onHeaders?: (h: Headers) => void }) => {
      if (path === '/admin/stats') {
        if (statsFail) throw new Error('500: boom');
        return STATS;
      }
      options.onHeaders?.(new Headers({ 'X-Total-Count': '0' }));
      return [];
    });
});

describe('CampaignManagement', () => {
  it('says the statistics could not be loaded, with a retry, instead of loading bars forever', async () => {
    const user = userEvent.setup();
    renderWithQuery(<CampaignManagement />);
    expect(await screen.findByText('Statistics could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading statistics' })).not.toBeInTheDocument();

    statsFail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Raised')).toBeInTheDocument();
    expect(screen.queryByText('Statistics could not be loaded.')).not.toBeInTheDocument();
  });
});
