import type { SessionUser } from '@crowdvault/shared/api/user';
import { useExternalStore } from '@/lib/hydration';
import { getSessionState, type SessionState, type SessionStatus, subscribeSession } from './session-store';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  address: string | null;
  isAdmin: boolean;
}

/** A server-rendered page is a visitor's (entry-server.tsx); hydration starts from the same and
 *  then shows the stored session. */
const SERVER_STATE: SessionState = { status: 'signed-out', user: null, address: null };
const getServerState = () => SERVER_STATE;

/** The current session. Free of wallet code, so any page may use it. `isAdmin` comes from the
 *  server's answer, never from local storage. */
export function useSession(): Session {
  const state = useExternalStore(subscribeSession, getSessionState, getServerState);
  return { ...state, isAdmin: state.user?.isAdmin ?? false };
}
