import pg from 'pg';

/** First key of the indexer's advisory lock: "CVIX" in ASCII, so it cannot collide with other
 *  users of the same database by accident. The second key is the chain id: one leader per chain.
 *  Other jobs that must run on one instance only pass a namespace of their own. */
export const INDEXER_LOCK_NAMESPACE = 0x43564958;

/**
 * Leadership among servers sharing one PostgreSQL: whoever holds the session-level advisory lock
 * indexes; the others stand by and try again. The lock lives on a dedicated connection, so it is
 * released when that connection ends, including when the process dies.
 */
export class LeaderLock {
  private client: pg.Client | null = null;
  private held = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly key: number,
    private readonly namespace = INDEXER_LOCK_NAMESPACE,
  ) {}

  /** True while this process holds the lock (taking it if free). */
  async acquire(): Promise<boolean> {
    if (this.held && this.client) return true;
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
