// `react` when the app is built on Preact (the default, decision 133): Preact's compat layer, with one
// change. Preact numbers `useId` per tree root, and a dialog's portal or a part mounted after
// hydration can count from the same start as the page, so two elements got the same id and a
// label named the wrong field (a form in a dialog lost its accessible names). The ids of what the
// server drew must match its markup and come from Preact's own count while the page is adopted;
// what mounts afterwards takes an id no other element has.
import { createContext, useId as treeId, useContext, useState } from 'preact/compat';
import { isHydrating } from './lib/hydrating-flag';

// @ts-expect-error compat's types are one `export =` namespace; its module has the named exports
export * from 'preact/compat';
export { default } from 'preact/compat';

let mountedAfterHydration = 0;

/** The ids of a part that hydrates in a task of its own (lib/lazy.ts's HydrateApart): Preact numbers
 *  a part that resumed afresh, so the ids it drew would not be the server's. Inside one, an id is
 *  the part's own id and a count, the same on the server and in the browser, which draw the part's
 *  components in the same order. Not in React's `react`: React's ids survive a part that waits. */
export interface IdScopeValue {
  prefix: string;
  next: number;
}
export const IdScope = createContext<IdScopeValue | null>(null);

export function useId(): string {
  const scope = useContext(IdScope);
  // Inside a part, Preact's own count is not touched: the server would count the part's ids with
  // the page's and the browser (which draws the part later) would not, and every id after it
  // would differ. A component never moves in or out of a part, so its hooks keep their order.
  const fromTree = scope ? '' : treeId();
  const [id] = useState(() => {
    if (scope) return `${scope.prefix}-${(scope.next++).toString(36)}`;
    return isHydrating() ? fromTree : `cv-${(mountedAfterHydration++).toString(36)}`;
  });
  return id;
}
