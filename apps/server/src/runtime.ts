import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps, Lane } from './app-deps';
import { type ChainRegistry, connectChains } from './chain/registry';
import { type Database, type DatabaseHandle, openDatabase } from './db/client';
import type { Env } from './env';
import { JobRunner } from './infra/jobs/job-runner';
import { leadershipOf } from './infra/jobs/leader-lock';
import { Lanes } from './infra/lanes/chain-lane';
import { createHitCounter } from './infra/limits/create-hit-counter';
import type { HitCounter } from './infra/limits/hit-counter';
import { Relayer, type SendLock } from './infra/relayer/relayer';
import { databaseSendLock } from './infra/relayer/relayer-lock';
import { resolveSecrets, type Secrets } from './secrets';
import { OutcomeWatcher } from './services/all-or-nothing/outcome-watcher';
import { DonationEvents } from './services/donations/events';
import { GaslessDonations } from './services/donations/gasless-donation';
import { DonationIndexer } from './services/indexer/donation-indexer';
import type { IndexerStatus } from './services/indexer/indexer-status';
import { DevMailbox } from './services/mail/dev-mailbox';
import { MailWorker } from './services/mail/mail-worker';
import { UnattachedCleanup } from './services/media/unattached-cleanup';
import { PledgeWorker } from './services/pledges/pledge-worker';
import { RoundCloser } from './services/rounds/round-closer';

/** Parts a caller brings instead of the ones the runtime would build (tests, benches). */
export interface RuntimeOverrides {
  /** A database the caller opened, and closes. */
  db?: Database;
  chains?: ChainRegistry;
  secrets?: Secrets;
  /** The primary chain's relayer; the others are built from the relayer key. */
  relayer?: Relayer;
  /** Serialises a chain's relayer sends across instances sharing its key (PostgreSQL). */
  relayerSendLock?: (chainId: number) => SendLock;
  hitCounter?: HitCounter;
  donationEvents?: DonationEvents;
  devMailbox?: DevMailbox;
  /** Indexers the caller runs itself, for /api/health and /api/metrics. */
  indexerStatus?: () => readonly IndexerStatus[];
  /** A job runner of the caller's: each chain's jobs are added to it. */
  jobs?: JobRunner;
  /** False: no indexers, mail or clean-up jobs, embedded mailbox or shared counters unless given
   *  (tests drive their own). Default true: what the server runs. */
  background?: boolean;
}

/** Everything that runs, built once; the HTTP app is built on it (it is the app's `AppDeps`). */
export interface Runtime extends AppDeps {
  /** The database, when the runtime opened it. */
  database: DatabaseHandle | undefined;
  /** One per chain, in the registry's order, when the runtime runs them. */
  indexers: DonationIndexer[];
  jobs: JobRunner | undefined;
  /** Where the runtime logs: the app's logger, which is built after it. */
  useLogger(logger: FastifyBaseLogger): void;
  /** Starts the indexers and the jobs. */
  start(): void;
  /** Stops the indexers and the jobs (a step under way commits or is abandoned) and lets go of
   *  every lead, so a standby takes over at once. */
  stop(): Promise<void>;
  /** `stop`, then closes what the runtime opened, in the reverse order of building it. */
  close(): Promise<void>;
}

type Log = (object: Record<string, unknown>, message: string) => void;
interface RuntimeLogger {
  debug: Log;
  info: Log;
  warn: Log;
  error: Log;
  child(bindings: Record<string, unknown>): RuntimeLogger;
}

/** Logs through a logger set later (the app's); nothing is logged before. */
function lateLogger(
  target: () => FastifyBaseLogger | undefined,
  bindings?: Record<string, unknown>,
): RuntimeLogger {
  let bound: FastifyBaseLogger | undefined;
  const resolve = () => {
    const base = target();
    if (!base) return undefined;
    bound ??= bindings ? base.child(bindings) : base;
    return bound;
  };
  const level =
    (name: 'debug' | 'info' | 'warn' | 'error'): Log =>
    (object, message) =>
      resolve()?.[name](object, message);
  return {
    debug: level('debug'),
    info: level('info'),
    warn: level('warn'),
    error: level('error'),
    child: (more) => lateLogger(target, { ...bindings, ...more }),
  };
}

