import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { campaignPhoto } from '@/test/campaign';
import { type CampaignPhotos, PhotoField } from './photo-field';

const http = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);

/** The field as a form holds it, with what it last reported. */
function Form({ initial, seen }: { initial: CampaignPhotos; seen: CampaignPhotos[] }) {
  const [value, setValue] = useState(initial);
  return (
    <PhotoField
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const galleryIds = (seen: CampaignPhotos[]) => seen.at(-1)?.gallery.map((photo) => photo.id);

beforeEach(() => {
  http.apiRequest.mockReset();
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

describe('PhotoField', () => {
  it('moves gallery photos with the arrow buttons and removes one, all named for screen readers', async () => {
    const user = userEvent.setup();
    const seen: CampaignPhotos[] = [];
    render(
      <Form
        initial={{ cover: campaignPhoto(1), gallery: [campaignPhoto(2), campaignPhoto(3), campaignPhoto(4)] }}
        seen={seen}
      />,
    );
    expect(screen.getByRole('button', { name: 'Move gallery photo 1 left' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move gallery photo 3 left' }));
    expect(galleryIds(seen)).toEqual([2, 4, 3]);
    await user.click(screen.getByRole('button', { name: 'Move gallery photo 1 right' }));
    expect(galleryIds(seen)).toEqual([4, 2, 3]);
    await user.click(screen.getByRole('button', { name: 'Remove gallery photo 2' }));
    expect(galleryIds(seen)).toEqual([4, 3]);
    await user.click(screen.getByRole('button', { name: 'Remove cover photo' }));
    expect(seen.at(-1)?.cover).toBeNull();
  });

  it('uploads chosen files at once and adds the stored photos to the gallery in order', async () => {
    const user = userEvent.setup();
    const seen: CampaignPhotos[] = [];
    http.apiRequest.mockResolvedValue({ images: [campaignPhoto(7), campaignPhoto(8)] });
    render(<Form initial={{ cover: null, gallery: [] }} seen={seen} />);
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    await user.upload(screen.getByLabelText(/Add gallery photos/), files);
    expect(http.apiRequest).toHaveBeenCalledWith('/images', expect.objectContaining({ method: 'POST' }));
    await screen.findByRole('img', { name: 'Gallery photo 2' });
    expect(galleryIds(seen)).toEqual([7, 8]);
    const gallery = screen.getByRole('list', { name: 'Gallery photos' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((photo) => photo.getAttribute('alt')),
    ).toEqual(['Gallery photo 1', 'Gallery photo 2']);
  });

  it("shows the server's sentence when an upload is refused", async () => {
    const user = userEvent.setup();
    const message = 'HEIC images are not accepted: export the photo as JPEG';
    http.apiRequest.mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, message: `400: ${message}`, body: { message } }),
    );
    render(<Form initial={{ cover: null, gallery: [] }} seen={[]} />);
    await user.upload(
      screen.getByLabelText(/Choose a cover photo/),
      new File(['x'], 'x.heic', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('HEIC images are not accepted');
  });
});
