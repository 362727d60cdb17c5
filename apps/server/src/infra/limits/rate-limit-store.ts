import type { HitCounter } from './hit-counter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A `store` for @fastify/rate-limit over a shared HitCounter. Each route's limiter (a child)
 * counts under its own prefix, so the same client's sign-in and nonce requests are apart. Limiters
 * made with `createRateLimit` have no route: they are numbered in the order the app creates them,
 * which is the same on every instance running the same code.
 */
export function sharedRateLimitStore(counter: HitCounter) {
  let unnamed = 0;
  return class SharedRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.hit(this.prefix + key, timeWindow).then(
        (hits) => callback(null, { current: hits.count, ttl: hits.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      counter.peek(this.prefix + key, timeWindow).then(
        (hits) => callback(null, { current: hits.count, ttl: hits.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // Typed by the plugin as the route's options; it passes its merged limiter params (routeInfo).
    child(params: unknown): SharedRateLimitStore {
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      const name = url ? `${[method].flat().join(',')} ${url}` : `limiter-${++unnamed}`;
      return new SharedRateLimitStore(undefined, `${name}:`);
    }
  };
}
