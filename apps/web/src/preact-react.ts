// `react` when the app is built on Preact (the default, decision 133): Preact's compat layer, with one
// change. Preact numbers `useId` per tree root, and a dialog's portal or a part mounted after
// hydration can count from the same start as the page, so two elements got the same id and a
// label named the wrong field (a form in a dialog lost its accessible names). The ids of what the
// server drew must match its markup and come from Preact's own count while the page is adopted;
// what mounts afterwards takes an id no other element has.
import { useId as treeId, useState } from 'preact/compat';
import { isHydrating } from './lib/hydrating-flag';

// @ts-expect-error compat's types are one `export =` namespace; its module has the named exports
export * from 'preact/compat';
export { default } from 'preact/compat';

let mountedAfterHydration = 0;

export function useId(): string {
  const fromTree = treeId();
  const [id] = useState(() => (isHydrating() ? fromTree : `cv-${(mountedAfterHydration++).toString(36)}`));
  return id;
}
