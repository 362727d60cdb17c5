import { type GetConnectionReturnType, getConnection, watchConnection } from 'wagmi/actions';
import { getSessionState, signOut } from '@/lib/auth/session-store';
import { loadAppConfig } from '@/lib/config/app-config';
import { chainById } from '@/lib/config/chains';
import { toast } from '@/lib/toast/use-toast';
import { reconnectWallet } from '@/lib/wallet/reconnect-wallet';
import { getWagmiConfig } from '@/lib/wallet/wagmi-config';
import { setWalletChain } from '@/lib/wallet/wallet-chain';

/** Reconnects the wallet wagmi last used (no prompt, its connector alone), keeps the wallet's network where the header
 *  and the donation panel read it, and ends the session if the wallet switches to another
 *  account: the session belongs to the address that signed in. */
export async function watchWalletSession(): Promise<() => void> {
  const [config, app] = await Promise.all([getWagmiConfig(), loadAppConfig()]);
  const noteChain = (connection: GetConnectionReturnType) => {
    const chainId = connection.status === 'disconnected' ? null : (connection.chainId ?? null);
    setWalletChain(chainId, chainId === null ? null : (chainById(app, chainId)?.chainName ?? null));
  };
  try {
    // Just after a sign-in the wallet is connected already; reconnecting would put it through
    // 'reconnecting' while a continued task (a donation) is about to use it.
    if (getConnection(config).status !== 'connected') await reconnectWallet(config);
  } catch (error) {
    console.warn('Could not reconnect the wallet', error);
  }
  noteChain(getConnection(config));
  const unwatch = watchConnection(config, {
    onChange(connection, previous) {
      noteChain(connection);
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
  return () => {
    unwatch();
    setWalletChain(null);
  };
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
