import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusChange } from './status-change';
import { renderWithQuery } from './test-utils';

const http = vi.hoisted(() => ({ apiRequest: vi.fn(), apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);

const CAMPAIGN: Pick<AdminCampaign, 'id' | 'title' | 'status'> = {
  id: 7,
  title: 'Clean water',
  status: 'active',
};

beforeEach(() => {
  http.apiRequest
    .mockReset()
    .mockImplementation(async (_path: string, options: { body: { status: string } }) => ({
      ...CAMPAIGN,
      status: options.body.status,
    }));
});

describe('StatusChange', () => {
  it("marks the current status disabled and answers choosing it with 'No Change'", async () => {
    renderWithQuery(<StatusChange campaign={CAMPAIGN} />);
    const current = screen.getByRole('button', { name: 'Active' });
    expect(current).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(current);
    expect(screen.getByRole('status')).toHaveTextContent('No Change');
    expect(http.apiRequest).not.toHaveBeenCalled();
  });

  it('changes to paused at once', async () => {
    renderWithQuery(<StatusChange campaign={CAMPAIGN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Paused' }));
    expect(http.apiRequest).toHaveBeenCalledWith('/admin/campaigns/7', {
      method: 'PUT',
      body: { status: 'paused' },
      silent: true,
    });
  });

  it('asks for confirmation before completing', async () => {
    renderWithQuery(<StatusChange campaign={CAMPAIGN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as completed?' });
    expect(http.apiRequest).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(http.apiRequest).toHaveBeenCalledWith(
      '/admin/campaigns/7',
      expect.objectContaining({ body: { status: 'completed' } }),
    );
  });

  it('asks for a reason before flagging', async () => {
    renderWithQuery(<StatusChange campaign={CAMPAIGN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Flagged' }));
    const dialog = screen.getByRole('dialog', { name: 'Flag this campaign?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flag campaign' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A reason is required');
    expect(http.apiRequest).not.toHaveBeenCalled();
  });

  it('warns before pausing a completed campaign, and pauses it only once confirmed', async () => {
    renderWithQuery(<StatusChange campaign={{ ...CAMPAIGN, status: 'completed' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Paused' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause a completed campaign?' });
    expect(dialog).toHaveTextContent(
      "'Clean water' is completed. Paused, it shows as if it could resume, and its creator is told it was paused. It takes no donations either way.",
    );
    expect(http.apiRequest).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause it' }));
    expect(http.apiRequest).toHaveBeenCalledWith(
      '/admin/campaigns/7',
      expect.objectContaining({ body: { status: 'paused' } }),
    );
  });

  it('warns that making a completed campaign active opens it to donations again', async () => {
    renderWithQuery(<StatusChange campaign={{ ...CAMPAIGN, status: 'completed' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen a completed campaign?' });
    expect(dialog).toHaveTextContent('takes donations again until its end date');
    expect(http.apiRequest).not.toHaveBeenCalled();
  });
});
