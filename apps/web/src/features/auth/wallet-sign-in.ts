import type { AuthResponse, NonceResponse } from '@crowdvault/shared/api/auth';
import { SIGN_IN_STATEMENT } from '@crowdvault/shared/api/auth';
import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { Config, Connector } from 'wagmi';
import { connect, disconnect, getConnection, signMessage } from 'wagmi/actions';
import { completeSignIn } from '@/lib/auth/session-store';
import { chainById, listNames, primaryChain } from '@/lib/config/chains';
import { apiGet, apiPost } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { switchWalletChain } from '@/lib/wallet/connected-wallet';
import { describeSignError, isUserRejection, WalletFlowError } from '@/lib/wallet/wallet-errors';

/** A wallet on a network the deployment does not serve is asked to move to the primary one
 *  (adding it when the wallet does not know it); one on any served network stays there, since a
 *  donation can be paid on each (decision 060). A refusal does not stop the sign-in, whose message
 *  names the primary chain anyway; it is logged and explained. */
async function ensureServedChain(connector: Connector, appConfig: ConfigResponse, chainId: number) {
  if (chainById(appConfig, chainId)) return;
  const primary = primaryChain(appConfig);
  if (!primary) return;
  try {
    await switchWalletChain(connector, primary);
  } catch (error) {
    console.warn(`Could not switch the wallet to chain ${primary.chainId}`, error);
    toast({
      title: `Switch to ${primary.chainName}`,
      description: `Your wallet stayed on a network CrowdVault does not serve. Switch it to ${listNames(
        appConfig.chains.map((chain) => chain.chainName),
        'or',
      )} before donating or withdrawing.`,
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
  await ensureServedChain(connector, appConfig, connection.chainId);

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
    throw new WalletFlowError(describeSignError(error), { cause: error });
  }
  const auth = await apiPost<AuthResponse>('/auth/verify', { message, signature }, { silent: true });
  const walletChainId = await connector.getChainId().catch(() => appConfig.chainId);
  completeSignIn(auth, {
    chainId: walletChainId,
    chainName: chainById(appConfig, walletChainId)?.chainName ?? null,
  });
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
