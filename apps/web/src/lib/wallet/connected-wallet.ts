// The preflight every wallet write shares (donations, withdrawals), loaded only when a user
// confirms one: viem and wagmi stay out of the pages' first bundle.
import type { ConfigResponse } from '@crowdvault/shared/api/config';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { getConnection, reconnect, switchChain } from 'wagmi/actions';
import { loadAppConfig } from '@/lib/config/app-config';
import { ChainPreflightError } from './parse-chain-error';
import { getWagmiConfig } from './wagmi-config';

/** The wallet is not connected, or connected with another account than the one signed in. */
export class WalletNotConnectedError extends Error {
  constructor() {
    super('Please connect your wallet.');
    this.name = 'WalletNotConnectedError';
  }
}

export interface ConnectedWallet {
  wagmi: Config;
  app: ConfigResponse;
  account: Address;
}

/** The wallet's account, checked to be the signed-in `from` address and switched to the app's
 *  chain (reconnecting silently first when wagmi forgot the connection, e.g. after a reload). */
export async function requireConnectedWallet(from: string): Promise<ConnectedWallet> {
  const [wagmi, app] = await Promise.all([getWagmiConfig(), loadAppConfig()]);
  let connection = getConnection(wagmi);
  if (connection.status !== 'connected') {
    await reconnect(wagmi).catch(() => undefined);
    connection = getConnection(wagmi);
  }
  if (connection.status !== 'connected' || !connection.address) throw new WalletNotConnectedError();
  const account = connection.address;
  if (account.toLowerCase() !== from.toLowerCase()) throw new WalletNotConnectedError();

  if (connection.chainId !== app.chainId) {
    try {
      await switchChain(wagmi, { chainId: app.chainId });
    } catch (error) {
      console.warn(`Could not switch the wallet to chain ${app.chainId}`, error);
      throw new ChainPreflightError(
        'wrong-chain',
        `Your wallet is on another network. Switch it to ${app.chainName} and try again. Nothing was sent.`,
      );
    }
  }
  return { wagmi, app, account };
}
