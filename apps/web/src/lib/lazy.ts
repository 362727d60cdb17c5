// Code-split parts that both renderers hydrate alike (decision 133). React's `lazy` suspends on
// its first render even when the chunk is already in; during hydration React keeps the server's
// markup meanwhile, Preact does not (a part that suspends while hydrating loses its markup after
// the first node, and a page marked ready early replays clicks into markup nothing answers). So:
// - each part has a key (its import specifier and export), and the server lists the parts it drew
//   (`LazyPartsDrawn`), sent beside the page's data; main.tsx loads them (`preloadParts`) before
//   hydrating, and a part whose chunk is in renders directly, without suspending;
// - the chunks in flight are counted, and the page is ready only once none is (`whenPartsLoaded`).
import * as ReactModule from 'react';
import {
  type ComponentProps,
  type ComponentType,
  type Context,
  createContext,
  createElement,
  type ReactElement,
  type ReactNode,
  lazy as reactLazy,
  Suspense,
  useContext,
  useId,
  useState,
} from 'react';
import { isHydrating } from './hydrating-flag';

/** The keys of the lazy parts a server render drew; null where they need not be listed (the
 *  browser, or inside a StaticRegion, whose markup is kept without its code). */
export const LazyPartsDrawn = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();
let inFlight = 0;
let settled: Array<() => void> = [];

function partSettled(): void {
  inFlight--;
  if (inFlight > 0) return;
  // A task later: the part whose chunk settled last renders only after its promise's callbacks
  // (Preact in a microtask, React in a task of its scheduler), and it must still see the page
  // being adopted, or a StaticRegion in it goes live at once (the campaign page's wallet card
  // loaded its payment link's code unasked; issue 42). A part it starts in turn is waited for.
  setTimeout(() => {
    if (inFlight > 0) return;
    const waiting = settled;
    settled = [];
    for (const callback of waiting) callback();
  }, 0);
}

export interface LazyPart<P> {
  (props: P): ReactElement;
  /** Starts loading the part's chunk; resolves once it is in. */
  preload: () => Promise<unknown>;
}

/** React's `lazy`, with a key naming the part (`'./share-dialog#ShareDialog'`) and a preload. */
// biome-ignore lint/suspicious/noExplicitAny: as React's own `lazy`, any component's props
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  key: string,
): LazyPart<ComponentProps<T>> {
  type P = ComponentProps<T>;
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () => {
    if (!loading) {
      inFlight++;
      loading = load().then((module) => {
        loaded = module.default;
        return module;
      });
      loading.then(partSettled, partSettled);
    }
    return loading;
  };
  const Suspending = reactLazy(start);
  const Part = (props: P) => {
    useContext(LazyPartsDrawn)?.add(key);
    // Chosen once per mount: switching later would replace the part and lose its state.
    const [direct] = useState(() => loaded);
    return createElement((direct ?? Suspending) as ComponentType<P>, props);
  };
  Part.preload = start;
  if (!loaders.has(key)) loaders.set(key, start);
  return Part;
}

/** Calls `callback` once no lazy part's chunk is loading (at once if none is). */
export function whenPartsLoaded(callback: () => void): void {
  if (inFlight === 0) callback();
  else settled.push(callback);
}

/** Loads the parts the server drew, by key, including those a loaded part declares in turn. A key
 *  no part declares (an older build's) is passed over. */
export async function preloadParts(keys: readonly string[]): Promise<void> {
  const wanted = new Set(keys);
  for (;;) {
    const known = [...wanted].filter((key) => loaders.has(key));
    if (known.length === 0) return;
    for (const key of known) wanted.delete(key);
    await Promise.all(
      known.map((key) =>
        loaders
          .get(key)?.()
          .catch(() => undefined),
      ),
    );
  }
}

/** The Preact build's id scope (src/preact-react.ts): ids drawn inside a part apart. React's `react`
 *  has none, and needs none (its ids survive a part that waits). */
const IdScope = (ReactModule as unknown as { IdScope?: Context<{ prefix: string; next: number } | null> })
  .IdScope;

/** The "code" of one HydrateApart part, which arrives in a task of its own: what is inside, as it
 *  is. One per part, each its own timer: parts sharing one promise would all resume in the same
 *  task, which Lighthouse then counts whole (issue 42: the campaign page's second task was 217 ms
 *  at its 4×). Timers fire in the order they were set, each in a task of its own. */
const nextTask = () =>
  lazy(
    () =>
      new Promise<{ default: (props: { children?: ReactNode }) => ReactNode }>((resolve) =>
        setTimeout(() => resolve({ default: ({ children }) => children }), 0),
      ),
    'lib/lazy#HydrateApart',
  );

/**
 * A part of a server-rendered page that hydrates in a task of its own after the rest of it (issue
 * 42, decision 133). Preact hydrates a page in one synchronous task, which Lighthouse counts whole
 * as blocking time; a part inside this suspends once while the page is adopted and is hydrated in a
 * later task (each part in its own, in the page's order), its markup kept meanwhile (its one
 * element, the `div`, is the part: Preact keeps the first DOM node of a part that suspends while
 * hydrating). The page is ready only once every part has hydrated (a lazy part in flight,
 * `whenPartsLoaded`). Drawn by the server or mounted later, it renders at once; the server draws
 * the same boundary, for React to hydrate it as one. Ids drawn inside (`useId`) are the part's own
 * (its id and a count, src/preact-react.ts), so the server's and the browser's agree: Preact numbers
 * a part that resumes afresh, and the campaign tabs' ids once named panels the server had not.
 */
export function HydrateApart({ children, className }: { children: ReactNode; className?: string }) {
  const [NextTask] = useState(() => (typeof document !== 'undefined' && isHydrating() ? nextTask() : null));
  // Counted with the page, on the server and in the browser alike: the prefix of the part's ids.
  const prefix = useId();
  const [scope] = useState(() => ({ prefix, next: 0 }));
  const part = createElement('div', { className }, children);
  const scoped = IdScope ? createElement(IdScope.Provider, { value: scope }, part) : part;
  return createElement(
    Suspense,
    { fallback: null },
    NextTask ? createElement(NextTask, null, scoped) : scoped,
  );
}
