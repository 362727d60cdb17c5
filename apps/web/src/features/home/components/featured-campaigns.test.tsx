import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeaturedCampaigns } from './featured-campaigns';

function renderWith(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FeaturedCampaigns />
    </QueryClientProvider>,
  );
}

describe('FeaturedCampaigns', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says there are no featured campaigns when the list is empty', async () => {
    renderWith(() => new Response(JSON.stringify([]), { status: 200 }));
    expect(await screen.findByText('No featured campaigns yet')).toBeInTheDocument();
  });

  it('says the campaigns could not be loaded, not that there are none, when the request fails', async () => {
    renderWith(() => new Response('boom', { status: 500 }));
    expect(await screen.findByText('Campaigns could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No featured campaigns yet')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
