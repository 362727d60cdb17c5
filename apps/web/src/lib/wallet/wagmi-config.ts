import type { ChainConfig, ConfigResponse } from '@crowdvault/shared/api/config';
import { KNOWN_CHAINS } from '@crowdvault/shared/known-chains';
import { type Chain, defineChain, type Transport } from 'viem';
import { type Config, type CreateConnectorFn, createConfig, http } from 'wagmi';
import { coinbaseWallet } from 'wagmi/connectors/coinbaseWallet';
import { injected } from 'wagmi/connectors/injected';
import { loadAppConfig } from '@/lib/config/app-config';
import { chainById } from '@/lib/config/chains';
import { devWalletConnector } from './dev-wallet-connector';

// Read here as well as in wallet-ids.ts: importing that module from this one makes Rolldown split
// the entry chunk into a dozen small shared chunks, +5 KB gzipped on every public page (bench/bundle).
const WALLETCONNECT_PROJECT_ID: string | undefined =
  import.meta.env.VITE_WALLETCONNECT_PROJECT_ID || undefined;

/** A served chain as viem defines one, with the RPC URL and explorer the server hands out. */
export function servedChain(chain: ChainConfig, testnet: boolean): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.chainName,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    blockExplorers: chain.explorerUrl ? { default: { name: 'Explorer', url: chain.explorerUrl } } : undefined,
    testnet,
  });
}

/** wagmi's configuration: every chain the deployment serves (decision 060), then SPEC.md's known
 *  networks so a wallet on one of them is still recognised; EIP-6963 wallets (discovered),
 *  window.ethereum, Coinbase Wallet, WalletConnect when a project id is configured, and the local
 *  dev wallets when the server offers them. The SDKs of Coinbase Wallet and WalletConnect are
 *  fetched only when the user picks them. */
export async function createWagmiConfig(config: ConfigResponse): Promise<Config> {
  const testnet = config.devAccounts !== undefined;
  const served = config.chains.map((chain) => servedChain(chain, testnet));
  const chains = [
    ...served,
    ...KNOWN_CHAINS.filter((known) => !served.some((chain) => chain.id === known.id)),
  ] as [Chain, ...Chain[]];
  const transports: Record<number, Transport> = Object.fromEntries(
    chains.map((chain) => [chain.id, http(chainById(config, chain.id)?.rpcUrl)]),
  );
  const connectors: CreateConnectorFn[] = [
    injected(),
    coinbaseWallet({ appName: 'CrowdVault', preference: { options: 'eoaOnly' } }),
    ...(config.devAccounts ?? []).map((account) => devWalletConnector({ account, chains: config.chains })),
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
