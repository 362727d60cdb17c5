import type { Session } from '@/lib/auth/use-session';

/** A signed-in session as `useSession` answers it (dev account 3, no profile loaded yet), for
 *  tests that mock the hook; `overrides` change what a test is about. */
export function signedInSession(overrides: Partial<Session> = {}): Session {
  return {
    status: 'signed-in',
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    isAdmin: false,
    user: null,
    ...overrides,
  };
}
