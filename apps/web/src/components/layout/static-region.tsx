import { type ReactNode, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

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
 */
export function StaticRegion({
  children,
  className,
  liveAfterReady = false,
}: {
  children: ReactNode;
  className?: string;
  liveAfterReady?: boolean;
}) {
  // React answers the server snapshot only while it hydrates this component (and on the server).
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [keepServerMarkup, setKeepServerMarkup] = useState(hydrating && typeof document !== 'undefined');
  useEffect(() => {
    if (!keepServerMarkup || !liveAfterReady) return;
    const html = document.documentElement;
    const goLive = () => setTimeout(() => startTransition(() => setKeepServerMarkup(false)), 0);
    if ('pageReady' in html.dataset) {
      goLive();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!('pageReady' in html.dataset)) return;
      observer.disconnect();
      goLive();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-page-ready'] });
    return () => observer.disconnect();
  }, [keepServerMarkup, liveAfterReady]);
  if (keepServerMarkup) {
    // An element whose content React sets itself is not hydrated inside: the server's children
    // stay. Empty here, and never compared in a production build. Its own key, so going live
    // puts a new element in its place instead of adding the children to the server's.
    return (
      <div
        key="server"
        className={className}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's own markup
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="live" className={className}>
      {children}
    </div>
  );
}
