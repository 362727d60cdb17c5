import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type Database, rowsOf } from '../../db/client';

export interface Hits {
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Fixed-window hit counts behind every rate limit (sign-in, costly writes, the relayer). One per
 * server: in memory for a single process (PGlite), in Redis when REDIS_URL is set, else in the
 * shared PostgreSQL, so a limit hit through one instance holds on all (decision 052).
 */
export interface HitCounter {
  readonly kind: 'memory' | 'redis' | 'database';
  /** Adds `amount` (default 1; negative gives some back, as a gas budget settling a reservation
   *  does) to the key's count in its current window. */
  hit(key: string, windowMs: number, amount?: number): Promise<Hits>;
  /** The count without adding a hit. */
  peek(key: string, windowMs: number): Promise<Hits>;
  close(): Promise<void>;
}

const MEMORY_KEYS = 10_000;

export class MemoryHitCounter implements HitCounter {
  readonly kind = 'memory';
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  async hit(key: string, windowMs: number, amount = 1): Promise<Hits> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      // Bounded: evict the oldest keys (insertion order) rather than grow without end.
      if (this.windows.size >= MEMORY_KEYS) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count += amount;
    this.windows.delete(key);
    this.windows.set(key, window);
    return { count: window.count, ttlMs: window.endsAt - now };
  }

  async peek(key: string): Promise<Hits> {
    const now = Date.now();
    const window = this.windows.get(key);
    return !window || window.endsAt <= now
      ? { count: 0, ttlMs: 0 }
      : { count: window.count, ttlMs: window.endsAt - now };
  }

  async close(): Promise<void> {}
}

/** One statement per hit: the row is created, counted or restarted atomically under concurrency. */
export class DatabaseHitCounter implements HitCounter {
  readonly kind = 'database';
  private hitsSinceSweep = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number, amount = 1): Promise<Hits> {
    if (++this.hitsSinceSweep >= 500) {
      this.hitsSinceSweep = 0;
      // Expired windows are dead weight; any instance sweeps them now and then.
      await this.db.execute(
        sql`delete from rate_limit_counters where expires_at < now() - interval '1 minute'`,
      );
    }
    const result = await this.db.execute(sql`
      insert into rate_limit_counters as c (key, hits, expires_at)
      values (${key}, ${amount}, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when c.expires_at <= now() then ${amount} else c.hits + ${amount} end,
        expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
      returning hits, greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as ttl_ms`);
    const [row] = rowsOf<{ hits: number; ttl_ms: number }>(result);
    return { count: Number(row!.hits), ttlMs: Math.ceil(Number(row!.ttl_ms)) };
  }

  async peek(key: string): Promise<Hits> {
    const result = await this.db.execute(sql`
      select hits, greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as ttl_ms
      from rate_limit_counters where key = ${key} and expires_at > now()`);
    const [row] = rowsOf<{ hits: number; ttl_ms: number }>(result);
    return row ? { count: Number(row.hits), ttlMs: Math.ceil(Number(row.ttl_ms)) } : { count: 0, ttlMs: 0 };
  }

  async close(): Promise<void> {}
}

// INCR and the expiry in one script: a crash between them would leave a counter that never ends.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export class RedisHitCounter implements HitCounter {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'crowdvault:rl:',
  ) {}

  async hit(key: string, windowMs: number, amount = 1): Promise<Hits> {
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      String(windowMs),
      String(amount),
    )) as [number, number];
    return { count, ttlMs: ttl };
  }

  async peek(key: string): Promise<Hits> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ]);
    return count === null || ttl < 0 ? { count: 0, ttlMs: 0 } : { count: Number(count), ttlMs: ttl };
  }

  async close(): Promise<void> {
    // Not connected, QUIT fails at once (no offline queue): stop the reconnecting instead.
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
