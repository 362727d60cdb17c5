// When a signed-in page fetches the wallet code (issue 40). The wallet is needed only for a
// transaction, and each transaction loads it itself (lib/wallet/connected-wallet.ts): fetched and
// run as soon as the session was known, its ~300 KB took the network and the slowed main thread
// from the page's own code and data, and a dashboard page showed its content seconds later.

let held: Promise<unknown> = Promise.resolve();

/** Holds the wallet code back until `work` (a page's data) has settled. */
export function holdWalletCode(work: Promise<unknown>): void {
  held = Promise.allSettled([held, work]);
}

const idle = () =>
  new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(resolve, { timeout: 1_000 })
      : setTimeout(resolve, 50),
  );

/** Resolves once what pages hold the wallet code back for has settled and the main thread is
 *  idle: the page's content is on screen by then. (A page holds it in the same task that signs the
 *  session in, hence the first wait.) */
export async function walletCodeTurn(): Promise<void> {
  await idle();
  await held;
  await idle();
}
