import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach } from 'vitest';

/** The React root a hydration test mounts (`root.current = hydrateRoot(…)`): unmounted after each
 *  test, with the page's markup and its ready mark cleared. */
export function pageRootPerTest(): { current: Root | null } {
  const root: { current: Root | null } = { current: null };
  afterEach(() => {
    act(() => root.current?.unmount());
    root.current = null;
    document.body.innerHTML = '';
    delete document.documentElement.dataset.pageReady;
  });
  return root;
}
