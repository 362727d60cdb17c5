import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type ChainRegistry, connectChains } from './chain/registry';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Env } from './env';
import { JobRunner } from './infra/jobs/job-runner';
import { leadershipOf } from './infra/jobs/leader-lock';
import { createHitCounter } from './infra/limits/create-hit-counter';
import { databaseSendLock } from './infra/relayer/relayer-lock';
import { resolveSecrets } from './secrets';
import { DonationEvents } from './services/donations/events';
import { DonationIndexer } from './services/indexer/donation-indexer';
import { DevMailbox } from './services/mail/dev-mailbox';
import { MailWorker } from './services/mail/mail-worker';
import { UnattachedCleanup } from './services/media/unattached-cleanup';

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
  /** Sends the outbox; undefined when no SMTP server is configured in production. */
  mailWorker: MailWorker | undefined;
  close(): Promise<void>;
}

/** Opens the database (applying migrations), reads the deployment, builds the app and listens.
 *  Shared by `src/index.ts` and `scripts/start.ts`. */
export async function startServer(env: Env): Promise<RunningServer> {
  const chains = await connectChains(env.chains);
  const secrets = await resolveSecrets(env, chains.primary.local);
  const database = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { pgliteDir: join(env.dataDir, 'pglite') },
  );
  // Several instances may share a PostgreSQL: donations recorded by any reach the pages of all.
  let app: FastifyInstance | undefined;
  let indexers: DonationIndexer[] = [];
  const donationEvents = new DonationEvents(
    env.databaseUrl
      ? {
          databaseUrl: env.databaseUrl,
          db: database.db,
          deployment: chains.accounting,
          // The app (and its logger) comes next; the listener logs only once it runs.
          logger: {
            info: (object, message) => app?.log.info(object, message),
            warn: (object, message) => app?.log.warn(object, message),
          },
        }
      : undefined,
  );
  const hitCounter = createHitCounter(env, database, {
    info: (object, message) => app?.log.info(object, message),
    warn: (object, message) => app?.log.warn(object, message),
  });
  // Without SMTP_URL outside production, a mailbox in this process catches every message.
  const devMailbox = env.mail.devMailbox ? new DevMailbox() : undefined;
  // Whether this instance leads each chain (its indexer and the chain's jobs) and the deployment.
  const chainLeads = new Map(
    chains.all.map((chain) => [chain.chainId, leadershipOf(env.databaseUrl, chain.chainId)]),
  );
  const jobs = new JobRunner({
    leadership: {
      global: leadershipOf(env.databaseUrl, 'global'),
      chain: (chainId) => chainLeads.get(chainId)!,
    },
    logger: {
      info: (object, message) => app?.log.info(object, message),
      warn: (object, message) => app?.log.warn(object, message),
    },
  });
  try {
    await devMailbox?.start();
    await donationEvents.start();
    app = await buildApp({
      env,
      db: database.db,
      chains,
      secrets,
      donationEvents,
      hitCounter,
      indexerStatus: () => indexers,
      jobs,
      relayerSendLock:
        database.kind === 'postgres' ? (chainId) => databaseSendLock(database.db, chainId) : undefined,
      devMailbox,
    });
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await devMailbox?.stop();
    await hitCounter.close();
    await donationEvents.close();
    await database.close();
    throw error;
  }
  // One loop per chain, each with its own checkpoint, lock and backoff: a chain whose RPC fails
  // never delays another (decision 060).
  const logger = app.log;
  const started = chains.all.map(
    (chain) =>
      new DonationIndexer({
        db: database.db,
        chainId: chain.chainId,
        deployment: chain.deployment,
        accounting: chains.accounting,
        nativeSymbol: chain.nativeCurrency.symbol,
        rpcUrl: chain.rpcUrls,
        wsUrl: chain.wsUrl,
        confirmations: chain.confirmations,
        pollIntervalMs: chain.pollIntervalMs,
        maxRange: chain.maxBlockRange,
        leadership: env.databaseUrl ? chainLeads.get(chain.chainId) : undefined,
        events: donationEvents,
        logger: logger.child({ chainId: chain.chainId }),
      }),
  );
  indexers = started;
  for (const indexer of started) indexer.start();
  const smtpUrl = env.mail.smtpUrl ?? devMailbox?.url;
  const mailWorker = smtpUrl
    ? new MailWorker({
        db: database.db,
        chains,
        smtpUrl,
        from: env.mail.from,
        publicUrl: env.mail.publicUrl,
        secret: secrets.jwtSecret,
        logger: logger.child({ component: 'mail' }),
      })
    : undefined;
  if (mailWorker) jobs.add(mailWorker);
  else logger.warn('SMTP_URL is not set: mail stays queued in the outbox until it is');
  // Uploads no form ever attached are deleted after a day, an hour for users who own no campaign,
  // by one instance (decisions 098 and 117).
  jobs.add(
    new UnattachedCleanup({
      db: database.db,
      retentionMs: env.media.unattachedMs,
      newcomerRetentionMs: env.media.newcomerUnattachedMs,
      logger: logger.child({ component: 'media-cleanup' }),
    }),
  );
  jobs.start();
  const shownHost = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(env.host) ? 'localhost' : env.host;
  return {
    app,
    url: `http://${shownHost}:${env.port}`,
    database,
    chains,
    indexers: started,
    indexerOf(chainId) {
      const found = started[chains.ids.indexOf(chainId)];
      if (!found) throw new Error(`No indexer for chain ${chainId}`);
      return found;
    },
    donationEvents,
    devMailbox,
    mailWorker,
    async close() {
      // At once: stop accepting connections, end event streams with a short retry (browsers
      // reconnect through the load balancer to another instance), let requests in flight finish,
      // and have the indexer commit or abandon its range and free the lead. The database closes
      // last, after both.
      await Promise.all([...started.map((indexer) => indexer.stop()), app.close(), jobs.stop()]);
      await Promise.all([...chainLeads.values()].map((lead) => lead.release()));
      await devMailbox?.stop();
      await donationEvents.close();
      await hitCounter.close();
      await database.close();
    },
  };
}
