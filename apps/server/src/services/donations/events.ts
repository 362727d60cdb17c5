import { EventEmitter } from 'node:events';
import type { DonationEvent } from '@crowdvault/shared/api/donation';

/** In-process fan-out of newly recorded donations to the server-sent-event streams. One instance
 *  per server, shared by the indexer and POST /api/donations. */
export class DonationEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open campaign page holds one listener; the default warning at 10 is meant for leaks.
    this.emitter.setMaxListeners(0);
  }

  emit(event: DonationEvent): void {
    this.emitter.emit('donation', event);
  }

  /** Calls `listener` for each new donation; returns the function that stops it. */
  subscribe(listener: (event: DonationEvent) => void): () => void {
    this.emitter.on('donation', listener);
    return () => this.emitter.off('donation', listener);
  }

  listenerCount(): number {
    return this.emitter.listenerCount('donation');
  }
}
