import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { KNOWN_CHAINS } from '@crowdvault/shared/known-chains';
import { type Chain, defineChain, type Transport } from 'viem';
import { type Config, type CreateConnectorFn, createConfig, http } from 'wagmi';
import { coinbaseWallet } from 'wagmi/connectors/coinbaseWallet';
import { injected } from 'wagmi/connectors/injected';
import { loadAppConfig } from '@/lib/config/app-config';
import { devWalletConnector } from './dev-wallet-connector';

export const WALLETCONNECT_PROJECT_ID: string | undefined =
  import.meta.env.VITE_WALLETCONNECT_PROJECT_ID || undefined;

/** The chain the app runs on, with the RPC URL and explorer the server hands out. */
export function appChain(config: ConfigResponse): Chain {
  return defineChain({
    id: config.chainId,
    name: config.chainName,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: [config.rpcUrl] } },
    blockExplorers: config.explorerUrl
      ? { default: { name: 'Explorer', url: config.explorerUrl } }
      : undefined,
    testnet: config.devAccounts !== undefined,
  });
}

/** wagmi's configuration: EIP-6963 wallets (discovered), window.ethereum, Coinbase Wallet,
 *  WalletConnect when a project id is configured, and the local dev wallets on chain 31337. The
 *  SDKs of Coinbase Wallet and WalletConnect are fetched only when the user picks them. */
export async function createWagmiConfig(config: ConfigResponse): Promise<Config> {
  const chain = appChain(config);
  const chains = [chain, ...KNOWN_CHAINS.filter((known) => known.id !== chain.id)] as [Chain, ...Chain[]];
  const transports: Record<number, Transport> = Object.fromEntries(
    chains.map((known) => [known.id, known.id === chain.id ? http(config.rpcUrl) : http()]),
  );
  const connectors: CreateConnectorFn[] = [
    injected(),
    coinbaseWallet({ appName: 'CrowdVault', preference: { options: 'eoaOnly' } }),
    ...(config.devAccounts ?? []).map((account) => devWalletConnector({ account, chain })),
  ];
  if (WALLETCONNECT_PROJECT_ID) {
    const { walletConnect } = await import('wagmi/connectors/walletConnect');
    // The connector's types are narrower than the list's; wagmi accepts any connector function.
    connectors.push(
      walletConnect({ projectId: WALLETCONNECT_PROJECT_ID, showQrModal: true }) as CreateConnectorFn,
    );
  }
  return createConfig({ chains, transports, connectors, multiInjectedProviderDiscovery: true });
}

let wagmiConfig: Promise<Config> | null = null;

/** The app's one wagmi config, built from /api/config on first use (donations reuse it). */
export function getWagmiConfig(): Promise<Config> {
  wagmiConfig ??= loadAppConfig()
    .then(createWagmiConfig)
    .catch((error: unknown) => {
      wagmiConfig = null;
      throw error;
    });
  return wagmiConfig;
}
