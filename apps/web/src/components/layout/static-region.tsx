import {
  isValidElement,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { isHydrating } from '@/lib/hydration';
import { LazyPartsDrawn } from '@/lib/lazy';

/** How near the viewport a region waiting on `nearViewport` goes live: its code has a few hundred
 *  pixels of scrolling to arrive in. */
const IN_VIEW_MARGIN = '0px 0px 300px 0px';

/** A `wake` for StaticRegion: live once the region comes within IN_VIEW_MARGIN of the viewport
 *  (decision 089). The region needs a box of its own (no `contents` class) to be seen. */
export function nearViewport(region: HTMLElement, goLive: () => void): () => void {
  const nearby = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) goLive();
    },
    { rootMargin: IN_VIEW_MARGIN },
  );
  nearby.observe(region);
  return () => nearby.disconnect();
}

/**
 * A part of a server-rendered page that needs no React to be read (issue 28, decision 079): when
 * React hydrates the page it keeps the server's markup of `children` as it is, without rendering,
 * hydrating or loading the code of what is inside. Mounted any other way (a page the browser
 * renders, a client navigation) it renders `children` as usual.
 * - By default it keeps the server's markup while mounted: only for what nothing updates after
 *   the first render, with a `key` that changes with what it shows, so a new value mounts afresh.
 * - `liveAfterReady`: once the page is ready (`<html data-page-ready>`, routes.tsx), it renders
 *   `children` in the server's markup's place, in a transition: the same markup, now React's (its
 *   links navigate in the app). The work is moved after the page answers, not saved.
 * - `wake`: the same, but once the page is ready `wake` is given the server's element and a
 *   `goLive` to call when the region should go live (`nearViewport`: when it nears the viewport);
 *   until then what is inside is not even downloaded if it is a lazy component. `onLive` is
 *   given the live element once it has replaced the server's, before the browser paints it.
 */
export function StaticRegion({
  children,
  className,
  liveAfterReady = false,
  wake,
  onLive,
}: {
  children: ReactNode;
  className?: string;
  liveAfterReady?: boolean;
  /** Arranges for `goLive` to be called; returns what stops it. Read once, when the page is ready. */
  wake?: (region: HTMLElement, goLive: () => void) => () => void;
  onLive?: (region: HTMLElement) => void;
}) {
  // Only markup the server drew is kept: a region first drawn by the browser renders at once.
  const [keepServerMarkup, setKeepServerMarkup] = useState(
    () => isHydrating() && typeof document !== 'undefined',
  );
  const element = useRef<HTMLDivElement>(null);
  const wentLive = useRef(false);
  const wakeOnce = useRef(wake);
  const childrenOnce = useRef(children);
  useEffect(() => {
    if (!keepServerMarkup || !(liveAfterReady || wakeOnce.current)) return;
    const html = document.documentElement;
    // In a transition, once the code of the lazy parts inside is in: both keep the server's
    // markup on screen until the live content is ready (Preact has no transitions to do it), so
    // nothing blinks or moves meanwhile. Never under a press on the markup, which would end on
    // the live element and not click (a press starts the wait for its end, not the swap).
    let cancelled = false;
    let pressed = false;
    let liveWanted = false;
    let swapped = false;
    const swap = () => {
      if (cancelled || swapped) return;
      swapped = true;
      wentLive.current = true;
      startTransition(() => setKeepServerMarkup(false));
    };
    const goLive = () => {
      if (liveWanted) return;
      liveWanted = true;
      void Promise.all(
        lazyPreloadsIn(childrenOnce.current).map((preload) => preload().catch(() => undefined)),
      ).then(() => setTimeout(() => (pressed ? undefined : swap()), 0));
    };
    const onPress = () => {
      pressed = true;
    };
    const onRelease = () => {
      if (!pressed) return;
      pressed = false;
      // After the click that the release makes, which still lands on the server's markup.
      if (liveWanted) setTimeout(() => (pressed ? undefined : swap()), 0);
    };
    const pressedRegion = element.current;
    pressedRegion?.addEventListener('pointerdown', onPress, true);
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointercancel', onRelease, true);
    const stopPress = () => {
      cancelled = true;
      pressedRegion?.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
    };
    let stopWaking: (() => void) | undefined;
    const whenReady = () => {
      const region = element.current;
      if (wakeOnce.current && region) stopWaking = wakeOnce.current(region, goLive);
      else goLive();
    };
    if ('pageReady' in html.dataset) {
      whenReady();
      return () => {
        stopPress();
        stopWaking?.();
      };
    }
    const observer = new MutationObserver(() => {
      if (!('pageReady' in html.dataset)) return;
      observer.disconnect();
      whenReady();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-page-ready'] });
    return () => {
      observer.disconnect();
      stopPress();
      stopWaking?.();
    };
  }, [keepServerMarkup, liveAfterReady]);
  useLayoutEffect(() => {
    if (keepServerMarkup || !wentLive.current || !element.current) return;
    wentLive.current = false;
    onLive?.(element.current);
  }, [keepServerMarkup, onLive]);
  if (keepServerMarkup) {
    // An element whose content React sets itself is not hydrated inside: the server's children
    // stay. Empty here, and never compared in a production build. Its own key, so going live
    // puts a new element in its place instead of adding the children to the server's.
    return (
      <div
        key="server"
        ref={element}
        className={className}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's own markup
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  // The server's render lists the lazy parts it drew, for the browser to load before hydrating
  // (lib/lazy.ts); not those in here, whose markup is kept without their code.
  return (
    <div key="live" ref={element} className={className}>
      <LazyPartsDrawn.Provider value={null}>{children}</LazyPartsDrawn.Provider>
    </div>
  );
}

/** The preloads of the lazy parts among `children`'s elements (lib/lazy.ts), at any depth of the
 *  element tree as written (not inside what the components render). */
function lazyPreloadsIn(children: ReactNode): Array<() => Promise<unknown>> {
  const found: Array<() => Promise<unknown>> = [];
  const visit = (node: ReactNode) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isValidElement(node)) return;
    const preload = (node.type as { preload?: unknown }).preload;
    if (typeof preload === 'function') found.push(preload as () => Promise<unknown>);
    visit((node.props as { children?: ReactNode }).children);
  };
  visit(children);
  return found;
}
