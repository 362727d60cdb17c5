// What a component shows while a server-rendered page hydrates must be what the server showed
// (decision 055). React gives useSyncExternalStore's server snapshot during hydration; Preact has
// no such phase, so this module says when a page is hydrating, for any renderer: main.tsx sets it
// before it hydrates, and the page's readiness (routes.tsx) ends it.
import { useEffect, useState, useSyncExternalStore } from 'react';

let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** Whether the page is being hydrated now (false on the server and in a page the browser renders). */
export function isHydrating(): boolean {
  return hydrating;
}

/** useSyncExternalStore whose server snapshot stands for a component first drawn while the page
 *  hydrates, until it has mounted: the markup is adopted as the server drew it, then updated. */
export function useExternalStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [adopted, setAdopted] = useState(() => !hydrating);
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    if (!adopted) setAdopted(true);
  }, [adopted]);
  return adopted ? value : getServerSnapshot();
}
