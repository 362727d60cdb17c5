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

/** Renders the buttons for CAMPAIGN in `status`, chooses `choice` and returns the dialog it opens. */
async function choose(choice: string, dialogName: string, status: AdminCampaign['status'] = 'active') {
  renderWithQuery(<StatusChange campaign={{ ...CAMPAIGN, status }} />);
  await userEvent.click(screen.getByRole('button', { name: choice }));
  return screen.getByRole('dialog', { name: dialogName });
}

function expectSent(status: AdminCampaign['status']) {
  expect(http.apiRequest).toHaveBeenCalledWith(
    '/admin/campaigns/7',
    expect.objectContaining({ body: { status } }),
  );
}

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
    const dialog = await choose('Completed', 'Mark as completed?');
    expect(http.apiRequest).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expectSent('completed');
  });

  it('asks for a reason before flagging', async () => {
    const dialog = await choose('Flagged', 'Flag this campaign?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flag campaign' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A reason is required');
    expect(http.apiRequest).not.toHaveBeenCalled();
  });

  it('warns before pausing a completed campaign, and pauses it only once confirmed', async () => {
    const dialog = await choose('Paused', 'Pause a completed campaign?', 'completed');
    expect(dialog).toHaveTextContent(
      '“Clean water” is completed. Paused, it shows as if it could resume, and its creator is told it was paused. It takes no donations either way.',
    );
    expect(http.apiRequest).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause it' }));
    expectSent('paused');
  });

  it('warns that making a completed campaign active opens it to donations again', async () => {
    const dialog = await choose('Active', 'Reopen a completed campaign?', 'completed');
    expect(dialog).toHaveTextContent('takes donations again until its end date');
    expect(http.apiRequest).not.toHaveBeenCalled();
  });
});
