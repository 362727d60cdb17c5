// The signed-in session, shared by the header, the protected routes and the wallet code. It holds
// no wallet library: public pages import it, and their bundle must stay free of wallet code.
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import type { SessionUser } from '@crowdvault/shared/api/user';
import { apiGet, apiPost, refreshSession } from '@/lib/http/api-client';
import { isApiError } from '@/lib/http/api-error';
import {
  clearTokens,
  clearWalletState,
  getRefreshToken,
  markSessionExpired,
  onSessionExpired,
  readWalletState,
  storeTokens,
  writeWalletState,
} from '@/lib/http/session';

export type SessionStatus = 'signed-out' | 'restoring' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  address: string | null;
}

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, address: null };

/** A stored wallet with a refresh token is a session to restore; anything less is signed out. */
function initialState(): SessionState {
  const wallet = readWalletState();
  if (wallet?.isConnected && getRefreshToken()) {
    return { status: 'restoring', user: null, address: wallet.address };
  }
  return SIGNED_OUT;
}

let state: SessionState = initialState();
const listeners = new Set<() => void>();

// A session the server refused mid-use (the HTTP client's 401 after a failed refresh) is over
// here too: the header, the routes and the pages see a signed-out visitor.
onSessionExpired(() => {
  clearWalletState();
  if (state.status !== 'signed-out') setState(SIGNED_OUT);
});

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps tokens and walletState (SPEC.md §3) after a successful sign-in. */
export function completeSignIn(auth: AuthResponse, chain: { chainId: number; chainName: string | null }) {
  storeTokens({ accessToken: auth.accessToken, refreshToken: auth.refreshToken });
  writeWalletState({
    address: auth.user.walletAddress,
    isConnected: true,
    isConnecting: false,
    balance: null,
    chainId: chain.chainId,
    chainName: chain.chainName,
    error: null,
    isAdmin: auth.user.isAdmin,
  });
  setState({ status: 'signed-in', user: auth.user, address: auth.user.walletAddress });
}

/** Records the balance in walletState, as SPEC.md §3 keeps it there. */
export function storeWalletBalance(balance: string) {
  const wallet = readWalletState();
  if (wallet && wallet.address === state.address) writeWalletState({ ...wallet, balance });
}

/** The signed-in user, or null when the access token is refused. */
async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    return await apiGet<SessionUser>('/auth/me', { silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

let restoring: Promise<void> | null = null;

/** Turns a stored session into a signed-in one without a new signature: `/auth/me` with the
 *  stored access token, refreshed once by the HTTP client if it expired. */
export function restoreSession(): Promise<void> {
  if (state.status !== 'restoring') return Promise.resolve();
  restoring ??= (async () => {
    try {
      // The HTTP client does not refresh for /auth/* calls, so an expired token is refreshed here.
      let user = await fetchCurrentUser();
      if (!user && (await refreshSession())) user = await fetchCurrentUser();
      if (user && user.walletAddress.toLowerCase() === state.address?.toLowerCase()) {
        const wallet = readWalletState();
        if (wallet) writeWalletState({ ...wallet, isAdmin: user.isAdmin });
        setState({ status: 'signed-in', user, address: user.walletAddress });
      } else if (!user) {
        // The stored session is dead (expired or revoked): the visitor opened a page, not a task,
        // so it signs out quietly and the page shows as to any visitor (a page that needs a
        // session shows its connect card). Only a request refused mid-use says 'Session Expired'
        // and goes to /connect (decision 073).
        markSessionExpired();
      } else {
        forgetSession();
      }
    } catch (error) {
      // Offline, a server error or a page being left: signed out here, but the stored session is
      // kept (it may be fine, and other tabs share it); the next load tries again.
      console.warn('Could not restore the session', error);
      setState(SIGNED_OUT);
    } finally {
      restoring = null;
    }
  })();
  return restoring;
}

/** Clears every stored trace of the session in this browser. */
export function forgetSession() {
  clearTokens();
  clearWalletState();
  setState(SIGNED_OUT);
}

/** Disconnect: revokes the refresh token on the server (best effort), then forgets the session. */
export async function signOut(): Promise<void> {
  const refreshToken = getRefreshToken();
  forgetSession();
  if (!refreshToken) return;
  try {
    await apiPost('/auth/logout', { refreshToken }, { silent: true });
  } catch (error) {
    console.warn('Could not revoke the session on the server', error);
  }
}
