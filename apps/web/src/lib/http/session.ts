// The browser-stored session (SPEC.md §3): tokens under accessToken / refreshToken and the
// wallet under walletState (JSON). Every reader of these keys goes through here.

const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';
const WALLET_STATE_KEY = 'walletState';

/** The browser's localStorage; absent when the server renders a page (entry-server.tsx), where
 *  every visitor is signed out. */
const storage = (): Storage | undefined => globalThis.localStorage;

/** walletState as SPEC.md §3 lists it. Role and admin flags here only shape the screens: the
 *  server decides from the signed session. */
export interface StoredWalletState {
  address: string;
  isConnected: boolean;
  isConnecting: boolean;
  balance: string | null;
  chainId: number | null;
  chainName: string | null;
  error: string | null;
  isAdmin: boolean;
}
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

let expiryAnnounced = false;
const expiryListeners = new Set<() => void>();

/** Called when the server refuses the session for good (refresh failed); returns an unsubscribe. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** Forgets the refused session's tokens and tells the listeners. True only the first time since
 *  tokens were last stored, so many refused requests say 'Session Expired' once. */
export function markSessionExpired(): boolean {
  clearTokens();
  for (const listener of expiryListeners) listener();
  if (expiryAnnounced) return false;
  expiryAnnounced = true;
  return true;
}

export function storeTokens(tokens: SessionTokens) {
  expiryAnnounced = false;
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

export function clearTokens() {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Reads a walletState value; throws unless it is an object with a valid address. Missing or
 *  mistyped fields get their empty values. */
export function parseWalletState(raw: string): StoredWalletState {
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object') throw new Error('walletState is not an object');
  const value = parsed as Record<string, unknown>;
  if (typeof value.address !== 'string' || !ADDRESS.test(value.address)) {
    throw new Error('walletState has no valid address');
  }
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  return {
    address: value.address,
    isConnected: value.isConnected === true,
    isConnecting: value.isConnecting === true,
    balance: text(value.balance),
    chainId: typeof value.chainId === 'number' && Number.isSafeInteger(value.chainId) ? value.chainId : null,
    chainName: text(value.chainName),
    error: text(value.error),
    isAdmin: value.isAdmin === true,
  };
}

/** The stored wallet, or null. A value that does not parse is logged and treated as no wallet. */
export function readWalletState(): StoredWalletState | null {
  const raw = storage()?.getItem(WALLET_STATE_KEY);
  if (!raw) return null;
  try {
    return parseWalletState(raw);
  } catch (error) {
    console.warn('Ignoring unreadable walletState in localStorage', error);
    return null;
  }
}

export function writeWalletState(state: StoredWalletState) {
  localStorage.setItem(WALLET_STATE_KEY, JSON.stringify(state));
}

export function clearWalletState() {
  localStorage.removeItem(WALLET_STATE_KEY);
}

/** The stored wallet's address, or null when no wallet is stored. */
export function readWalletAddress(): string | null {
  return readWalletState()?.address ?? null;
}
