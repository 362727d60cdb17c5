import { getConnection, reconnect, watchConnection } from 'wagmi/actions';
import { getSessionState, signOut } from '@/lib/auth/session-store';
import { toast } from '@/lib/toast/use-toast';
import { getWagmiConfig } from '@/lib/wallet/wagmi-config';

/** Reconnects the wallet wagmi last used (no prompt) and ends the session if the wallet switches
 *  to another account: the session belongs to the address that signed in. */
export async function watchWalletSession(): Promise<() => void> {
  const config = await getWagmiConfig();
  try {
    // Just after a sign-in the wallet is connected already; reconnecting would put it through
    // 'reconnecting' while a continued task (a donation) is about to use it.
    if (getConnection(config).status !== 'connected') await reconnect(config);
  } catch (error) {
    console.warn('Could not reconnect the wallet', error);
  }
  return watchConnection(config, {
    onChange(connection, previous) {
      const signedIn = getSessionState().address?.toLowerCase();
      const now = connection.address?.toLowerCase();
      if (!signedIn || !now || !previous.address || now === signedIn) return;
      void signOut();
      toast({
        title: 'Wallet account changed',
        description: 'Connect again to sign in with the new account.',
      });
    },
  });
}

/** Forgets wagmi's own connection record (its keys in localStorage) on disconnect. */
export async function disconnectWagmi(): Promise<void> {
  const config = await getWagmiConfig();
  const { disconnectWallet } = await import('./wallet-sign-in');
  await disconnectWallet(config);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('wagmi.')) localStorage.removeItem(key);
  }
}
