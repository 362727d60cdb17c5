import type { ChainRegistry } from './chain/registry';
import type { Database } from './db/client';
import type { Env } from './env';
import type { JobRunner } from './infra/jobs/job-runner';
import type { HitCounter } from './infra/limits/hit-counter';
import type { Relayer, SendLock } from './infra/relayer/relayer';
import type { Secrets } from './secrets';
import type { DonationEvents } from './services/donations/events';
import type { IndexerStatus } from './services/indexer/indexer-status';
import type { DevMailbox } from './services/mail/dev-mailbox';
import type { RemoteFetchOptions } from './services/media/remote-image';

/** Everything the app needs from outside, passed in so tests can build it on their own parts.
 *  Its own module so routes can name it without importing the app that imports them. */
export interface AppDeps {
  env: Env;
  db: Database;
  /** Every chain the deployment serves (decision 060). */
  chains: ChainRegistry;
  secrets: Secrets;
  /** New donations for the live event streams; shared with the indexer (server.ts). Tests that
   *  leave it out get one of their own. */
  donationEvents?: DonationEvents;
  /** Counts hits for every rate limit; shared by instances in a scaled-out deployment (Redis or
   *  the database, server.ts). Left out: each limiter counts in this process's memory. */
  hitCounter?: HitCounter;
  /** The running indexers, one per chain, for /api/health and /api/metrics (server.ts starts them
   *  after the app is built). */
  indexerStatus?: () => readonly IndexerStatus[];
  /** Serialises a chain's relayer sends across instances sharing its key (server.ts, PostgreSQL). */
  relayerSendLock?: (chainId: number) => SendLock;
  /** Pays gas on the primary chain (tests); every chain's relayer is built from the relayer key
   *  when left out. */
  relayer?: Relayer;
  /** How pasted image URLs are fetched (remote-image.ts); tests let it reach their loopback
   *  servers and shorten its time limit. */
  mediaFetch?: RemoteFetchOptions;
  /** The embedded SMTP server of `npm start` and the tests, listed at /api/dev/mailbox (never in
   *  production). */
  devMailbox?: DevMailbox;
  /** The server's job runner: the app adds each chain's all-or-nothing outcome watcher (decision
   *  090) and pledge collector (decision 102), run where this instance leads that chain; tests
   *  leave it out and drive their own. */
  jobs?: JobRunner;
}
