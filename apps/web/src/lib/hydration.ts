// Whether the page is still adopting the server's markup, for either renderer (decision 133).
// React keeps that state itself (useSyncExternalStore answers the server snapshot while it
// hydrates a component); Preact's compat layer does not, so main.tsx says it here: from before
// hydration starts until the page is ready (markPageReady, called by routes.tsx's PageReady).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isHydrating, setHydratingFlag } from './hydrating-flag';

export { isHydrating };

/** main.tsx: the page is about to adopt the server's markup. */
export function startHydrating(): void {
  setHydratingFlag(true);
}

/** The page's content has committed and answers: browser tests and boot.ts's replay of early
 *  input wait for `<html data-page-ready>` (decision 079). */
export function markPageReady(): void {
  setHydratingFlag(false);
  document.documentElement.dataset.pageReady = '';
}

/**
 * `useSyncExternalStore` whose first render, while the page hydrates (and on the server), is the
 * server's snapshot, so the adopted markup matches what the server drew; the store's own value
 * follows once the part has mounted. React does this by itself; Preact does not.
 */
export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [adopting, setAdopting] = useState(isHydrating);
  useEffect(() => {
    setAdopting(false);
  }, []);
  const live = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return adopting ? getServerSnapshot() : live;
}
