// Whether a server-rendered page is still being adopted: read by lib/hydration.ts and by the
// Preact build's `react` (src/preact-react.ts), which cannot import React's names itself.
let hydrating = false;

export function setHydratingFlag(value: boolean): void {
  hydrating = value;
}

/** True while a server-rendered page is being adopted, and on the server. */
export function isHydrating(): boolean {
  return hydrating || typeof document === 'undefined';
}
