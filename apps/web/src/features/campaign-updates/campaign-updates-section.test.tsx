import type { CampaignUpdate } from '@crowdvault/shared/api/updates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CampaignUpdatesSection } from './campaign-updates-section';

const update = (id: number, title: string): CampaignUpdate =>
  ({
    id,
    campaignId: 7,
    title,
    body: 'Thank you all.',
    imageUrl: null,
    createdAt: '2026-01-02T10:00:00Z',
    editedAt: null,
  }) as CampaignUpdate;

const UPDATES = [update(12, 'Shelves are up'), update(11, 'Wood delivered')];

function renderSection(url: string) {
  const { hook, searchHook } = memoryLocation({ path: url });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router hook={hook} searchHook={searchHook}>
        <CampaignUpdatesSection campaignId={7} isOwner={false} />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(UPDATES), { status: 200 })),
  );
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CampaignUpdatesSection', () => {
  it('scrolls to and focuses the update a notification opened', async () => {
    renderSection('/campaign/7?tab=updates&update=11');
    const opened = await screen.findByRole('article', { name: 'Wood delivered' });
    await vi.waitFor(() => expect(opened).toHaveFocus());
    expect(opened.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Shelves are up' })).not.toHaveAttribute('tabindex');
  });

  it('lists the updates without moving the focus when no update is named', async () => {
    renderSection('/campaign/7?tab=updates');
    await screen.findByRole('article', { name: 'Wood delivered' });
    expect(document.body).toHaveFocus();
  });
});
