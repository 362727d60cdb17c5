import type { CampaignUpdate } from '@crowdvault/shared/api/updates';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { UpdateItem } from './update-item';

const update = (imageUrl: string | null): CampaignUpdate => ({
  id: 1,
  campaignId: 7,
  title: 'New roof',
  body: 'The roof is on.',
  imageUrl,
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
});

function renderItem(imageUrl: string | null) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <UpdateItem update={update(imageUrl)} isOwner={false} />
    </QueryClientProvider>,
  );
}

describe('UpdateItem', () => {
  it("shows an image CrowdVault serves, and offers another host's image as a link instead of loading it", () => {
    const own = renderItem('/media/bafkreigh2akiscaildc');
    expect(own.container.querySelector('img')).toHaveAttribute('src', '/media/bafkreigh2akiscaildc');
    own.unmount();

    const { container } = renderItem('https://photos.example.org/roof.jpg');
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: /View the attached image/ });
    expect(link).toHaveAttribute('href', 'https://photos.example.org/roof.jpg');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
