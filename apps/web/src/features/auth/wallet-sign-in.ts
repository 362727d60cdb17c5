import type { AuthResponse, NonceResponse } from '@crowdvault/shared/api/auth';
import { SIGN_IN_STATEMENT } from '@crowdvault/shared/api/auth';
import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { Config, Connector } from 'wagmi';
import { connect, disconnect, getConnection, signMessage, switchChain } from 'wagmi/actions';
import { completeSignIn } from '@/lib/auth/session-store';
import { apiGet, apiPost } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { isUserRejection, SIGN_FAILED, WalletFlowError } from '@/lib/wallet/wallet-errors';

/** Asks the wallet to move to the app's chain (wagmi adds the chain on 4902). A refusal does not
 *  stop the sign-in, which names the chain in the message anyway; it is logged and explained. */
async function ensureAppChain(
  config: Config,
  connector: Connector,
  appConfig: ConfigResponse,
  chainId: number,
) {
  if (chainId === appConfig.chainId) return;
  try {
    await switchChain(config, { chainId: appConfig.chainId, connector });
  } catch (error) {
    console.warn(`Could not switch the wallet to chain ${appConfig.chainId}`, error);
    toast({
      title: `Switch to ${appConfig.chainName}`,
      description: `Your wallet stayed on another network. Switch it to ${appConfig.chainName} before donating or withdrawing.`,
    });
  }
}

/** Connects the wallet, moves it to the app's chain, signs a Sign-In with Ethereum message for a
 *  server nonce, and keeps the session the server answers. */
export async function connectAndSignIn(
  config: Config,
  connector: Connector,
  appConfig: ConfigResponse,
): Promise<AuthResponse> {
  const current = getConnection(config);
  if (current.connector && current.connector.uid !== connector.uid) await disconnect(config);
  const connection =
    current.connector?.uid === connector.uid && current.address
      ? { accounts: [current.address], chainId: current.chainId ?? 0 }
      : await connect(config, { connector });
  const [first] = connection.accounts;
  if (!first) throw new WalletFlowError('The wallet shared no account');
  const address = getAddress(first);
  await ensureAppChain(config, connector, appConfig, connection.chainId);

  const issued = await apiGet<NonceResponse>('/auth/nonce', { silent: true });
  const message = createSiweMessage({
    domain: window.location.host,
    address,
    statement: SIGN_IN_STATEMENT,
    uri: window.location.origin,
    version: '1',
    chainId: appConfig.chainId,
    nonce: issued.nonce,
    issuedAt: new Date(issued.issuedAt),
    expirationTime: new Date(issued.expirationTime),
  });
  let signature: `0x${string}`;
  try {
    signature = await signMessage(config, { account: address, message, connector });
  } catch (error) {
    if (isUserRejection(error)) throw error;
    throw new WalletFlowError(SIGN_FAILED, { cause: error });
  }
  const auth = await apiPost<AuthResponse>('/auth/verify', { message, signature }, { silent: true });
  completeSignIn(auth, { chainId: appConfig.chainId, chainName: appConfig.chainName });
  return auth;
}

/** Forgets the wallet connection in wagmi (the session itself is ended by signOut). */
export async function disconnectWallet(config: Config): Promise<void> {
  try {
    if (getConnection(config).status !== 'disconnected') await disconnect(config);
  } catch (error) {
    console.warn('Could not disconnect the wallet', error);
  }
}
