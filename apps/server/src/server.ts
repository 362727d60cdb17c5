import type { FastifyInstance } from 'fastify';
import { buildHttpApp } from './app';
import type { ChainRegistry } from './chain/registry';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { createRuntime } from './runtime';
import type { DonationEvents } from './services/donations/events';
import type { DonationIndexer } from './services/indexer/donation-indexer';
import type { DevMailbox } from './services/mail/dev-mailbox';

export interface RunningServer {
  app: FastifyInstance;
  /** Where a browser on this machine reaches the app, e.g. http://localhost:3000. */
  url: string;
  database: DatabaseHandle;
  chains: ChainRegistry;
  /** One per chain, in the registry's order: each records its chain's donations; started with
   *  the server, stopped before it. */
  indexers: DonationIndexer[];
  /** The indexer of one chain (the demo seed and tests wait on it). */
  indexerOf(chainId: number): DonationIndexer;
  /** New donations, as the live event streams receive them. */
  donationEvents: DonationEvents;
  /** The embedded SMTP server catching every mail (unless SMTP_URL is set, or in production). */
  devMailbox: DevMailbox | undefined;
  close(): Promise<void>;
}

/** Builds the runtime (database with migrations applied, chains, lanes, indexers, jobs), the HTTP
 *  app on it, listens, then starts the indexers and jobs. Shared by `src/index.ts` and
 *  `scripts/start.ts`. */
export async function startServer(env: Env): Promise<RunningServer> {
  const runtime = await createRuntime(env);
  let app: FastifyInstance;
  try {
    app = await buildHttpApp(runtime);
    runtime.useLogger(app.log);
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await runtime.close();
    throw error;
  }
  runtime.start();
  const { indexers, chains } = runtime;
  const shownHost = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(env.host) ? 'localhost' : env.host;
  return {
    app,
    url: `http://${shownHost}:${env.port}`,
    database: runtime.database!,
    chains,
    indexers,
    indexerOf(chainId) {
      const found = indexers[chains.ids.indexOf(chainId)];
      if (!found) throw new Error(`No indexer for chain ${chainId}`);
      return found;
    },
    donationEvents: runtime.donationEvents,
    devMailbox: runtime.devMailbox,
    async close() {
      // At once: stop accepting connections, end event streams with a short retry (browsers
      // reconnect through the load balancer to another instance), let requests in flight finish,
      // and have the indexers commit or abandon their range and the jobs their tick, and free
      // every lead. Then the runtime closes the rest in reverse, the database last.
      await Promise.all([runtime.stop(), app.close()]);
      await runtime.close();
    },
  };
}
