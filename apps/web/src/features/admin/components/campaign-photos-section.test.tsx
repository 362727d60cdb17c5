import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignPhoto } from '@/test/campaign';
import { CampaignPhotosSection } from './campaign-photos-section';
import { renderWithQuery } from './test-utils';

const http = vi.hoisted(() => ({ apiRequest: vi.fn(), apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);

const CAMPAIGN = {
  id: 7,
  title: 'Clean water',
  cover: campaignPhoto(11),
  gallery: [campaignPhoto(12), campaignPhoto(13)],
};

beforeAll(() => {
  // Radix Select uses pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});

beforeEach(() => {
  http.apiPost.mockReset().mockResolvedValue({ removed: true });
});

describe('CampaignPhotosSection', () => {
  it('shows the cover and the gallery in order, each with Remove', () => {
    renderWithQuery(<CampaignPhotosSection campaign={CAMPAIGN} />);
    const photos = within(screen.getByRole('list', { name: 'Campaign photos' })).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Cover photo',
      'Gallery photo 1',
      'Gallery photo 2',
    ]);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
  });

  it('asks for a reason, then removes the chosen photo with it', async () => {
    const user = userEvent.setup();
    renderWithQuery(<CampaignPhotosSection campaign={CAMPAIGN} />);
    await user.click(screen.getByRole('button', { name: 'Remove gallery photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove gallery photo 2?' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A reason is required');
    expect(http.apiPost).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Prohibited content' }));
    await user.type(within(dialog).getByLabelText(/^Details/), 'A stranger’s face, shown without consent');
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(http.apiPost).toHaveBeenCalledWith(
      '/admin/campaigns/7/images/13/remove',
      { reason: { code: 'prohibited_content', text: 'A stranger’s face, shown without consent' } },
      { silent: true },
    );
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the campaign has no photos', () => {
    renderWithQuery(<CampaignPhotosSection campaign={{ ...CAMPAIGN, cover: null, gallery: [] }} />);
    expect(screen.getByText('This campaign has no photos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
