import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { markPageReady, startHydrating } from '@/lib/hydration';
import { pageRootPerTest } from '@/test/page-root';
import { StaticRegion } from './static-region';

// Issue 28: a static part of a server-rendered page keeps the server's markup when React hydrates
// the page, without rendering (or loading) what is inside; mounted in the browser, it renders.

const root = pageRootPerTest();

describe('StaticRegion', () => {
  it("keeps the server's markup through hydration without rendering its content", async () => {
    const Inside = vi.fn(() => <svg data-testid="drawn" aria-label="QR code" />);
    const tree = (
      <main>
        <StaticRegion className="tile">
          <Inside />
        </StaticRegion>
        <p>after</p>
      </main>
    );
    // What the server sends: the region's element with its content (no document on the server;
    // this test's renderer has jsdom's, so the server's markup is written out as it would render).
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <div className="tile">
          <Inside />
        </div>
        <p>after</p>
      </main>,
    );
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    Inside.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      startHydrating();
      root.current = hydrateRoot(container, tree);
    });

    expect(Inside).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    expect(container.querySelector('.tile [data-testid="drawn"]')).not.toBeNull();
  });

  it('with liveAfterReady, renders its content in place of the markup once the page is ready', async () => {
    const Inside = vi.fn(() => <a href="/faq">FAQ</a>);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <footer>
        <div className="contents">
          <Inside />
        </div>
      </footer>,
    );
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    Inside.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tree = (
      <footer>
        <StaticRegion liveAfterReady className="contents">
          <Inside />
        </StaticRegion>
      </footer>
    );
    await act(async () => {
      startHydrating();
      root.current = hydrateRoot(container, tree);
    });
    expect(Inside).not.toHaveBeenCalled();

    await act(async () => {
      markPageReady();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await vi.waitFor(() => expect(Inside).toHaveBeenCalled());
    expect(container.innerHTML).toBe(serverMarkup);
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });

  it('renders its content when the browser mounts it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root.current = createRoot(container);
      root.current.render(
        <StaticRegion className="tile">
          <span>drawn here</span>
        </StaticRegion>,
      );
    });
    expect(container.querySelector('.tile')?.textContent).toBe('drawn here');
  });

  it('waits for a press on its markup to end before going live, so the click lands', async () => {
    const Inside = vi.fn(() => <a href="/about">About</a>);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <footer>
        <div className="contents">
          <Inside />
        </div>
      </footer>,
    );
    document.body.append(container);
    Inside.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      startHydrating();
      root.current = hydrateRoot(
        container,
        <footer>
          <StaticRegion liveAfterReady className="contents">
            <Inside />
          </StaticRegion>
        </footer>,
      );
    });
    const serverLink = container.querySelector('a');
    serverLink?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));

    await act(async () => {
      markPageReady();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // Pressed: the server's link is still the one under the pointer.
    expect(Inside).not.toHaveBeenCalled();
    expect(container.querySelector('a')).toBe(serverLink);

    await act(async () => {
      serverLink?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await vi.waitFor(() => expect(Inside).toHaveBeenCalled());
    expect(container.querySelector('a')).not.toBe(serverLink);
  });
});
