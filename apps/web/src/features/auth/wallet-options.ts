// The wallet modal's entries, free of wallet code at run time (only wagmi's types): the modal lists
// what it knows before wagmi has loaded, and what wagmi discovers after.
import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { shortenAddress } from '@crowdvault/shared/format';
import type { Connector } from 'wagmi';
import { DEV_WALLET_ID_PREFIX, WALLETCONNECT_PROJECT_ID } from '@/lib/wallet/wallet-ids';
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
 *  the local dev wallets. `connectors` null: before the wallet code has loaded, what is known
 *  without it (window.ethereum, the connectors wagmi-config always sets up, the dev wallets). */
export function toWalletOptions(
  connectors: readonly Connector[] | null,
  appConfig: ConfigResponse,
): WalletOption[] {
  const announced = (connectors ?? []).filter(
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
  const coinbase = connectors
    ? connectors.find((connector) => connector.id === 'coinbaseWalletSDK')
    : { id: 'coinbaseWalletSDK' };
  if (coinbase && !options.some((option) => option.name === 'Coinbase Wallet')) {
    options.push({
      id: coinbase.id,
      kind: 'coinbase',
      name: 'Coinbase Wallet',
      description: WALLET_DESCRIPTIONS.coinbase,
      platforms: ['Mobile', 'Browser extension'],
    });
  }
  const walletConnect = connectors?.find((connector) => connector.id === 'walletConnect');
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
