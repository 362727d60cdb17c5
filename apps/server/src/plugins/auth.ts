import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { sharedRateLimitStore } from '../infra/limits/rate-limit-store';
import { accessTokenKeys } from '../services/auth/access-token';
import { adminWalletAddress } from '../services/auth/admin-address';
import { type AuthContext, decorateAuth } from '../services/auth/auth-context';
import { isAuthGuard } from '../services/auth/require-user';

export const AUTH_PLUGIN = 'crowdvault-auth';

/** The OpenAPI security requirement of a route behind sign-in (the scheme is declared in app.ts). */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/**
 * The app-wide half of sign-in, registered before any route (buildApp): decorates the app with
 * the context every guard reads, upgrades each guarded route so its guards (sign-in, status,
 * role) run before validation, and brings the rate limiter the auth routes use. A route module registered before
 * this plugin would get neither upgrade, so `registerAuthRoutes` and the other guarded modules
 * check `app.hasDecorator('auth')` through `assertAuthReady`.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, deps: AppDeps) => {
    const context: AuthContext = {
      db: deps.db,
      keys: accessTokenKeys(deps.secrets.jwtSecret),
      chains: deps.chains,
      adminAddress: adminWalletAddress(deps.env, deps.chains.primary.local),
      publicOrigins: deps.env.publicOrigins,
      authRateLimit: deps.env.authRateLimit,
      guardedRoutes: [],
    };
    decorateAuth(app, context);
    app.addHook('onRoute', (route) => {
      const handlers = [route.preHandler, route.preValidation, route.onRequest].flat();
      const guards = handlers.filter(isAuthGuard);
      if (guards.length === 0) return;
      // The route's guards before validation: a visitor learns nothing about a guarded route but
      // 401, and a signed-in user without its role or suspended nothing but 403 (a malformed body
      // answered 400 before 403 on admin routes, issue 38). They run again where the route put
      // them, on the user this request already read.
      const early = [route.onRequest ?? []].flat();
      route.onRequest = [...guards.filter((guard) => !early.some((hook) => hook === guard)), ...early];
      // The OpenAPI document says so for every guarded route, from the guard itself: routes that
      // had to repeat it by hand forgot it (issue 26, item 17). @fastify/swagger, registered
      // after this plugin, reads the schema later.
      if (!route.schema?.hide)
        route.schema = { ...route.schema, security: route.schema?.security ?? BEARER_SECURITY };
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') context.guardedRoutes.push({ method, url: route.url });
      }
    });
    // Per client IP and route. Routes opt in with `config: { rateLimit }` (see `authRateLimit`).
    // In process memory for one process (decision 014); shared through Redis or the database when
    // several instances serve the site (decision 052).
    const counter = deps.hitCounter;
    await app.register(rateLimit, {
      global: false,
      ...(counter && counter.kind !== 'memory' ? { store: sharedRateLimitStore(counter) } : {}),
    });
  },
  { name: AUTH_PLUGIN },
);

/** Throws at registration when a module with guarded routes is registered before the auth
 *  plugin: its routes would silently miss the early 401. */
export function assertAuthReady(app: FastifyInstance): void {
  if (!app.hasDecorator('auth')) {
    throw new Error(`Register the ${AUTH_PLUGIN} plugin before routes that use sign-in guards`);
  }
}
