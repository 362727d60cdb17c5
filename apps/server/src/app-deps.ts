import type { ChainContext } from './chain/context';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Secrets } from './secrets';
import type { DonationEvents } from './services/donations/events';
import type { Relayer } from './services/withdrawals/relayer';

/** Everything the app needs from outside, passed in so tests can build it on their own parts.
 *  Its own module so routes can name it without importing the app that imports them. */
export interface AppDeps {
  env: Env;
  db: Database;
  chain: ChainContext;
  secrets: Secrets;
  /** New donations for the live event streams; shared with the indexer (server.ts). Tests that
   *  leave it out get one of their own. */
  donationEvents?: DonationEvents;
  /** Pays gas for gasless withdrawals; built from the relayer key when left out. */
  relayer?: Relayer;
}
