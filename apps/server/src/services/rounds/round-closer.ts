import { and, eq, lte } from 'drizzle-orm';
import type { ChainRegistry } from '../../chain/registry';
import type { Database } from '../../db/client';
import { rounds } from '../../db/schema';
import { AppError } from '../../errors';
import type { Job } from '../../infra/jobs/job-runner';
import { freezeRound } from './freeze-round';

type Log = (object: Record<string, unknown>, message: string) => void;

export interface RoundCloserOptions {
  db: Database;
  chains: ChainRegistry;
  chainId: number;
  intervalMs?: number;
  logger?: { info: Log; warn: Log };
  /** The server's clock (tests move it); the freeze itself goes by the chain's. */
  now?: () => Date;
}

/**
 * Publishes each round of its chain once its donation window has closed and every gift in it is
 * recorded (decision 136): nobody has to remember to, and a round whose indexer lags is simply
 * tried again on the next tick. A job of the chain's leader, the instance whose indexer records
 * that chain, so one instance freezes each round (the row lock would stop a second anyway).
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
    return published;
  }
}
