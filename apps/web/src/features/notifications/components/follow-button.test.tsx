import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { signedInSession } from '@/test/session';
import { FollowButton } from './follow-button';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

let following: boolean;
let writes: { method: string; url: string }[];

beforeEach(() => {
  session.current = signedInSession();
  following = false;
  writes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ method, url: String(url) });
        following = method !== 'DELETE';
      }
      return new Response(JSON.stringify({ following }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

function renderButton(isOwner?: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FollowButton campaignId={7} isOwner={isOwner} />
    </QueryClientProvider>,
  );
}

describe('FollowButton', () => {
  it('lets a signed-in donor follow, and offers the Atom feed', async () => {
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.url).toContain('/api/campaigns/7/follow');
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atom feed of this campaign' })).toHaveAttribute(
      'href',
      '/api/campaigns/7/feed.atom',
    );
  });

  it("shows the campaign's owner the feed but no Follow", async () => {
    renderButton(true);
    expect(screen.getByRole('link', { name: 'Atom feed of this campaign' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument();
  });
});
