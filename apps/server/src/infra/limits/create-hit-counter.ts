import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/client';
import type { Env } from '../../env';
import {
  DatabaseHitCounter,
  type HitCounter,
  type Hits,
  MemoryHitCounter,
  RedisHitCounter,
} from './hit-counter';

/** How long a command may take before Redis counts as down, and how long it then stays so. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
const REDIS_RETRY_AFTER_MS = 5_000;

interface FallbackLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * Redis first, and while it is down the counter the deployment would use without it (the shared
 * PostgreSQL, or memory on PGlite). Redis going away took sign-in, every costly write and reports
 * down with ~6 s per request (ioredis queued each command through its reconnects; issue 26,
 * item 4). Now a command fails at once while Redis is not connected (no offline queue), within
 * 500 ms if it hangs, and the next 5 s of hits go straight to the fallback before Redis is tried
 * again (decision 071).
 */
export class FallbackHitCounter implements HitCounter {
  readonly kind = 'redis';
  private downUntil = 0;

  constructor(
    private readonly primary: HitCounter,
    private readonly fallback: HitCounter,
    private readonly isConnected: () => boolean,
    private readonly logger?: FallbackLogger,
  ) {}

  /** True while hits go to the fallback. */
  get usingFallback(): boolean {
    return !this.isConnected() || Date.now() < this.downUntil;
  }

  hit(key: string, windowMs: number, amount = 1): Promise<Hits> {
    return this.either((counter) => counter.hit(key, windowMs, amount));
  }

  peek(key: string, windowMs: number): Promise<Hits> {
    return this.either((counter) => counter.peek(key, windowMs));
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }

  private async either(count: (counter: HitCounter) => Promise<Hits>): Promise<Hits> {
    if (this.usingFallback) return count(this.fallback);
    try {
      return await count(this.primary);
    } catch (error) {
      if (Date.now() >= this.downUntil) {
        this.logger?.warn(
          { err: error },
          `Redis is not answering: rate limits count in the ${this.fallback.kind} meanwhile`,
        );
      }
      this.downUntil = Date.now() + REDIS_RETRY_AFTER_MS;
      return count(this.fallback);
    }
  }
}

/** Where rate limits count: Redis when REDIS_URL is given (falling back while it is down), else
 *  the PostgreSQL every instance shares, else memory (PGlite serves one process). */
export function createHitCounter(
  env: Pick<Env, 'redisUrl'>,
  database: Pick<DatabaseHandle, 'kind' | 'db'>,
  logger?: FallbackLogger,
): HitCounter {
  const withoutRedis =
    database.kind === 'postgres' ? new DatabaseHitCounter(database.db) : new MemoryHitCounter();
  if (!env.redisUrl) return withoutRedis;
  const redis = new Redis(env.redisUrl, {
    enableOfflineQueue: false,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
  });
  // Errors reach the counter's caller (and the fallback); the client reconnects on its own.
  redis.on('error', () => undefined);
  redis.on('ready', () => logger?.info({}, 'Redis is connected: rate limits count there'));
  return new FallbackHitCounter(
    new RedisHitCounter(redis),
    withoutRedis,
    () => redis.status === 'ready',
    logger,
  );
}
