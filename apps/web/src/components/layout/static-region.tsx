import {
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

const subscribe = () => () => {};

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
  // React answers the server snapshot only while it hydrates this component (and on the server).
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [keepServerMarkup, setKeepServerMarkup] = useState(hydrating && typeof document !== 'undefined');
  const element = useRef<HTMLDivElement>(null);
  const wentLive = useRef(false);
  const wakeOnce = useRef(wake);
  useEffect(() => {
    if (!keepServerMarkup || !(liveAfterReady || wakeOnce.current)) return;
    const html = document.documentElement;
    // In a transition: React keeps the server's markup on screen until the live content (a lazy
    // component's code included) is ready, so nothing blinks or moves meanwhile.
    const goLive = () =>
      setTimeout(() => {
        wentLive.current = true;
        startTransition(() => setKeepServerMarkup(false));
      }, 0);
    let stopWaking: (() => void) | undefined;
    const whenReady = () => {
      const region = element.current;
      if (wakeOnce.current && region) stopWaking = wakeOnce.current(region, goLive);
      else goLive();
    };
    if ('pageReady' in html.dataset) {
      whenReady();
      return () => stopWaking?.();
    }
    const observer = new MutationObserver(() => {
      if (!('pageReady' in html.dataset)) return;
      observer.disconnect();
      whenReady();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-page-ready'] });
    return () => {
      observer.disconnect();
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
  return (
    <div key="live" ref={element} className={className}>
      {children}
    </div>
  );
}
