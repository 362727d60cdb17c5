import type { SessionUser } from '@crowdvault/shared/api/user';
import { useSyncExternalStore } from 'react';
import { getSessionState, type SessionStatus, subscribeSession } from './session-store';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  address: string | null;
  isAdmin: boolean;
}

/** The current session. Free of wallet code, so any page may use it. `isAdmin` comes from the
 *  server's answer, never from local storage. */
export function useSession(): Session {
  const state = useSyncExternalStore(subscribeSession, getSessionState);
  return { ...state, isAdmin: state.user?.isAdmin ?? false };
}
