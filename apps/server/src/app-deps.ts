import type { ChainRegistry } from './chain/registry';
import type { Database } from './db/client';
import type { Env } from './env';
import type { JobStatus } from './infra/jobs/job-runner';
import type { ChainLane, Lanes } from './infra/lanes/chain-lane';
import type { HitCounter } from './infra/limits/hit-counter';
import type { Secrets } from './secrets';
import type { OutcomeWatcher } from './services/all-or-nothing/outcome-watcher';
import type { DonationEvents } from './services/donations/events';
import type { GaslessDonations } from './services/donations/gasless-donation';
import type { IndexerStatus } from './services/indexer/indexer-status';
import type { DevMailbox } from './services/mail/dev-mailbox';
import type { RemoteFetchOptions } from './services/media/remote-image';

/**
 * One served chain at run time (decision 125): its client, relayer and leadership (`ChainLane`)
 * and the per-chain services the composition root (runtime.ts) hangs on it. A new per-chain
 * service is one field here and one line where runtime.ts builds the lane.
 */
export interface Lane extends ChainLane {
  /** Gasless donations relayed on this chain, with its own daily gas budget (decision 051). */
  readonly gasless: GaslessDonations;
  /** The chain's all-or-nothing outcomes and refund pushes (decision 090): a job of the chain's
   *  leader; the metrics read the gas its pushes used. */
  readonly outcomes: OutcomeWatcher;
  /** The chain's indexer, for /api/health and /api/metrics; none where this runtime runs none. */
  readonly indexer: IndexerStatus | undefined;
}

/** Everything the HTTP app needs from the runtime (runtime.ts), passed in so tests can build it on
 *  their own parts. Its own module so routes can name it without importing the app that imports
 *  them. */
export interface AppDeps {
  env: Env;
  db: Database;
  /** Every chain the deployment serves (decision 060). */
  chains: ChainRegistry;
  /** One lane per served chain, in the registry's order. */
  lanes: Lanes<Lane>;
  secrets: Secrets;
  /** New donations for the live event streams; shared with the indexers. */
  donationEvents: DonationEvents;
  /** Counts hits for every rate limit; shared by instances in a scaled-out deployment (Redis or
   *  the database). Left out: each limiter counts in this process's memory. */
  hitCounter?: HitCounter;
  /** The background jobs, for /api/metrics. */
  jobStatus?: () => readonly JobStatus[];
  /** How pasted image URLs are fetched (remote-image.ts); tests let it reach their loopback
   *  servers and shorten its time limit. */
  mediaFetch?: RemoteFetchOptions;
  /** The embedded SMTP server of `npm start` and the tests, listed at /api/dev/mailbox (never in
   *  production). */
  devMailbox?: DevMailbox;
}
