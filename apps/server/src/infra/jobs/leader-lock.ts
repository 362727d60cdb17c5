import pg from 'pg';

/**
 * Whether this instance leads something only one instance of a deployment may do at a time: a
 * chain (its indexer and chain jobs) or the deployment (jobs of the global leader). One word for
 * it: an instance "leads".
 */
export interface Leadership {
  /** True while this instance leads, as of the last `acquire`. */
  readonly leads: boolean;
  /** Takes the lead when it is free; true while this instance leads. */
  acquire(): Promise<boolean>;
  /** Lets go, so another instance can take the lead at once. */
  release(): Promise<void>;
}

/** PGlite: the process is alone, so it always leads and takes no lock. */
export class SoleLeadership implements Leadership {
  readonly leads = true;
  async acquire(): Promise<boolean> {
    return true;
  }
  async release(): Promise<void> {}
}

/** Second key 0 of this namespace is the deployment's one global leader (it was the media
 *  clean-up's alone, "CVMC" in ASCII, and keeps its value so a rolling deploy never has two). */
export const GLOBAL_LOCK_NAMESPACE = 0x43564d43;

/** A chain's leadership (`key` = its chain id), or the deployment's (`'global'`): an advisory lock on
 *  a shared PostgreSQL, alone otherwise. */
export function leadershipOf(databaseUrl: string | undefined, key: number | 'global'): Leadership {
  if (!databaseUrl) return new SoleLeadership();
  return key === 'global'
    ? new LeaderLock(databaseUrl, 0, GLOBAL_LOCK_NAMESPACE)
    : new LeaderLock(databaseUrl, key);
}

/** First key of the indexer's advisory lock: "CVIX" in ASCII, so it cannot collide with other
 *  users of the same database by accident. The second key is the chain id: one leader per chain.
 *  Other jobs that must run on one instance only pass a namespace of their own. */
export const INDEXER_LOCK_NAMESPACE = 0x43564958;

/**
 * Leadership among servers sharing one PostgreSQL: whoever holds the session-level advisory lock
 * indexes; the others stand by and try again. The lock lives on a dedicated connection, so it is
 * released when that connection ends, including when the process dies.
 */
export class LeaderLock implements Leadership {
  private client: pg.Client | null = null;
  private held = false;
  /** An acquire under way: the indexer and a chain's jobs share one lock, and two at once must not
   *  open two sessions. */
  private pending: Promise<boolean> | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly key: number,
    private readonly namespace = INDEXER_LOCK_NAMESPACE,
  ) {}

  get leads(): boolean {
    return this.held && this.client !== null;
  }

  /** True while this process holds the lock (taking it if free). */
  acquire(): Promise<boolean> {
    if (this.held && this.client) return Promise.resolve(true);
    this.pending ??= this.take().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async take(): Promise<boolean> {
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.databaseUrl });
        // A lost connection releases the lock on the server: stop leading at once.
        client.on('error', () => this.forget(client));
        client.on('end', () => this.forget(client));
        await client.connect();
        this.client = client;
      }
      const result = await this.client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, $2) as locked',
        [this.namespace, this.key],
      );
      this.held = result.rows[0]?.locked === true;
      return this.held;
    } catch {
      await this.release();
      return false;
    }
  }

  async release(): Promise<void> {
    await this.pending?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    this.held = false;
    // Ending the session releases the lock.
    await client?.end().catch(() => undefined);
  }

  private forget(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.held = false;
  }
}
