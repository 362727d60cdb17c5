import type { RoundCampaignPayout, RoundPayout, RoundPayoutFailure } from '@crowdvault/shared/api/rounds';
import type { RoundOutput } from '@crowdvault/shared/rounds/round-file';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roundPayoutFailures, roundPayouts } from '../../db/schema';
import { type RoundRow, tokensOf } from './round-settings';

/** Failures the round's job retries each turn until the pool's grace period ends (decision 139):
 *  the vault may still succeed, the token may let the transfer through. */
const RETRIED: ReadonlySet<RoundPayoutFailure> = new Set(['vault_not_succeeded', 'transfer_failed']);

/** When the sponsor may take back what a retried entry would have received: the pool's grace
 *  period after its `finalizeAt`. */
export function retryUntilOf(round: Pick<RoundRow, 'poolFinalizeAt' | 'poolGraceSeconds'>): Date | null {
  if (round.poolFinalizeAt === null || round.poolGraceSeconds === null) return null;
  return new Date(round.poolFinalizeAt.getTime() + round.poolGraceSeconds * 1000);
}

export interface RoundPayoutView {
  /** Per campaign with a match; a campaign with none has no payout. */
  campaigns: Map<number, RoundCampaignPayout>;
  round: RoundPayout;
}

/**
 * A published round's payout as the API shows it (decision 141): each matched campaign pending
 * until the pool's `MatchPaid` is recorded (paid, with its transaction) or the job recorded why it
 * could not pay it (failed, with the reason, and until when it is retried); the round's paid sum
 * and the leftover returned to the sponsor. Null for a round without a pool contract, whose pool
 * is the admin's figure and pays nothing on chain.
 */
export async function roundPayoutView(
  db: Executor,
  round: RoundRow,
  output: RoundOutput,
): Promise<RoundPayoutView | null> {
  if (round.poolOperatorAddress === null) return null;
  const [paid, failures] = await Promise.all([
    db.select().from(roundPayouts).where(eq(roundPayouts.roundId, round.id)),
    db.select().from(roundPayoutFailures).where(eq(roundPayoutFailures.roundId, round.id)),
  ]);
  const paidOf = new Map(paid.map((row) => [row.campaignId, row]));
  const failureOf = new Map(failures.map((row) => [row.campaignId, row]));
  const retryUntil = retryUntilOf(round);
  const campaigns = new Map<number, RoundCampaignPayout>();
  for (const result of output.campaigns) {
    if (result.match <= 0n) continue;
    const payment = paidOf.get(result.campaignId);
    const failure = failureOf.get(result.campaignId);
    const base = { amount: tokensOf(round, result.match), retryUntil: null };
    if (payment) {
      campaigns.set(result.campaignId, {
        ...base,
        amount: tokensOf(round, payment.amount),
        state: 'paid',
        txHash: payment.txHash as RoundCampaignPayout['txHash'],
        paidAt: payment.createdAt.toISOString(),
        reason: null,
      });
    } else if (failure) {
      const retried = RETRIED.has(failure.reason) && round.settledAt === null;
      campaigns.set(result.campaignId, {
        ...base,
        state: 'failed',
        txHash: null,
        paidAt: null,
        reason: failure.reason,
        retryUntil: retried ? (retryUntil?.toISOString() ?? null) : null,
      });
    } else {
      campaigns.set(result.campaignId, {
        ...base,
        state: 'pending',
        txHash: null,
        paidAt: null,
        reason: null,
      });
    }
  }
  const paidTotal = paid.reduce((sum, row) => sum + row.amount, 0n);
  return {
    campaigns,
    round: {
      finalizeAt: round.poolFinalizeAt?.toISOString() ?? null,
      total: tokensOf(round, output.matched),
      paid: tokensOf(round, paidTotal),
      leftover: round.leftoverAmount === null ? null : tokensOf(round, round.leftoverAmount),
      leftoverTxHash: (round.leftoverTxHash as RoundPayout['leftoverTxHash']) ?? null,
      settledAt: round.settledAt?.toISOString() ?? null,
    },
  };
}
