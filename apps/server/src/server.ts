import { join } from 'node:path';
import { LOCAL_CHAIN_ID } from '@crowdvault/shared/constants';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { type ChainContext, connectChain } from './chain/context';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Env } from './env';
import { resolveSecrets } from './secrets';
import { DonationEvents } from './services/donations/events';
import { DonationIndexer } from './services/indexer/donation-indexer';
import {
  DatabaseHitCounter,
  type HitCounter,
  MemoryHitCounter,
  RedisHitCounter,
} from './services/limits/hit-counter';
import { databaseSendLock } from './services/withdrawals/relayer-lock';

export interface RunningServer {
  app: FastifyInstance;
  /** Where a browser on this machine reaches the app, e.g. http://localhost:3000. */
  url: string;
  database: DatabaseHandle;
  chain: ChainContext;
  /** Records donations from the chain; started with the server, stopped before it. */
  indexer: DonationIndexer;
  /** New donations, as the live event streams receive them. */
  donationEvents: DonationEvents;
  close(): Promise<void>;
}

/** Opens the database (applying migrations), reads the deployment, builds the app and listens.
 *  Shared by `src/index.ts` and `scripts/start.ts`. */
export async function startServer(env: Env): Promise<RunningServer> {
  const chain = await connectChain(env);
  const secrets = await resolveSecrets(env, chain.chainId);
  const database = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { pgliteDir: join(env.dataDir, 'pglite') },
  );
  // Several instances may share a PostgreSQL: donations recorded by any reach the pages of all.
  let app: FastifyInstance | undefined;
  let indexer: DonationIndexer | undefined;
  const donationEvents = new DonationEvents(
    env.databaseUrl
      ? {
          databaseUrl: env.databaseUrl,
          db: database.db,
          deployment: chain.deployment,
          // The app (and its logger) comes next; the listener logs only once it runs.
          logger: {
            info: (object, message) => app?.log.info(object, message),
            warn: (object, message) => app?.log.warn(object, message),
          },
        }
      : undefined,
  );
  const hitCounter = createHitCounter(env, database);
  try {
    await donationEvents.start();
    app = await buildApp({
      env,
      db: database.db,
      chain,
      secrets,
      donationEvents,
      hitCounter,
      indexerStatus: () => indexer,
      relayerSendLock:
        database.kind === 'postgres' ? databaseSendLock(database.db, chain.chainId) : undefined,
    });
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await hitCounter.close();
    await donationEvents.close();
    await database.close();
    throw error;
  }
  const started = new DonationIndexer({
    db: database.db,
    chainId: chain.chainId,
    deployment: chain.deployment,
    rpcUrl: env.chainRpcUrl,
    confirmations: chain.confirmations,
    databaseUrl: env.databaseUrl,
    events: donationEvents,
    logger: app.log,
    // Anvil mines on demand: half a second keeps detection well under two seconds.
    pollIntervalMs: chain.chainId === LOCAL_CHAIN_ID ? 500 : 1_000,
  });
  indexer = started;
  started.start();
  const shownHost = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(env.host) ? 'localhost' : env.host;
  return {
    app,
    url: `http://${shownHost}:${env.port}`,
    database,
    chain,
    indexer: started,
    donationEvents,
    async close() {
      // At once: stop accepting connections, end event streams with a short retry (browsers
      // reconnect through the load balancer to another instance), let requests in flight finish,
      // and have the indexer commit or abandon its range and free the lead. The database closes
      // last, after both.
      await Promise.all([started.stop(), app.close()]);
      await donationEvents.close();
      await hitCounter.close();
      await database.close();
    },
  };
}

/** Where rate limits count: Redis when given, else the PostgreSQL every instance shares, else
 *  memory (PGlite serves one process). */
function createHitCounter(env: Env, database: DatabaseHandle): HitCounter {
  if (env.redisUrl) {
    const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // A failing command reports its error to the request; the client reconnects on its own.
    redis.on('error', () => undefined);
    return new RedisHitCounter(redis);
  }
  return database.kind === 'postgres' ? new DatabaseHitCounter(database.db) : new MemoryHitCounter();
}
