import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignPhoto } from '@/test/campaign';
import { CampaignGallery } from './campaign-gallery';

// The viewer (and Radix's dialog) is its own chunk, loaded when a photo is opened (decision 089):
// the thumbnail still opens it at the first click, and the arrows move through the photos.
describe('CampaignGallery', () => {
  it('opens the clicked photo in the viewer, moves with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <CampaignGallery title="Clean water" images={[campaignPhoto(1), campaignPhoto(2), campaignPhoto(3)]} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 3' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    expect(viewer.querySelector('img')).toHaveAttribute('alt', 'Clean water: photo 2');

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
