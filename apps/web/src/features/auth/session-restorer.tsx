import { useEffect } from 'react';
import { restoreSession } from '@/lib/auth/session-store';
import { useSession } from '@/lib/auth/use-session';

/** Restores a stored session once per page load, and, while signed in, fetches the wallet code
 *  so the wallet stays connected for transactions (it is never part of a visitor's bundle): once
 *  the page has shown its content (wallet-session-later.ts), as a transaction started sooner
 *  loads it itself. */
export function SessionRestorer() {
  const { status } = useSession();
  useEffect(() => {
    void restoreSession();
  }, []);
  useEffect(() => {
    if (status !== 'signed-in') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./wallet-session-later').then(
      async ({ watchWalletSession }) => {
        const unwatch = await watchWalletSession();
        if (cancelled) unwatch();
        else stop = unwatch;
      },
      (error: unknown) => console.warn('Could not load the wallet code', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [status]);
  return null;
}
