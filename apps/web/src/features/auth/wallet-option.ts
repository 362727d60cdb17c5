// What the wallet modal lists. Kept apart from wagmi so the modal's view can be tested alone.

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
  extension: 'Connect with the wallet extension installed in this browser',
  unknownExtension: 'A browser wallet that does not give its name',
  walletconnect: 'Scan a QR code with a mobile wallet (WalletConnect)',
  coinbase: 'Connect with the Coinbase Wallet app or extension',
  dev: 'Signs in this page with a public test key of the local chain; never use it for real funds',
} as const;

export const WALLETCONNECT_UNAVAILABLE = 'Not available: WalletConnect is not configured on this site';
