import pg from 'pg';

type Log = (object: Record<string, unknown>, message: string) => void;

export interface NotifyChannelOptions {
  databaseUrl: string;
  channel: string;
  onMessage: (payload: string) => void | Promise<void>;
  /** After a lost listener connection is back: what was sent meanwhile never arrives. */
  onReconnect: () => void;
  logger?: { info: Log; warn: Log };
  /** First retry delay; doubled per failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * One PostgreSQL LISTEN on a dedicated connection (a pooled one would drop it on release), and
 * NOTIFY on a short-lived one. The listener reconnects with backoff for as long as it is open.
 */
export class NotifyChannel {
  private client: pg.Client | null = null;
  private notifier: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private everConnected = false;

  constructor(private readonly options: NotifyChannelOptions) {}

  get connected(): boolean {
    return this.client !== null;
  }

  /** Resolves once listening; a first failure throws (the server should not start deaf). */
  async start(): Promise<void> {
    await this.listen();
  }

  async notify(payload: string): Promise<void> {
    if (this.closed) return;
    if (!this.notifier) {
      const client = new pg.Client({ connectionString: this.options.databaseUrl });
      client.on('error', () => {
        if (this.notifier === client) this.notifier = null;
      });
      await client.connect();
      this.notifier = client;
    }
    try {
      await this.notifier.query('select pg_notify($1, $2)', [this.options.channel, payload]);
    } catch (error) {
      const broken = this.notifier;
      this.notifier = null;
      await broken?.end().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const clients = [this.client, this.notifier];
    this.client = null;
    this.notifier = null;
    await Promise.all(clients.map((client) => client?.end().catch(() => undefined)));
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === this.options.channel && message.payload !== undefined) {
        void this.options.onMessage(message.payload);
      }
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.options.logger?.warn({ err: error }, 'donation listener lost its connection; reconnecting');
      this.scheduleRetry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.options.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.failures = 0;
    if (this.everConnected) {
      this.options.logger?.info({}, 'donation listener reconnected; streams catch up');
      this.options.onReconnect();
    }
    this.everConnected = true;
  }

  private scheduleRetry(): void {
    const base = this.options.retryMs ?? 250;
    const delay = Math.min(this.options.maxRetryMs ?? 5_000, base * 2 ** Math.min(this.failures, 10));
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.listen().catch((error: unknown) => {
        this.options.logger?.warn({ err: error }, 'donation listener could not reconnect');
        this.scheduleRetry();
      });
    }, delay);
  }
}
