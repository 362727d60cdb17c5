import { pledgeCollectorAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import type { PledgeReason } from '@crowdvault/shared/api/pledge';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { type Address, encodeFunctionData, type Hex } from 'viem';
import type { ChainContext } from '../../chain/context';
import { type Database, rowsOf } from '../../db/client';
import { campaigns, pledgePeriods, pledges } from '../../db/schema';
import { AppError } from '../../errors';
import type { Job } from '../../infra/jobs/job-runner';
import { RELAYER_ERRORS, type Relayer } from '../../infra/relayer/relayer';
import { notifyPledge } from './pledge-notices';
import { chainNow, pledgeClosedReason } from './pledge-terms';
import { relayCancellation, termsOfRow } from './pledges';

type Log = (object: Record<string, unknown>, message: string) => void;
type PledgeRow = typeof pledges.$inferSelect;

export interface PledgeWorkerOptions {
  db: Database;
  chain: ChainContext;
  relayer: Relayer;
  intervalMs?: number;
  /** Attempts per period when the donor's balance or allowance is short (the first included). */
  maxAttempts?: number;
  /** Chain seconds between two attempts of one period. */
  retrySeconds?: bigint;
  /** Consecutive periods missed for the donor's reasons (balance, allowance) before it lapses. */
  lapseAfter?: number;
  /** Chain seconds before a collection that the donor is reminded of it. */
  reminderSeconds?: bigint;
  logger?: { info: Log; warn: Log };
}

export type TickReport = { collected: number; failed: number; deferred: number };

/** The worker's rules when not given; the server takes them from PLEDGE_* (env.ts), whose
 *  defaults are these. */
export const PLEDGE_WORKER_DEFAULTS = {
  maxAttempts: 3,
  retrySeconds: 6n * 3_600n,
  lapseAfter: 2,
  intervalMs: 5_000,
  reminderSeconds: 3n * 86_400n,
} as const;

/** Reasons that are the donor's: they count toward a lapse. An outage or a fee spike never does. */
const DONOR_REASONS: PledgeReason[] = ['balance', 'allowance'];

/**
 * One per chain (decision 102): collects each active pledge's current period through the relayer,
 * on time and once. Before sending it reads the donor's balance and allowance, so a pledge that
 * cannot pay costs no gas (the period is past due with its reason and retried a bounded number of
 * times, spaced in chain time); a fee spike above the relayer's ceiling defers without counting as
 * an attempt. The (pledge, period) row is the idempotency key and the collector's own
 * `collected(id, period)` is read before every send, so neither a restart nor a second instance
 * can charge a period twice (and the contract refuses it anyway). A job of the chain's leader.
 */
export class PledgeWorker implements Job {
  readonly name = 'pledge-collection';
  readonly scope: { chainLeader: number };
  readonly intervalMs: number;
  /** The block from which the collector's PledgeCancelled events are read next. */
  private cancelScanFrom: bigint | null = null;

  constructor(private readonly options: PledgeWorkerOptions) {
    this.scope = { chainLeader: options.chain.chainId };
    this.intervalMs = options.intervalMs ?? PLEDGE_WORKER_DEFAULTS.intervalMs;
  }

  /** One pass over the chain's running pledges at the chain's current time. */
  async tick(): Promise<TickReport> {
    const { db, chain } = this.options;
    const report: TickReport = { collected: 0, failed: 0, deferred: 0 };
    const now = await chainNow(chain);
    await this.recordChainEvents(now);
    const rows = await db
      .select({ pledge: pledges, campaign: campaigns })
      .from(pledges)
      .innerJoin(campaigns, eq(campaigns.id, pledges.campaignId))
      .where(and(eq(pledges.chainId, chain.chainId), inArray(pledges.status, ['active', 'past_due'])));
    for (const { pledge, campaign } of rows) {
      const outcome = await this.step(pledge, campaign, now);
      if (outcome) report[outcome] += 1;
    }
    // After the steps, so a pledge stopped in this pass is cancelled on chain in this pass too.
    await this.relayCancellations();
    return report;
  }

  private async step(
    pledge: PledgeRow,
    campaign: typeof campaigns.$inferSelect,
    now: bigint,
  ): Promise<keyof TickReport | null> {
    const closed = pledgeClosedReason(campaign, new Date(Number(now) * 1000));
    if (closed) {
      // Ended, or stopped by moderation (paused, flagged, rejected): the pledge stops for good and
      // its CancelPledge is relayed in this pass, so nobody can collect it on chain either
      // (issue 38, decision 116). A campaign that resumes takes new pledges.
      const byModeration = closed === 'campaign_not_accepting';
      await this.setStatus(pledge, 'stopped', byModeration ? 'campaign_not_accepting' : 'campaign_ended');
      await notifyPledge(this.options.db, pledge, byModeration ? 'stopped_moderation' : 'stopped', 'stopped');
      return null;
    }
    if (now < pledge.startAt) return null;
    const period = BigInt(pledge.periodSeconds);
    const index = Number((now - pledge.startAt) / period);
    await this.closeMissedPeriods(pledge, index);
    if (await this.lapsed(pledge)) {
      await this.setStatus(pledge, 'lapsed', pledge.statusReason === 'allowance' ? 'allowance' : 'balance');
      await notifyPledge(this.options.db, pledge, 'lapsed', 'lapsed');
      return null;
    }
    if (index >= pledge.periods) {
      await this.setStatus(pledge, 'completed', null);
      return null;
    }
    const [row] = await this.options.db
      .select()
      .from(pledgePeriods)
      .where(and(eq(pledgePeriods.pledgeRowId, pledge.id), eq(pledgePeriods.periodIndex, index)));
    if (row?.status === 'collected') {
      await this.remindBefore(pledge, index + 1, now);
      return null;
    }
    if (row?.status === 'sending' && !(await this.sendAbandoned(row.txHash as Hex | null))) return null;
    const maxAttempts = this.options.maxAttempts ?? PLEDGE_WORKER_DEFAULTS.maxAttempts;
    if (row && row.attempts >= maxAttempts) return null;
    const retry = this.options.retrySeconds ?? PLEDGE_WORKER_DEFAULTS.retrySeconds;
    if (row?.status === 'failed' && row.lastAttemptAt !== null && now - row.lastAttemptAt < retry)
      return null;
    return this.collect(pledge, index, now);
  }

  private async collect(pledge: PledgeRow, index: number, now: bigint): Promise<keyof TickReport | null> {
    const { db, chain, relayer } = this.options;
    const collector = chain.deployment.pledgeCollectorAddress as Address;
    const terms = termsOfRow(pledge);
    const id = pledge.pledgeId as Hex;
    const [cancelled, done] = await Promise.all([
      chain.client.readContract({
        address: collector,
        abi: pledgeCollectorAbi,
        functionName: 'cancelled',
        args: [id],
      }),
      chain.client.readContract({
        address: collector,
        abi: pledgeCollectorAbi,
        functionName: 'collected',
        args: [id, BigInt(index)],
      }),
    ]);
    if (cancelled) {
      await this.cancelled(pledge);
      return null;
    }
    if (done) {
      await this.markPeriod(pledge, index, { status: 'collected' });
      await this.setStatus(pledge, index + 1 >= pledge.periods ? 'completed' : 'active', null);
      return null;
    }
    const [balance, allowance] = await Promise.all([
      chain.client.readContract({
        address: terms.token,
        abi: testUsdtAbi,
        functionName: 'balanceOf',
        args: [terms.donor],
      }),
      chain.client.readContract({
        address: terms.token,
        abi: testUsdtAbi,
        functionName: 'allowance',
        args: [terms.donor, collector],
      }),
    ]);
    const short: PledgeReason | null =
      balance < terms.amount ? 'balance' : allowance < terms.amount ? 'allowance' : null;
    if (short) {
      await this.fail(pledge, index, now, short);
      return 'failed';
    }
    // Claim the period: only one sender per (pledge, period), across instances and restarts.
    const claimed = await db.execute(sql`
      insert into pledge_periods (pledge_row_id, period_index, status, attempts, last_attempt_at)
      values (${pledge.id}, ${index}, 'sending', 1, ${now})
      on conflict (pledge_row_id, period_index) do update
        set status = 'sending', attempts = pledge_periods.attempts + 1, last_attempt_at = ${now}, updated_at = now()
        where pledge_periods.status in ('failed', 'deferred', 'sending')
      returning id`);
    if (rowsOf(claimed).length === 0) return null;
    const call = {
      abi: pledgeCollectorAbi,
      functionName: 'collect',
      args: [terms, pledge.signature as Hex, BigInt(index)],
    } as const;
    let hash: Hex;
    try {
      const gas = await chain.client.estimateContractGas({
        address: collector,
        ...call,
        account: relayer.address,
      });
      hash = await relayer.send(
        { to: collector, data: encodeFunctionData(call), gas: (gas * 12n) / 10n },
        { gasTooHigh: RELAYER_ERRORS.gasTooHigh, lowBalance: RELAYER_ERRORS.lowBalance },
      );
    } catch (error) {
      // Nothing was sent: a fee spike or an empty relayer defers without using an attempt.
      const reason: PledgeReason =
        error instanceof AppError && error.message === RELAYER_ERRORS.gasTooHigh ? 'gas_price' : 'relayer';
      await this.markPeriod(pledge, index, { status: 'deferred', reason, undoAttempt: true });
      this.options.logger?.info({ pledgeId: pledge.pledgeId, index, reason }, 'pledge collection deferred');
      return 'deferred';
    }
    await this.markPeriod(pledge, index, { status: 'sending', txHash: hash });
    const receipt = await chain.client.waitForTransactionReceipt({
      hash,
      pollingInterval: 200,
      timeout: 60_000,
    });
    if (receipt.status !== 'success') {
      await this.fail(pledge, index, now, 'relayer');
      return 'failed';
    }
    await this.markPeriod(pledge, index, { status: 'collected', txHash: hash });
    await this.creditDonor(pledge, hash);
    await this.setStatus(pledge, index + 1 >= pledge.periods ? 'completed' : 'active', null);
    await notifyPledge(this.options.db, pledge, 'collected', `collected:${index}`);
    this.options.logger?.info({ pledgeId: pledge.pledgeId, index, hash }, 'pledge period collected');
    return 'collected';
  }

  /** The donor's CancelPledge of every pledge that is over here but not yet on chain: cancelled
   *  (a relay refused while the relayer was down, decision 106), stopped or lapsed (decision 116). */
  private async relayCancellations(): Promise<void> {
    const { db, chain, relayer } = this.options;
    const waiting = await db
      .select()
      .from(pledges)
      .where(
        and(
          eq(pledges.chainId, chain.chainId),
          inArray(pledges.status, ['cancelled', 'stopped', 'lapsed']),
          isNotNull(pledges.cancelSignature),
        ),
      );
    for (const pledge of waiting) {
      try {
        await relayCancellation(db, chain, relayer, pledge);
      } catch (error) {
        this.options.logger?.info(
          { err: error, pledgeId: pledge.pledgeId },
          'pledge cancellation not relayed yet',
        );
        return; // the relayer is down or fees are high: the next pass tries again
      }
    }
  }

  /**
   * What happened on the collector since the last pass, whoever sent it. A donor may cancel with
   * their own wallet (`cancel`), not through CrowdVault: such pledges are marked cancelled, with the
   * bell's notice, at once, rather than when the next collection is tried (or never, after the last
   * period, which would then show "completed"). And anyone holding a pledge's signature may collect
   * its current period: each `PledgeCollected` is recorded as that period's collection, whatever
   * the pledge's state here, so the API counts what the chain did (issue 38, item 2). The first
   * pass reads the collector's state instead of scanning the chain's history.
   */
  private async recordChainEvents(now: bigint): Promise<void> {
    const { db, chain } = this.options;
    const collector = chain.deployment.pledgeCollectorAddress as Address;
    // Uncached: viem keeps a block number for a few seconds, and passes that come quicker (the
    // simulation's) read a head older than the last scan and skipped a donor's cancellation.
    const head = await chain.client.getBlockNumber({ cacheTime: 0 });
    if (this.cancelScanFrom === null) {
      await this.readCollectorState(now);
      this.cancelScanFrom = head + 1n;
      return;
    }
    if (this.cancelScanFrom > head) return;
    const events = await chain.client.getContractEvents({
      address: collector,
      abi: pledgeCollectorAbi,
      fromBlock: this.cancelScanFrom,
      toBlock: head,
    });
    const cancelledIds = new Set<string>();
    for (const event of events) {
      if (event.eventName === 'PledgeCancelled') cancelledIds.add(event.args.pledgeId!.toLowerCase());
      if (event.eventName === 'PledgeCollected')
        await this.recordCollected(event.args.pledgeId!, Number(event.args.period), event.transactionHash);
    }
    if (cancelledIds.size > 0) {
      const running = await db
        .select()
        .from(pledges)
        .where(and(eq(pledges.chainId, chain.chainId), inArray(pledges.status, ['active', 'past_due'])));
      for (const pledge of running)
        if (cancelledIds.has(pledge.pledgeId.toLowerCase())) await this.cancelled(pledge);
    }
    this.cancelScanFrom = head + 1n;
  }

  /** The first pass: `cancelled` of each running pledge, and `collectedCount` of each pledge whose
   *  periods have not all passed, with the periods found collected by someone else recorded. */
  private async readCollectorState(now: bigint): Promise<void> {
    const { db, chain } = this.options;
    const collector = chain.deployment.pledgeCollectorAddress as Address;
    const open = await db
      .select()
      .from(pledges)
      .where(
        and(
          eq(pledges.chainId, chain.chainId),
          or(
            inArray(pledges.status, ['active', 'past_due']),
            and(
              inArray(pledges.status, ['stopped', 'cancelled', 'lapsed']),
              sql`${pledges.startAt} + ${pledges.periods}::bigint * ${pledges.periodSeconds} > ${now}`,
            ),
          ),
        ),
      );
    if (open.length === 0) return;
    const counts = await periodsCollectedHere(
      db,
      open.map((pledge) => pledge.id),
    );
    const read = (functionName: 'cancelled' | 'collectedCount', pledge: PledgeRow) =>
      chain.client.readContract({
        address: collector,
        abi: pledgeCollectorAbi,
        functionName,
        args: [pledge.pledgeId as Hex],
      });
    for (const pledge of open) {
      const running = pledge.status === 'active' || pledge.status === 'past_due';
      const [cancelled, onChain] = await Promise.all([
        running ? read('cancelled', pledge) : false,
        read('collectedCount', pledge),
      ]);
      const here = counts.get(pledge.id) ?? new Set<number>();
      if (BigInt(here.size) < (onChain as bigint)) {
        const last = Math.min(
          pledge.periods - 1,
          Number((now - pledge.startAt) / BigInt(pledge.periodSeconds)),
        );
        for (let index = 0; index <= last; index += 1) {
          if (here.has(index)) continue;
          const done = await chain.client.readContract({
            address: collector,
            abi: pledgeCollectorAbi,
            functionName: 'collected',
            args: [pledge.pledgeId as Hex, BigInt(index)],
          });
          if (done) await this.recordCollected(pledge.pledgeId as Hex, index, null);
        }
      }
      if (cancelled) await this.cancelled(pledge);
    }
  }

  /** Period `index` of the pledge `id` was collected on chain (by this worker or anyone): kept as
   *  collected (also over a period closed as missed here), and the donor told once. */
  private async recordCollected(id: Hex, index: number, txHash: Hex | null): Promise<void> {
    const { db, chain } = this.options;
    const [pledge] = await db
      .select()
      .from(pledges)
      .where(and(eq(pledges.chainId, chain.chainId), eq(pledges.pledgeId, id.toLowerCase())));
    if (!pledge) return; // another platform's pledge on the same collector
    const changed = rowsOf(
      await db.execute(sql`
        insert into pledge_periods (pledge_row_id, period_index, status, attempts, tx_hash)
        values (${pledge.id}, ${index}, 'collected', 0, ${txHash})
        on conflict (pledge_row_id, period_index) do update
          set status = 'collected', reason = null, updated_at = now(),
            tx_hash = coalesce(${txHash}, pledge_periods.tx_hash)
          where pledge_periods.status <> 'collected'
        returning id`),
    );
    if (changed.length === 0) return;
    if (txHash) await this.creditDonor(pledge, txHash);
    await notifyPledge(db, pledge, 'collected', `collected:${index}`);
    this.options.logger?.info(
      { pledgeId: pledge.pledgeId, index, txHash },
      'pledge period collected by another sender',
    );
  }

  /** The indexer names the donor's account on the donation by the collection's transaction; when
   *  it recorded the transfer before the hash was kept here, the donation gets it now, anonymous
   *  only if the donor chose so (issue 40). */
  private async creditDonor(pledge: PledgeRow, hash: Hex): Promise<void> {
    await this.options.db.execute(sql`
      update donations set donor_user_id = ${pledge.userId}, is_anonymous = ${pledge.isAnonymous}
      where chain_id = ${pledge.chainId} and tx_hash = ${hash.toLowerCase()}
        and donor_address = ${pledge.donorAddress} and donor_user_id is null`);
  }

  /** Cancelled on chain by the donor: stopped here too, and the donor told once. */
  private async cancelled(pledge: PledgeRow): Promise<void> {
    await this.setStatus(pledge, 'cancelled', null);
    await notifyPledge(this.options.db, pledge, 'cancelled', 'cancelled');
  }

  /** A send left 'sending' (a restart mid-way): abandoned when its transaction is unknown to the
   *  chain or failed; one still pending or mined is not sent again (the collector's own
   *  `collected` is read before any new send). */
  private async sendAbandoned(hash: Hex | null): Promise<boolean> {
    if (!hash) return true;
    const { client } = this.options.chain;
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => null);
    if (receipt) return receipt.status !== 'success';
    const pending = await client.getTransaction({ hash }).catch(() => null);
    return pending === null;
  }

  private async fail(pledge: PledgeRow, index: number, now: bigint, reason: PledgeReason): Promise<void> {
    await this.options.db.execute(sql`
      insert into pledge_periods (pledge_row_id, period_index, status, attempts, reason, last_attempt_at)
      values (${pledge.id}, ${index}, 'failed', 1, ${reason}, ${now})
      on conflict (pledge_row_id, period_index) do update
        set status = 'failed', reason = ${reason}, last_attempt_at = ${now}, updated_at = now(),
          attempts = pledge_periods.attempts + (case when pledge_periods.status = 'sending' then 0 else 1 end)
        where pledge_periods.status <> 'collected'`);
    await this.setStatus(pledge, 'past_due', reason);
    // Once per period: the donor learns why, and can top up or approve again before it ends.
    if (reason === 'balance' || reason === 'allowance') {
      await notifyPledge(this.options.db, pledge, `failed_${reason}`, `failed:${index}`, index);
    }
  }

  /** Three days before period `next` is due, once. */
  private async remindBefore(pledge: PledgeRow, next: number, now: bigint): Promise<void> {
    if (next >= pledge.periods) return;
    const due = pledge.startAt + BigInt(next) * BigInt(pledge.periodSeconds);
    if (due - now <= (this.options.reminderSeconds ?? PLEDGE_WORKER_DEFAULTS.reminderSeconds))
      await notifyPledge(this.options.db, pledge, 'reminder', `reminder:${next}`, next);
  }

  private async markPeriod(
    pledge: PledgeRow,
    index: number,
    change: {
      status: 'collected' | 'sending' | 'deferred';
      txHash?: Hex;
      reason?: PledgeReason;
      undoAttempt?: boolean;
    },
  ): Promise<void> {
    await this.options.db.execute(sql`
      insert into pledge_periods (pledge_row_id, period_index, status, attempts, reason, tx_hash)
      values (${pledge.id}, ${index}, ${change.status}, 0, ${change.reason ?? null}, ${change.txHash ?? null})
      on conflict (pledge_row_id, period_index) do update
        set status = ${change.status}, reason = ${change.reason ?? null},
          tx_hash = coalesce(${change.txHash ?? null}, pledge_periods.tx_hash), updated_at = now(),
          attempts = pledge_periods.attempts - ${change.undoAttempt ? 1 : 0}
        where pledge_periods.status <> 'collected'`);
  }

  /** Every period before `current` not collected is missed (with its last reason, or 'relayer'
   *  when none was tried: the platform's fault, never the donor's). The donor heard of a miss for
   *  their reasons when it failed; one for the platform's is told now, once per period, so a month
   *  without a gift is never silent (issue 32: failed payments must not be invisible). */
  private async closeMissedPeriods(pledge: PledgeRow, current: number): Promise<void> {
    const last = Math.min(current, pledge.periods);
    if (last <= 0) return;
    const closed = rowsOf<{ period_index: number; reason: PledgeReason }>(
      await this.options.db.execute(sql`
        insert into pledge_periods (pledge_row_id, period_index, status, reason)
        select ${pledge.id}, i, 'missed', 'relayer' from generate_series(0, ${last - 1}) as i
        on conflict (pledge_row_id, period_index) do update
          set status = 'missed', reason = coalesce(pledge_periods.reason, 'relayer'), updated_at = now()
          where pledge_periods.status in ('failed', 'deferred', 'sending')
        returning period_index, reason`),
    );
    for (const { period_index: index, reason } of closed) {
      if (DONOR_REASONS.includes(reason)) continue;
      await notifyPledge(this.options.db, pledge, 'missed_platform', `missed:${index}`, Number(index));
    }
  }

  /** Lapsed after `lapseAfter` consecutive missed periods for the donor's reasons. */
  private async lapsed(pledge: PledgeRow): Promise<boolean> {
    const lapseAfter = this.options.lapseAfter ?? PLEDGE_WORKER_DEFAULTS.lapseAfter;
    const recent = await this.options.db
      .select({ status: pledgePeriods.status, reason: pledgePeriods.reason })
      .from(pledgePeriods)
      .where(
        and(eq(pledgePeriods.pledgeRowId, pledge.id), inArray(pledgePeriods.status, ['collected', 'missed'])),
      )
      .orderBy(sql`${pledgePeriods.periodIndex} desc`)
      .limit(lapseAfter);
    return (
      recent.length === lapseAfter &&
      recent.every((row) => row.status === 'missed' && DONOR_REASONS.includes(row.reason as PledgeReason))
    );
  }

  private async setStatus(
    pledge: PledgeRow,
    status: PledgeRow['status'],
    reason: PledgeReason | null,
  ): Promise<void> {
    if (pledge.status === status && pledge.statusReason === reason) return;
    // Never revive a pledge cancelled meanwhile (the donor's cancellation wins any race).
    await this.options.db
      .update(pledges)
      .set({ status, statusReason: reason, updatedAt: new Date() })
      .where(and(eq(pledges.id, pledge.id), inArray(pledges.status, ['active', 'past_due'])));
    pledge.status = status;
    pledge.statusReason = reason;
  }
}

/** Per pledge row: the periods recorded here as collected. */
async function periodsCollectedHere(db: Database, ids: number[]): Promise<Map<number, Set<number>>> {
  const rows = await db
    .select({ id: pledgePeriods.pledgeRowId, index: pledgePeriods.periodIndex })
    .from(pledgePeriods)
    .where(and(inArray(pledgePeriods.pledgeRowId, ids), eq(pledgePeriods.status, 'collected')));
  const map = new Map<number, Set<number>>();
  for (const row of rows) map.set(row.id, (map.get(row.id) ?? new Set()).add(row.index));
  return map;
}
