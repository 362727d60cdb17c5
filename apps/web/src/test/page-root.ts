import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { markPageReady } from '@/lib/hydration';

/** The React root a hydration test mounts (`root.current = hydrateRoot(…)`, after
 *  `startHydrating()` as main.tsx does): unmounted after each test, with the page's markup, its
 *  hydrating state and its ready mark cleared. */
export function pageRootPerTest(): { current: Root | null } {
  const root: { current: Root | null } = { current: null };
  afterEach(() => {
    act(() => root.current?.unmount());
    root.current = null;
    document.body.innerHTML = '';
    markPageReady();
    delete document.documentElement.dataset.pageReady;
  });
  return root;
}
