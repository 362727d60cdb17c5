import type { UserRole } from '@crowdvault/shared/constants';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors';

export const SIGN_IN_REQUIRED = 'Sign in required';

/** Guards a route that needs a signed-in user. Sign-in with Ethereum (issue 5) is not built yet,
 *  so nobody is signed in: every request is refused. It must never trust `x-wallet-address` or an
 *  address sent as a bearer token (ARCHITECTURE.md §1): anyone can type an address. */
export const requireUser: preHandlerAsyncHookHandler = async () => {
  throw new AppError(401, SIGN_IN_REQUIRED);
};

/** Guards a route that needs `role` (or ADMIN). Refuses everyone until sign-in exists. */
export function requireRole(_role: UserRole): preHandlerAsyncHookHandler {
  return async () => {
    throw new AppError(401, SIGN_IN_REQUIRED);
  };
}
