import type { UserRole } from '@crowdvault/shared/constants';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors';
import { verifyAccessToken } from './access-token';
import { findUserOfLiveSession } from './refresh-tokens';
import { type AuthUser, toAuthUser } from './users';

export type { AuthUser } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser, requireActiveUser, requireRole and optionalUser. */
    user?: AuthUser;
  }
}

export const SIGN_IN_REQUIRED = 'Sign in required';
export const ACCOUNT_SUSPENDED = 'Your account is suspended: you can sign in and read, but not make changes';
export const PERMISSION_DENIED = 'You do not have permission to perform this action';

/** Every guard function, so the app can list the routes that use one (tests probe them all). */
const GUARDS = new WeakSet<object>();
function guard(handler: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  GUARDS.add(handler);
  return handler;
}

/** True for requireUser, requireActiveUser and every requireRole(…) guard (not optionalUser). */
export function isAuthGuard(handler: unknown): handler is preHandlerAsyncHookHandler {
  return typeof handler === 'function' && GUARDS.has(handler);
}

const ROLE_RANK: Record<UserRole, number> = { USER: 0, MODERATOR: 1, ADMIN: 2 };

/** The user a valid bearer access token names, read fresh from the database (so role and status
 *  changes apply at once), else null; also null once the token's session is revoked (logout). Only a signed token counts: `x-wallet-address`, or an
 *  address sent as a bearer token, is not a JWT signed with our secret and grants nothing. */
async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) return null;
  const { auth } = request.server;
  const claims = await verifyAccessToken(auth.keys, match[1]);
  if (claims === null) return null;
  const row = await findUserOfLiveSession(auth.db, claims.userId, claims.sessionId);
  return row ? toAuthUser(row, auth.adminAddress) : null;
}

async function signedIn(request: FastifyRequest): Promise<AuthUser> {
  // Set earlier in this same request (the app's onRequest check); still this request's fresh read.
  if (request.user) return request.user;
  const user = await authenticate(request);
  if (!user) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  request.user = user;
  return user;
}

/** Signed in, any status (suspended users may still read their own data). 401 otherwise. */
export const requireUser = guard(async (request) => {
  await signedIn(request);
});

/** Signed in and not suspended: for every write. 401 / 403. */
export const requireActiveUser = guard(async (request) => {
  const user = await signedIn(request);
  if (user.status === 'SUSPENDED') throw new AppError('FORBIDDEN', ACCOUNT_SUSPENDED);
});

/** Signed in, role at least `role` (USER < MODERATOR < ADMIN), not suspended. 401 / 403. */
export function requireRole(role: UserRole): preHandlerAsyncHookHandler {
  return guard(async (request) => {
    const user = await signedIn(request);
    if (user.status === 'SUSPENDED') throw new AppError('FORBIDDEN', ACCOUNT_SUSPENDED);
    if (ROLE_RANK[user.role] < ROLE_RANK[role]) throw new AppError('FORBIDDEN', PERMISSION_DENIED);
  });
}

/** The user a guard put on the request. Its absence is a wiring mistake (a handler without a
 *  guard), not a 401, so it throws a plain error. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('No sign-in guard ran before this handler');
  return request.user;
}

/** Sets `request.user` when a valid token comes along; never refuses (public routes that show
 *  more to a signed-in user). */
export const optionalUser: preHandlerAsyncHookHandler = async (request) => {
  const user = await authenticate(request);
  if (user) request.user = user;
};
