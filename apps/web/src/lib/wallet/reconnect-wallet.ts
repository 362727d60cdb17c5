import type { Config, Connector } from 'wagmi';
import { reconnect } from 'wagmi/actions';

/** Connectors whose wallet code is an SDK of its own, fetched when the connector is first asked
 *  for its provider. */
const SDK_CONNECTORS = new Set(['coinbaseWalletSDK', 'walletConnect']);

/** The connectors to reconnect: the one wagmi last used (its stored connection or
 *  `recentConnectorId`), or, when that is not among them (a wallet not announced yet), every
 *  connector without an SDK of its own. wagmi's reconnect() with none named asks every connector
 *  for its provider, which fetches the Coinbase Wallet SDK (and WalletConnect's) on every
 *  signed-in page load of a user who never picked them (issue 40). */
export async function connectorsToReconnect(config: Config): Promise<Connector[]> {
  let recent: string | null | undefined;
  try {
    recent = await config.storage?.getItem('recentConnectorId');
  } catch {
    recent = undefined;
  }
  const used = new Set([...config.state.connections.values()].map((connection) => connection.connector.id));
  if (recent) used.add(recent);
  const own = config.connectors.filter((connector) => used.has(connector.id));
  return own.length > 0 ? own : config.connectors.filter((connector) => !SDK_CONNECTORS.has(connector.id));
}

let reconnecting: Promise<void> | null = null;

/** Reconnects the wallet last used, without a prompt. One at a time: a transaction asked for while
 *  the page's own reconnect runs waits for it, instead of finding wagmi 'reconnecting' (wagmi's
 *  reconnect() returns at once when another one is under way) and saying the wallet is not
 *  connected. */
export function reconnectWallet(config: Config): Promise<void> {
  reconnecting ??= (async () => {
    try {
      await reconnect(config, { connectors: await connectorsToReconnect(config) });
    } finally {
      reconnecting = null;
    }
  })();
  return reconnecting;
}
