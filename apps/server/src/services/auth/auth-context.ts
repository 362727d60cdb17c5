import type { FastifyInstance } from 'fastify';
import type { Address } from 'viem';
import type { ChainRegistry } from '../../chain/registry';
import type { Database } from '../../db/client';
import type { AccessTokenKeys } from './access-token';

/** What the guards and the sign-in routes share; decorated on the app as `auth`. */
export interface AuthContext {
  db: Database;
  keys: AccessTokenKeys;
  /** A sign-in message may name any served chain (the wallet's current one); its signature is
   *  checked on that chain (ERC-1271 wallets answer there). */
  chains: ChainRegistry;
  adminAddress: Address | undefined;
  /** PUBLIC_URL origins; empty means loopback hosts only. */
  publicOrigins: string[];
  /** Sign-in requests per client IP and route per minute; 0 lifts the limit (load tests). */
  authRateLimit: number;
  /** Routes registered behind requireUser / requireActiveUser / requireRole, for audits and tests. */
  guardedRoutes: { method: string; url: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
  }
}

export function decorateAuth(app: FastifyInstance, context: AuthContext): void {
  app.decorate('auth', context);
}
