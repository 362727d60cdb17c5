import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { markPageReady, startHydrating } from '@/lib/hydration';
import { pageRootPerTest } from '@/test/page-root';
import { StaticRegion } from './static-region';

// Issue 28: a static part of a server-rendered page keeps the server's markup when React hydrates
// the page, without rendering (or loading) what is inside; mounted in the browser, it renders.

const root = pageRootPerTest();

/** The page as the server sent it, in the document (no document on the server; this test's
 *  renderer has jsdom's, so the server's markup is written out as it would render). */
function serverPage(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** Hydrates `tree` over the server's markup in `container`, as the browser does on load (React's
 *  warnings about the content it was not given are silenced). */
async function hydrate(container: HTMLElement, tree: ReactElement) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    startHydrating();
    root.current = hydrateRoot(container, tree);
  });
}

/** A footer whose links are a live-after-ready region, hydrated over the server's footer; `Inside`
 *  is left uncalled, so a call means the region went live. */
async function hydrateLiveFooter(Inside: Mock<() => ReactElement>) {
  const container = serverPage(
    <footer>
      <div className="contents">
        <Inside />
      </div>
    </footer>,
  );
  const serverMarkup = container.innerHTML;
  Inside.mockClear();
  await hydrate(
    container,
    <footer>
      <StaticRegion liveAfterReady className="contents">
        <Inside />
      </StaticRegion>
    </footer>,
  );
  return { container, serverMarkup };
}

/** The page says it is ready, and the region has a moment to go live. */
async function pageReady() {
  await act(async () => {
    markPageReady();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

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
    const container = serverPage(
      <main>
        <div className="tile">
          <Inside />
        </div>
        <p>after</p>
      </main>,
    );
    const serverMarkup = container.innerHTML;
    Inside.mockClear();

    await hydrate(container, tree);

    expect(Inside).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    expect(container.querySelector('.tile [data-testid="drawn"]')).not.toBeNull();
  });

  it('with liveAfterReady, renders its content in place of the markup once the page is ready', async () => {
    const Inside = vi.fn(() => <a href="/faq">FAQ</a>);
    const { container, serverMarkup } = await hydrateLiveFooter(Inside);
    expect(Inside).not.toHaveBeenCalled();

    await pageReady();
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
    const { container } = await hydrateLiveFooter(Inside);
    const serverLink = container.querySelector('a');
    serverLink?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));

    await pageReady();
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
