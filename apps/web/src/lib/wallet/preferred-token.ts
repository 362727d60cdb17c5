import { useExternalStore } from '@/lib/hydration';

// The token the visitor gives in: the last one chosen in a donation panel. The header's balance
// shows that token's balance (a DAI donor has no use for a USDT figure). Kept in localStorage so
// it survives a reload; a browser that refuses storage keeps it for the page's lifetime.

const KEY = 'crowdvault.preferredToken';
const DEFAULT_TOKEN = 'USDT';
const listeners = new Set<() => void>();
let current: string | null = null;

function read(): string {
  if (current !== null) return current;
  try {
    current = globalThis.localStorage?.getItem(KEY) || DEFAULT_TOKEN;
  } catch {
    current = DEFAULT_TOKEN;
  }
  return current;
}

/** Remembers `symbol` as the visitor's token and tells every header showing a balance. */
export function rememberPreferredToken(symbol: string): void {
  if (symbol === read()) return;
  current = symbol;
  try {
    globalThis.localStorage?.setItem(KEY, symbol);
  } catch {
    // Storage refused (private mode, quota): the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    current = null;
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The symbol of the token the visitor gives in (USDT until they choose another). */
export function usePreferredToken(): string {
  return useExternalStore(subscribe, read, () => DEFAULT_TOKEN);
}