/**
 * The one composition root (decision 125): database, chain registry, live events, counters,
 * mailbox, one lane per chain (relayer, leadership, per-chain services), indexers and jobs, built
 * in this order; `close` undoes them in reverse. `server.ts` builds the HTTP app on it and
 * starts it; tests and benches build the same runtime with overrides.
 */
export async function createRuntime(env: Env, overrides: RuntimeOverrides = {}): Promise<Runtime> {
  const background = overrides.background ?? true;
  let target: FastifyBaseLogger | undefined;
  const log = lateLogger(() => target);
  /** What to undo on close, in the order it was built. */
  const built: (() => Promise<void> | void)[] = [];
  const undo = async () => {
    for (const step of built.reverse()) await step();
  };
  try {
    const chains = overrides.chains ?? (await connectChains(env.chains));
    const secrets = overrides.secrets ?? (await resolveSecrets(env, chains.primary.local));
    let database: DatabaseHandle | undefined;
    if (!overrides.db) {
      database = await openDatabase(
        env.databaseUrl ? { url: env.databaseUrl } : { pgliteDir: join(env.dataDir, 'pglite') },
      );
      built.push(() => database?.close());
    }
    const db = overrides.db ?? database!.db;
    // Several instances may share a PostgreSQL: donations recorded by any reach the pages of all.
    let donationEvents = overrides.donationEvents;
    if (!donationEvents) {
      const events = new DonationEvents(
        env.databaseUrl && background
          ? { databaseUrl: env.databaseUrl, db, deployment: chains.accounting, logger: log }
          : undefined,
      );
      await events.start();
      built.push(() => events.close());
      donationEvents = events;
    }
    let hitCounter = overrides.hitCounter;
    if (!hitCounter && background && database) {
      const counter = createHitCounter(env, database, log);
      built.push(() => counter.close());
      hitCounter = counter;
    }
    // Without SMTP_URL outside production, a mailbox in this process catches every message.
    let devMailbox = overrides.devMailbox;
    if (!devMailbox && background && env.mail.devMailbox) {
      const mailbox = new DevMailbox();
      await mailbox.start();
      built.push(() => mailbox.stop());
      devMailbox = mailbox;
    }

    // One lane per chain (decision 060): its relayer (the same key, each chain its own nonces,
    // send lock, ceiling and budget), whether this instance leads it, and its services.
    const sendLock =
      overrides.relayerSendLock ??
      (background && database?.kind === 'postgres'
        ? (chainId: number) => databaseSendLock(db, chainId)
        : undefined);
    const indexers: DonationIndexer[] = [];
    const lanes = new Lanes<Lane>(
      chains,
      chains.all.map((chain) => {
        const relayer =
          chain === chains.primary && overrides.relayer
            ? overrides.relayer
            : new Relayer({
                rpcUrl: chain.rpcUrls[0]!,
                chainId: chain.chainId,
                privateKey: secrets.relayerPrivateKey,
                maxGasPrice: env.relayerMaxGasPrice,
                minBalance: env.relayerMinBalance,
                perOwnerPerHour: env.relayerRateLimit,
                counter: hitCounter,
                sendLock: sendLock?.(chain.chainId),
              });
        const chainLog = log.child({ chainId: chain.chainId });
        let indexer: DonationIndexer | undefined;
        const lane: Lane & { indexer: IndexerStatus | undefined } = {
          chain,
          relayer,
          leadership: leadershipOf(env.databaseUrl, chain.chainId),
          gasless: new GaslessDonations(
            { db, chains, chain, relayer, events: donationEvents, counter: hitCounter },
            env,
          ),
          outcomes: new OutcomeWatcher({ db, chain, relayer, logger: chainLog }),
          get indexer() {
            return overrides.indexerStatus?.().find((each) => each.chainId === chain.chainId) ?? indexer;
          },
        };
        // One loop per chain, each with its own checkpoint, lead and backoff: a chain whose RPC
        // fails never delays another (decision 060).
        if (background) {
          indexer = new DonationIndexer({
            db,
            chainId: chain.chainId,
            deployment: chain.deployment,
            accounting: chains.accounting,
            nativeSymbol: chain.nativeCurrency.symbol,
            rpcUrl: chain.rpcUrls,
            wsUrl: chain.wsUrl,
            confirmations: chain.confirmations,
            pollIntervalMs: chain.pollIntervalMs,
            maxRange: chain.maxBlockRange,
            leadership: env.databaseUrl ? lane.leadership : undefined,
            events: donationEvents,
            logger: chainLog,
          });
          indexers.push(indexer);
        }
        return lane;
      }),
    );
    built.push(() => Promise.all(lanes.all.map((lane) => lane.leadership.release())).then(() => undefined));

    // The jobs: each chain's on its leader, the rest as their scope says (decision 125).
    const jobs =
      overrides.jobs ??
      (background
        ? new JobRunner({
            leadership: {
              global: leadershipOf(env.databaseUrl, 'global'),
              chain: (chainId) => lanes.of(chainId).leadership,
            },
            logger: log,
          })
        : undefined);
    const smtpUrl = env.mail.smtpUrl ?? devMailbox?.url;
    if (jobs) {
      for (const lane of lanes.all) {
        const { chain, relayer } = lane;
        jobs.add(lane.outcomes);
        jobs.add(
          new RoundCloser({
            db,
            chains,
            chainId: chain.chainId,
            relayer,
            intervalMs: env.rounds.intervalMs,
            logger: log.child({ chainId: chain.chainId }),
          }),
        );
        if (chain.deployment.pledgeCollectorAddress)
          jobs.add(
            new PledgeWorker({
              db,
              chain,
              relayer,
              ...env.pledges,
              logger: log.child({ chainId: chain.chainId, component: 'pledges' }),
            }),
          );
      }
    }
    if (jobs && background) {
      if (smtpUrl)
        jobs.add(
          new MailWorker({
            db,
            chains,
            smtpUrl,
            from: env.mail.from,
            publicUrl: env.mail.publicUrl,
            secret: secrets.jwtSecret,
            logger: log.child({ component: 'mail' }),
          }),
        );
      // Uploads no form ever attached are deleted after a day, an hour for users who own no
      // campaign, by one instance (decisions 098 and 117).
      jobs.add(
        new UnattachedCleanup({
          db,
          retentionMs: env.media.unattachedMs,
          newcomerRetentionMs: env.media.newcomerUnattachedMs,
          logger: log.child({ component: 'media-cleanup' }),
        }),
      );
    }

    let stopping: Promise<void> | undefined;
    const runtime: Runtime = {
      env,
      db,
      chains,
      lanes,
      secrets,
      donationEvents,
      hitCounter,
      devMailbox,
      jobStatus: jobs ? () => jobs.status() : undefined,
      database,
      indexers,
      jobs: overrides.jobs ? undefined : jobs,
      useLogger(logger) {
        target = logger;
      },
      start() {
        for (const indexer of indexers) indexer.start();
        if (background && !smtpUrl)
          log.warn({}, 'SMTP_URL is not set: mail stays queued in the outbox until it is');
        runtime.jobs?.start();
      },
      stop() {
        stopping ??= Promise.all([...indexers.map((indexer) => indexer.stop()), runtime.jobs?.stop()]).then(
          () => undefined,
        );
        return stopping;
      },
      async close() {
        await runtime.stop();
        await undo();
      },
    };
    return runtime;
  } catch (error) {
    await undo();
    throw error;
  }
}
