import { useEffect } from 'react';
import { useLocation } from 'wouter';

const HASH_WAIT_MS = 3_000;

let lastNavigationWasBackForward = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastNavigationWasBackForward = true;
  });
}

/** Scrolls to the element a #hash names, waiting for a lazily loaded page to render it. */
function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView();
    else if (performance.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** On navigation: to the #anchor if the URL has one, else to the top. Back/forward keep the
 *  browser's own scroll restoration. */
export function ScrollManager() {
  const [location] = useLocation();

  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash) scrollToHash(window.location.hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of location
  useEffect(() => {
    if (lastNavigationWasBackForward) {
      lastNavigationWasBackForward = false;
      return;
    }
    if (window.location.hash) return scrollToHash(window.location.hash);
    window.scrollTo({ top: 0, left: 0 });
  }, [location]);

  return null;
}
