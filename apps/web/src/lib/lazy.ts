// React's lazy with two additions, for any renderer (React, or Preact through its compat layer):
// - the chunks in flight are counted: the page is ready (routes.tsx, PageReady) only once every
//   part it reached has loaded and hydrated. React commits a boundary's parts together, so for
//   it the count is already zero then; Preact commits the parts around a suspended one and
//   hydrates that one when its chunk arrives;
// - `preload()` fetches the chunk ahead, and a part first drawn after its chunk has arrived draws
//   the component itself, without suspending: a renderer without transitions (Preact) would
//   otherwise show the boundary's fallback for a frame (StaticRegion waits on it, decision 079).
import { type ComponentType, createElement, lazy as reactLazy, useState } from 'react';

let pending = 0;
let settled: (() => void)[] = [];

// biome-ignore lint/suspicious/noExplicitAny: the props of any component, as React's lazy takes them
export type Preloadable<T extends ComponentType<any>> = T & { preload: () => Promise<void> };

// biome-ignore lint/suspicious/noExplicitAny: the props of any component, as React's lazy takes them
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): Preloadable<T> {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    if (!loading) {
      pending += 1;
      loading = load()
        .then((module) => {
          loaded = module.default;
        })
        .finally(() => {
          pending -= 1;
          if (pending === 0) {
            const waiting = settled;
            settled = [];
            for (const resolve of waiting) resolve();
          }
        });
    }
    return loading;
  };
  const Suspending = reactLazy(() => preload().then(() => ({ default: loaded as T })));
  function Part(props: object) {
    // Decided once per mount: switching between the two would mount the part afresh.
    const [direct] = useState(() => loaded !== null);
    return direct && loaded
      ? createElement(loaded as ComponentType<object>, props)
      : createElement(Suspending, props as never);
  }
  return Object.assign(Part, { preload }) as unknown as Preloadable<T>;
}

/** Resolves once no lazy part is loading. */
export function lazyPartsLoaded(): Promise<void> {
  return pending === 0 ? Promise.resolve() : new Promise((resolve) => settled.push(resolve));
}
