import type { Notification, NotificationList } from '@crowdvault/shared/api/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Session } from '@/lib/auth/use-session';
import { configWithChains } from '@/test/chains';
import { signedInSession } from '@/test/session';
import { NotificationBell } from './notification-bell';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

/** A notification about 'Library shelves' (campaign 7), created now; `fields` set the rest. */
function notification(
  fields: Pick<Notification, 'id' | 'kind' | 'read'> & Partial<Notification>,
): Notification {
  return {
    campaignId: 7,
    campaignTitle: 'Library shelves',
    detail: null,
    updateId: null,
    chainId: null,
    cancelPath: null,
    roundId: null,
    pledgeCadence: null,
    collectsAt: null,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

const LIST: NotificationList = {
  unreadCount: 2,
  items: [
    notification({ id: 2, kind: 'update', detail: 'Shelves are up', updateId: 12, read: false }),
    notification({ id: 1, kind: 'goal', read: false }),
    notification({ id: 0, kind: 'withdrawal', chainId: 31338, read: true }),
  ],
};

let posts: string[];

beforeEach(() => {
  session.current = signedInSession();
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(String(url));
        return new Response(null, { status: 204 });
      }
      const body = String(url).endsWith('/api/config') ? configWithChains() : LIST;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

function renderBell() {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={location.hook}>
        <NotificationBell />
      </Router>
    </QueryClientProvider>,
  );
  return location.history;
}

// A loaded machine renders Radix menus slowly; these wait longer than the defaults.
describe('NotificationBell', { timeout: 20_000 }, () => {
  it('shows the unread count and lists the notifications', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 });
    expect(screen.getByTestId('bell-count')).toHaveTextContent('2');
    await userEvent.click(bell);
    expect(await screen.findByText('New update: Shelves are up')).toBeInTheDocument();
    expect(screen.getByText('Reached its goal')).toBeInTheDocument();
    // A withdrawal names the network it was made on, by the name /api/config gives it.
    expect(await screen.findByText('Funds were withdrawn from the vault on Local L2')).toBeInTheDocument();
  });

  it('keeps the menu within the width Radix leaves beside its collision padding, not 100vw', async () => {
    renderBell();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 }),
    );
    const menu = await screen.findByRole('menu');
    // jsdom lays nothing out: this checks the sizing rule. 100vw counts a non-overlay scrollbar,
    // so a menu as wide as 100vw - 1rem touched the viewport's right edge at 390 px.
    expect(menu).toHaveClass('max-w-(--radix-dropdown-menu-content-available-width)');
    expect(menu.className).not.toMatch(/100vw/);
    expect(menu.style.getPropertyValue('--radix-dropdown-menu-content-available-width')).toBe(
      'var(--radix-popper-available-width)',
    );
  });

  it('marks all read: the count goes at once', async () => {
    renderBell();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await vi.waitFor(() => expect(posts).toEqual(['/api/notifications/read-all']));
  });

  it('opens the update of an entry and marks that one read', async () => {
    const history = renderBell();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 }),
    );
    await userEvent.click(await screen.findByText('New update: Shelves are up'));
    await vi.waitFor(() => expect(posts).toEqual(['/api/notifications/2/read']));
    // An update opens on the campaign's Updates tab, where it is.
    expect(history.at(-1)).toBe('/campaign/7?tab=updates&update=12');
  });
});
