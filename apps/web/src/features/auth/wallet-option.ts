// What the wallet modal lists. Kept apart from wagmi so the modal's view can be tested alone.
import { msg } from '@/lib/i18n/i18n';

export type WalletKind = 'extension' | 'walletconnect' | 'coinbase' | 'dev';

export interface WalletOption {
  /** The wagmi connector id (or a fixed id for an unavailable entry). */
  id: string;
  kind: WalletKind;
  name: string;
  description: string;
  /** An image URL or data URI announced by the wallet (EIP-6963). */
  icon?: string;
  platforms: string[];
  /** Why it cannot be used here; the entry is shown disabled with this text. */
  unavailableReason?: string;
}

export const WALLET_DESCRIPTIONS = {
  extension: msg('Connect with the wallet extension installed in this browser'),
  unknownExtension: msg('A browser wallet that does not give its name'),
  walletconnect: msg('Scan a QR code with a mobile wallet (WalletConnect)'),
  coinbase: msg('Connect with the Coinbase Wallet app or extension'),
  dev: msg('Signs in this page with a public test key of the local chain; never use it for real funds'),
};

export const WALLETCONNECT_UNAVAILABLE = msg('Not available: WalletConnect is not configured on this site');
