import { and, eq, lte } from 'drizzle-orm';
import { BaseError } from 'viem';
import type { ChainRegistry } from '../../chain/registry';
import type { Database } from '../../db/client';
import { rounds } from '../../db/schema';
import { AppError } from '../../errors';
import type { Job } from '../../infra/jobs/job-runner';
import type { Relayer } from '../../infra/relayer/relayer';
import { freezeRound } from './freeze-round';
import { acceptedCampaigns } from './round-input';
import { notifyRoundCampaigns } from './round-notices';
import { payRound, roundsToPay } from './round-payout';
import { publishPoolResult, unpublishedPoolResults } from './round-pool-result';

type Log = (object: Record<string, unknown>, message: string) => void;

export interface RoundCloserOptions {
  db: Database;
  chains: ChainRegistry;
  chainId: number;
  intervalMs?: number;
  logger?: { info: Log; warn: Log };
  /** The server's clock (tests move it); the freeze itself goes by the chain's. */
  now?: () => Date;
  /** The chain lane's relayer, the operator of the rounds' pools: with it, each published result
   *  of a round with a pool contract is sent to the pool, and paid out once final. */
  relayer?: Relayer;
  /** Entries per `payoutMany` (tests make it small). */
  payoutBatchSize?: number;
}

/**
 * Publishes each round of its chain once its donation window has closed and every gift in it is
 * recorded (decision 136): nobody has to remember to, and a round whose indexer lags is simply
 * tried again on the next tick. A job of the chain's leader, the instance whose indexer records
 * that chain, so one instance freezes each round (the row lock would stop a second anyway).
 * Then, for a round with a pool contract, it creates the pool and publishes each version's Merkle
 * root there, the first right after the freeze and again after a moderator's exclusion; a version
 * whose root is recorded is never sent again.
 */
export class RoundCloser implements Job {
  readonly name = 'round-closer';
  readonly scope: { chainLeader: number };
  readonly intervalMs: number;

  constructor(private readonly options: RoundCloserOptions) {
    this.scope = { chainLeader: options.chainId };
    this.intervalMs = options.intervalMs ?? 60_000;
  }

  /** One pass: the rounds published now. */
  async tick(): Promise<number> {
    const { db, chains, chainId, now } = this.options;
    const due = await db
      .select({ id: rounds.id })
      .from(rounds)
      .where(
        and(
          eq(rounds.chainId, chainId),
          eq(rounds.status, 'open'),
          lte(rounds.donationsCloseAt, now?.() ?? new Date()),
        ),
      );
    let published = 0;
    for (const { id } of due) {
      // Its campaigns hear that the window closed, once (the key), whether or not it can be
      // frozen yet.
      const campaignIds = (await acceptedCampaigns(db, id)).map((campaign) => campaign.campaignId);
      await notifyRoundCampaigns(db, { roundId: id, notice: 'closed', campaignIds, key: 'closed' });
      try {
        const publication = await freezeRound({ db, chains, now }, id, null);
        this.options.logger?.info({ roundId: id, resultHash: publication.resultHash }, 'round published');
        published += 1;
      } catch (error) {
        // Gifts not all recorded yet, no campaign accepted, published by an admin meanwhile:
        // nothing to do this turn. Anything else is the runner's to log.
        if (!(error instanceof AppError)) throw error;
      }
    }
    await this.publishPoolResults();
    await this.payPools();
    return published;
  }

  /** Sends each result a pool has not received; a round that fails (the relayer's ceiling, a pool
   *  whose result is already final) is logged and tried again next turn without holding up the
   *  others. Returns the transactions sent. */
  async publishPoolResults(): Promise<number> {
    const { db, chains, chainId, relayer, logger } = this.options;
    if (!relayer) return 0;
    const chain = chains.require(chainId);
    let sent = 0;
    for (const { round, publication } of await unpublishedPoolResults(db, chainId)) {
      try {
        sent += await publishPoolResult({ db, chain, relayer }, round, publication);
        logger?.info({ roundId: round.id, version: publication.version }, 'round result sent to its pool');
      } catch (error) {
        logger?.warn(
          {
            roundId: round.id,
            version: publication.version,
            error: error instanceof BaseError ? error.shortMessage : String(error),
          },
          'round result not sent to its pool yet',
        );
      }
    }
    return sent;
  }

  /** Pushes each final result's matches into the vaults and returns the leftover once done
   *  (round-payout.ts); a round that fails this turn (the relayer down, a node error) is logged and
   *  resumes next turn where the pool's own state says it stopped. Returns the rounds paid (pool
   *  settled) in this turn. */
  async payPools(): Promise<number> {
    const { db, chains, chainId, relayer, logger, payoutBatchSize } = this.options;
    if (!relayer) return 0;
    const chain = chains.require(chainId);
    let settled = 0;
    for (const round of await roundsToPay(db, chainId)) {
      try {
        const turn = await payRound({ db, chain, relayer, batchSize: payoutBatchSize }, round);
        if (turn.sent > 0 || turn.failed.length > 0) {
          logger?.info({ roundId: round.id, ...turn }, 'round payout turn');
        }
        if (turn.settled) settled += 1;
      } catch (error) {
        logger?.warn(
          { roundId: round.id, error: error instanceof BaseError ? error.shortMessage : String(error) },
          'round payout waits for the next turn',
        );
      }
    }
    return settled;
  }
}
