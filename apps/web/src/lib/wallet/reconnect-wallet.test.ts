import { mainnet } from 'viem/chains';
import { describe, expect, it, vi } from 'vitest';
import { createConfig, createStorage, http } from 'wagmi';
import { getConnection } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';
import { coinbaseWallet } from 'wagmi/connectors/coinbaseWallet';
import { injected } from 'wagmi/connectors/injected';
import { connectorsToReconnect, reconnectWallet } from './reconnect-wallet';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The app's kinds of connector, with `recent` as the one wagmi last used (its stored record). */
function walletConfig(recent: string | null) {
  const memory = new Map<string, string>();
  const storage = createStorage({
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
  });
  if (recent) memory.set('wagmi.recentConnectorId', JSON.stringify(recent));
  const config = createConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: http('http://127.0.0.1:9') },
    connectors: [
      injected(),
      coinbaseWallet({ appName: 'CrowdVault' }),
      mock({ accounts: [ACCOUNT], features: { reconnect: true, defaultConnected: true } }),
    ],
    multiInjectedProviderDiscovery: false,
    storage,
  });
  const coinbase = config.connectors.find((connector) => connector.id === 'coinbaseWalletSDK');
  if (!coinbase) throw new Error('no Coinbase Wallet connector');
  return { config, coinbaseProvider: vi.spyOn(coinbase, 'getProvider') };
}

describe('reconnectWallet', () => {
  it('reconnects the wallet last used without loading the Coinbase Wallet SDK', async () => {
    const { config, coinbaseProvider } = walletConfig('mock');
    await reconnectWallet(config);
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ACCOUNT });
    expect(coinbaseProvider).not.toHaveBeenCalled();
  });

  it('shares one reconnect between callers, so a transaction asked for meanwhile finds the wallet', async () => {
    const { config } = walletConfig('mock');
    await Promise.all([reconnectWallet(config), reconnectWallet(config)]);
    expect(getConnection(config).status).toBe('connected');
  });

  it('with no wallet on record tries the connectors that need no SDK of their own', async () => {
    const { config, coinbaseProvider } = walletConfig(null);
    expect((await connectorsToReconnect(config)).map((connector) => connector.id)).toEqual([
      'injected',
      'mock',
    ]);
    await reconnectWallet(config);
    expect(coinbaseProvider).not.toHaveBeenCalled();
  });

  it('reconnects Coinbase Wallet when that is the wallet last used', async () => {
    const { config } = walletConfig('coinbaseWalletSDK');
    expect((await connectorsToReconnect(config)).map((connector) => connector.id)).toEqual([
      'coinbaseWalletSDK',
    ]);
  });
});
