import { walletCodeTurn } from '@/lib/auth/wallet-code-turn';

/** The wallet session (wallet-session.ts) once the page has shown its content (issue 40): this
 *  small module is what SessionRestorer loads as the session signs in; the wallet code itself
 *  comes when wallet-code-turn.ts says. */
export async function watchWalletSession(): Promise<() => void> {
  await walletCodeTurn();
  const code = await import('./wallet-session');
  return code.watchWalletSession();
}
