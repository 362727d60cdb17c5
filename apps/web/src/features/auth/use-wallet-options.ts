import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { shortenAddress } from '@crowdvault/shared/format';
import { useEffect, useState } from 'react';
import type { Config, Connector } from 'wagmi';
import { watchConnectors } from 'wagmi/actions';
import { loadAppConfig } from '@/lib/config/app-config';
import { DEV_WALLET_ID_PREFIX } from '@/lib/wallet/dev-wallet-connector';
import { getWagmiConfig, WALLETCONNECT_PROJECT_ID } from '@/lib/wallet/wagmi-config';
import { WALLET_DESCRIPTIONS, WALLETCONNECT_UNAVAILABLE, type WalletOption } from './wallet-option';

interface InjectedFlags {
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  isBraveWallet?: boolean;
}

function windowEthereum(): InjectedFlags | undefined {
  return (window as unknown as { ethereum?: InjectedFlags }).ethereum;
}

/** The generic window.ethereum entry: named by its flags, else 'Unknown Wallet'. */
function injectedName(): string {
  const ethereum = windowEthereum();
  if (ethereum?.isBraveWallet) return 'Brave Wallet';
  if (ethereum?.isMetaMask) return 'MetaMask';
  if (ethereum?.isCoinbaseWallet) return 'Coinbase Wallet';
  return 'Unknown Wallet';
}

/** Turns wagmi's connectors into modal entries: EIP-6963 wallets first (their own name and icon),
 *  window.ethereum only when no wallet announced itself, then Coinbase Wallet, WalletConnect and
 *  the local dev wallets. */
export function toWalletOptions(connectors: readonly Connector[], appConfig: ConfigResponse): WalletOption[] {
  const announced = connectors.filter(
    (connector) =>
      connector.type === 'injected' &&
      connector.id !== 'injected' &&
      !connector.id.startsWith(DEV_WALLET_ID_PREFIX),
  );
  const options: WalletOption[] = announced.map((connector) => ({
    id: connector.id,
    kind: 'extension',
    name: connector.name?.trim() || 'Unknown Wallet',
    description: connector.name?.trim()
      ? WALLET_DESCRIPTIONS.extension
      : WALLET_DESCRIPTIONS.unknownExtension,
    icon: connector.icon,
    platforms: ['Browser extension'],
  }));
  if (announced.length === 0 && windowEthereum()) {
    const name = injectedName();
    options.push({
      id: 'injected',
      kind: 'extension',
      name,
      description:
        name === 'Unknown Wallet' ? WALLET_DESCRIPTIONS.unknownExtension : WALLET_DESCRIPTIONS.extension,
      platforms: ['Browser extension'],
    });
  }
  const coinbase = connectors.find((connector) => connector.id === 'coinbaseWalletSDK');
  if (coinbase && !options.some((option) => option.name === 'Coinbase Wallet')) {
    options.push({
      id: coinbase.id,
      kind: 'coinbase',
      name: 'Coinbase Wallet',
      description: WALLET_DESCRIPTIONS.coinbase,
      platforms: ['Mobile', 'Browser extension'],
    });
  }
  const walletConnect = connectors.find((connector) => connector.id === 'walletConnect');
  options.push({
    id: walletConnect?.id ?? 'walletConnect',
    kind: 'walletconnect',
    name: 'WalletConnect',
    description: WALLET_DESCRIPTIONS.walletconnect,
    platforms: ['Mobile', 'QR code'],
    unavailableReason: walletConnect || WALLETCONNECT_PROJECT_ID ? undefined : WALLETCONNECT_UNAVAILABLE,
  });
  for (const account of appConfig.devAccounts ?? []) {
    options.push({
      id: `${DEV_WALLET_ID_PREFIX}${account.address.toLowerCase()}`,
      kind: 'dev',
      name: 'Local dev wallet',
      description: `${account.label} · ${shortenAddress(account.address)}`,
      platforms: ['Local chain'],
    });
  }
  return options;
}

export type WalletOptionsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      config: Config;
      appConfig: ConfigResponse;
      options: WalletOption[];
      connectors: readonly Connector[];
    };

/** Loads wagmi and /api/config, then follows wallets as they announce themselves. */
export function useWalletOptions(): WalletOptionsState {
  const [state, setState] = useState<WalletOptionsState>({ status: 'loading' });
  useEffect(() => {
    let unwatch: (() => void) | undefined;
    let cancelled = false;
    Promise.all([getWagmiConfig(), loadAppConfig()]).then(
      ([config, appConfig]) => {
        if (cancelled) return;
        const update = (connectors: readonly Connector[]) =>
          setState({
            status: 'ready',
            config,
            appConfig,
            connectors,
            options: toWalletOptions(connectors, appConfig),
          });
        update(config.connectors);
        unwatch = watchConnectors(config, { onChange: update });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
      unwatch?.();
    };
  }, []);
  return state;
}
