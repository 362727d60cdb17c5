import WebSocket from 'ws';
import { parseRetryAfter } from '../../chain/retry-after';

export interface HeadFollowerOptions {
  /** The node's WebSocket endpoint (anvil serves one on its HTTP port). */
  url: string;
  /** Called with each new head's number, as the node announces it. */
  onHead: (block: bigint) => void;
  /** Called when the subscription starts or ends (the indexer polls faster while it is down). */
  onChange?: (subscribed: boolean) => void;
  /** First delay before reconnecting; doubled on each failure up to `maxReconnectMs`. */
  reconnectMs?: number;
  maxReconnectMs?: number;
  /** How often the socket is pinged; one that has not answered the previous ping by the next is
   *  presumed dead and replaced (a node that stopped without closing the connection, a proxy
   *  that dropped it silently). */
  heartbeatMs?: number;
}

const RECONNECT_MS = 250;
const MAX_RECONNECT_MS = 5_000;
const HEARTBEAT_MS = 15_000;

/**
 * Follows a chain's new heads by `eth_subscribe("newHeads")` over a WebSocket, so the indexer
 * reads a block the moment the node has it instead of at its next poll. Reconnects by itself
 * (backoff up to 5 s) for as long as it runs; while it is down the indexer polls as before, so
 * a missed announcement costs latency, never a block.
 */
export class HeadFollower {
  private socket: WebSocket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private delay: number;
  private stopped = true;
  private active = false;
  private lastHead: bigint | null = null;

  constructor(private readonly options: HeadFollowerOptions) {
    this.delay = options.reconnectMs ?? RECONNECT_MS;
  }

  /** Whether a subscription is live now. */
  get subscribed(): boolean {
    return this.active;
  }

  /** The newest head announced, or null before the first. */
  get head(): bigint | null {
    return this.lastHead;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.drop();
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(this.options.url, { handshakeTimeout: 5_000 });
    this.socket = socket;
    socket.on('open', () => {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }));
      this.watch(socket);
    });
    socket.on('message', (data) => {
      let message: { id?: number; result?: unknown; error?: unknown; method?: string; params?: unknown };
      try {
        message = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (message.id === 1) {
        if (typeof message.result === 'string') {
          this.delay = this.options.reconnectMs ?? RECONNECT_MS;
          this.setActive(true);
        } else {
          // The node has no subscriptions (an HTTP-only gateway behind a ws URL): polling it is.
          socket.close();
        }
        return;
      }
      if (message.method !== 'eth_subscription') return;
      const head = (message.params as { result?: { number?: string } } | undefined)?.result?.number;
      if (typeof head !== 'string') return;
      const block = BigInt(head);
      if (this.lastHead === null || block > this.lastHead) this.lastHead = block;
      this.options.onHead(block);
    });
    // The upgrade refused (a hosted node's rate limit answers 429): a Retry-After it gave sets
    // the wait before the next attempt (at most a minute). `terminate` then aborts the handshake
    // with 'error' and 'close', as ws does itself when nobody listens for this.
    socket.on('unexpected-response', (_request, response) => {
      const limited = response.statusCode === 429 || response.statusCode === 503;
      const wait = limited ? parseRetryAfter(response.headers['retry-after']) : null;
      if (wait !== null) this.delay = Math.max(this.delay, wait);
      socket.terminate();
    });
    // 'error' is always followed by 'close'; without a listener it would be thrown.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.drop();
      this.retry();
    });
  }

  /** Pings the socket every `heartbeatMs`; no pong since the last ping means it is dead. */
  private watch(socket: WebSocket): void {
    let answered = true;
    socket.on('pong', () => {
      answered = true;
    });
    this.heartbeat = setInterval(() => {
      if (this.socket !== socket) return;
      if (!answered) {
        this.drop();
        this.retry();
        return;
      }
      answered = false;
      socket.ping();
    }, this.options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private retry(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, this.delay);
    const max = this.options.maxReconnectMs ?? MAX_RECONNECT_MS;
    // A Retry-After above the cap is served once; the backoff then resumes from the cap.
    this.delay = Math.min(max, this.delay * 2);
  }

  private drop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.removeAllListeners('close');
      socket.on('error', () => undefined);
      socket.terminate();
    }
    this.setActive(false);
  }

  private setActive(active: boolean): void {
    if (this.active === active) return;
    this.active = active;
    this.options.onChange?.(active);
  }
}
