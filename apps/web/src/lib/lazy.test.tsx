import { act, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { isHydrating, setHydratingFlag } from './hydrating-flag';
import { HydrateApart, LazyPartsDrawn, lazy, preloadParts, whenPartsLoaded } from './lazy';

// Decision 133: a lazy part the server drew is loaded before the page hydrates and then renders
// without suspending, and the page is ready only once no part's chunk is on its way.

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazy parts', () => {
  it('renders a part whose chunk is in at once, with no fallback shown', async () => {
    const Part = lazy(() => Promise.resolve({ default: Greeting }), 'test/direct#Greeting');
    await Part.preload();
    const container = document.createElement('div');
    const root = createRoot(container);
    const Fallback = vi.fn(() => <p>loading</p>);
    await act(async () => {
      root.render(
        <Suspense fallback={<Fallback />}>
          <Part name="Ada" />
        </Suspense>,
      );
    });
    expect(container.innerHTML).toBe('<p>Hello Ada</p>');
    // Nothing suspended on the way.
    expect(Fallback).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('lists the parts a server render drew, by key', async () => {
    const Part = lazy(() => Promise.resolve({ default: Greeting }), 'test/listed#Greeting');
    await Part.preload();
    const drawn = new Set<string>();
    const html = renderToString(
      <LazyPartsDrawn.Provider value={drawn}>
        <Part name="Lin" />
      </LazyPartsDrawn.Provider>,
    );
    expect(html).toContain('Lin');
    expect([...drawn]).toEqual(['test/listed#Greeting']);
  });

  it('preloads the parts named, and those a loaded part declares in turn', async () => {
    const loadInner = vi.fn(() => Promise.resolve({ default: Greeting }));
    const loadOuter = vi.fn(() => {
      // What a chunk does when it is evaluated: declare its own lazy parts.
      lazy(loadInner, 'test/nested#Inner');
      return Promise.resolve({ default: Greeting });
    });
    lazy(loadOuter, 'test/nested#Outer');
    await preloadParts(['test/nested#Outer', 'test/nested#Inner', 'an/older-build#Gone']);
    expect(loadOuter).toHaveBeenCalledTimes(1);
    expect(loadInner).toHaveBeenCalledTimes(1);
  });

  it('calls back once no chunk is loading', async () => {
    const chunk = deferred<{ default: typeof Greeting }>();
    const Part = lazy(() => chunk.promise, 'test/slow#Greeting');
    void Part.preload();
    const ready = vi.fn();
    whenPartsLoaded(ready);
    await Promise.resolve();
    expect(ready).not.toHaveBeenCalled();
    chunk.resolve({ default: Greeting });
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    const again = vi.fn();
    whenPartsLoaded(again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('hydrates a part apart a task after the rest of the page, on the markup the server drew', async () => {
    const given = vi.fn();
    const page = (
      <main>
        <h1>A campaign</h1>
        <HydrateApart className="contents">
          <button type="button" onClick={given}>
            Give
          </button>
        </HydrateApart>
      </main>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    const serverButton = container.querySelector('button');
    setHydratingFlag(true);
    const ready = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, page);
      });
      // The rest of the page is adopted; the part is not yet, and the page is not ready.
      whenPartsLoaded(ready);
      expect(ready).not.toHaveBeenCalled();
      expect(container.querySelector('button')).toBe(serverButton);
      await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
      await act(async () => {});
      // Adopted, not replaced: the server's button now answers.
      expect(container.querySelector('button')).toBe(serverButton);
      serverButton?.click();
      expect(given).toHaveBeenCalledTimes(1);
    } finally {
      setHydratingFlag(false);
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('is ready only once the last part to resume has rendered, still as part of the adopted page', async () => {
    // A part that reads whether the page is being adopted (a StaticRegion keeping the server's
    // markup) must see it so when it resumes last: the page had been marked ready as its chunk
    // settled, before it rendered, and the campaign page's wallet card then loaded its payment
    // link's code at once instead of when scrolled to (issue 42).
    const adopting: boolean[] = [];
    const Probe = () => {
      adopting.push(isHydrating());
      return <p>Wallet</p>;
    };
    const page = (
      <main>
        <HydrateApart>
          <p>Story</p>
        </HydrateApart>
        <HydrateApart>
          <Probe />
        </HydrateApart>
      </main>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    adopting.length = 0;
    setHydratingFlag(true);
    // As markPageReady: the page is no longer being adopted once it is ready.
    const ready = vi.fn(() => setHydratingFlag(false));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, page);
      });
      whenPartsLoaded(ready);
      await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
      await act(async () => {});
      expect(container.textContent).toBe('StoryWallet');
      expect(adopting).toEqual([true]);
    } finally {
      setHydratingFlag(false);
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('renders a part apart at once where nothing is being adopted', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => {
      root.render(
        <HydrateApart className="contents">
          <p>Story</p>
        </HydrateApart>,
      );
    });
    expect(container.innerHTML).toBe('<div class="contents"><p>Story</p></div>');
    act(() => root.unmount());
  });
});
