// The preflight every wallet write shares (donations, withdrawals), loaded only when a user
// confirms one: viem and wagmi stay out of the pages' first bundle.
import type { ChainConfig, ConfigResponse } from '@crowdvault/shared/api/config';
import { type Address, type EIP1193Provider, numberToHex } from 'viem';
import type { Config, Connector } from 'wagmi';
import { getConnection } from 'wagmi/actions';
import { loadAppConfig } from '@/lib/config/app-config';
import { chainById } from '@/lib/config/chains';
import { reconnectWallet } from './reconnect-wallet';
import { moveWalletToChain, type WalletChainPort } from './switch-chain';
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
  /** The served chain the wallet is on now: the one asked for. */
  chain: ChainConfig;
  account: Address;
}

/** The connector's own EIP-1193 provider as switch-chain.ts's port. Asking the provider rather
 *  than wagmi's switchChain keeps one rule for every connector (wagmi's adds the chain on 4902
 *  only, and waits for a chainChanged event some wallets never send). */
export function walletChainPort(connector: Connector): WalletChainPort {
  const provider = async () => (await connector.getProvider()) as EIP1193Provider;
  return {
    chainId: () => connector.getChainId(),
    async switchTo(chainId) {
      await (await provider()).request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(chainId) }],
      });
    },
    async addChain(parameters) {
      await (await provider()).request({
        method: 'wallet_addEthereumChain',
        params: [{ ...parameters, chainId: parameters.chainId as `0x${string}` }],
      });
    },
  };
}

/** Moves the connector's wallet to `chain` (adding it when unknown) and tells wagmi where it is
 *  now, for wallets that do not announce the change themselves. */
export async function switchWalletChain(connector: Connector, chain: ChainConfig): Promise<void> {
  await moveWalletToChain(walletChainPort(connector), chain);
  connector.emitter.emit('change', { chainId: chain.chainId });
}

/** The wallet's account, checked to be the signed-in `from` address and moved to the served chain
 *  `chainId` (the primary when left out), reconnecting silently first when wagmi forgot the
 *  connection (e.g. after a reload). Throws before anything is sent when the wallet is elsewhere. */
export async function requireConnectedWallet(from: string, chainId?: number): Promise<ConnectedWallet> {
  const [wagmi, app] = await Promise.all([getWagmiConfig(), loadAppConfig()]);
  const chain = chainById(app, chainId ?? app.chainId);
  if (!chain) throw new Error(`This deployment does not accept payments on chain ${chainId}.`);
  let connection = getConnection(wagmi);
  if (connection.status !== 'connected') {
    await reconnectWallet(wagmi).catch(() => undefined);
    connection = getConnection(wagmi);
  }
  if (connection.status !== 'connected' || !connection.address || !connection.connector) {
    throw new WalletNotConnectedError();
  }
  const account = connection.address;
  if (account.toLowerCase() !== from.toLowerCase()) throw new WalletNotConnectedError();
  await switchWalletChain(connection.connector, chain);
  return { wagmi, app, chain, account };
}

/** The header's "Switch network": moves the connected wallet to a served chain, whatever account
 *  it holds. Throws WalletNotConnectedError without a connection. */
export async function switchConnectedWallet(chainId: number): Promise<void> {
  const [wagmi, app] = await Promise.all([getWagmiConfig(), loadAppConfig()]);
  const chain = chainById(app, chainId);
  const { connector } = getConnection(wagmi);
  if (!chain) throw new Error(`This deployment does not serve chain ${chainId}.`);
  if (!connector) throw new WalletNotConnectedError();
  await switchWalletChain(connector, chain);
}
