// The browser-stored session (SPEC.md §3): tokens under accessToken / refreshToken and the
// wallet under walletState (JSON). Every reader of these keys goes through here.

const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';
const WALLET_STATE_KEY = 'walletState';

export interface StoredWalletState {
  address?: string | null;
  isConnected?: boolean;
  isAdmin?: boolean;
  chainId?: number | null;
  [key: string]: unknown;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY);
}

export function storeTokens(tokens: SessionTokens) {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

export function clearTokens() {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}

/** The stored wallet, or null. A value that does not parse is logged and treated as no wallet. */
export function readWalletState(): StoredWalletState | null {
  const raw = localStorage.getItem(WALLET_STATE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredWalletState) : null;
  } catch (error) {
    console.warn('Ignoring unreadable walletState in localStorage', error);
    return null;
  }
}

/** The stored wallet's address, or null when no wallet is stored. */
export function readWalletAddress(): string | null {
  const address = readWalletState()?.address;
  return typeof address === 'string' && address ? address : null;
}
