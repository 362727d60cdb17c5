import { allOrNothingVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { and, eq, sql } from 'drizzle-orm';
import { type Address, type Hex, type Log, parseEventLogs } from 'viem';
import { type Database, rowsOf } from '../../db/client';
import { aonRefundPushFailures } from '../../db/schema';

/** The waits between the tries of a refund push a token refused (decision 112): one try with the
 *  batch, another 5 minutes later, a last one an hour after that; then the donor claims it. */
export const REFUND_PUSH_RETRY_DELAYS_MS: readonly number[] = [5 * 60_000, 60 * 60_000];

/** The detail of the donor's 'outcome' notice once the platform stops pushing their refund. */
export const REFUND_PUSH_REFUSED_NOTICE = 'refund_push_failed';

const pairKey = (donor: string, token: string) => `${donor.toLowerCase()}:${token.toLowerCase()}`;

/** The refunds (donor and token) of a campaign the watcher does not push now: given up, or
 *  refused lately and waiting for their next try. Keys are `donor:token`, lowercase. */
export async function refundPushesOnHold(db: Database, campaignId: number, now: Date): Promise<Set<string>> {
  const rows = rowsOf<{ donor: string; token: string }>(
    await db.execute(sql`
      select donor_address as donor, token_address as token from aon_refund_push_failures
      where campaign_id = ${campaignId}
        and (given_up_at is not null or next_attempt_at > ${now.toISOString()}::timestamptz)`),
  );
  return new Set(rows.map((row) => pairKey(row.donor, row.token)));
}

/** Whether a refund (donor and token) is on hold, in the set `refundPushesOnHold` answered. */
export function isOnHold(onHold: Set<string>, donor: string, token: string): boolean {
  return onHold.has(pairKey(donor, token));
}

export interface PushResult {
  /** Payments the token refused (`RefundPushFailed`), left claimable in the vault. */
  refused: { donor: Address; token: Address; amount: bigint }[];
  /** Payments made (`Refunded`, pushed). */
  paid: { donor: Address; token: Address }[];
}

/** What one `pushRefunds` transaction of `vault` did, from its receipt's logs. */
export function pushResultOf(logs: Log[], vault: Address): PushResult {
  const own = logs.filter((log) => log.address.toLowerCase() === vault.toLowerCase());
  return {
    refused: parseEventLogs({ abi: allOrNothingVaultAbi, logs: own, eventName: 'RefundPushFailed' }).map(
      ({ args }) => ({ donor: args.donor, token: args.token, amount: args.amount }),
    ),
    paid: parseEventLogs({ abi: allOrNothingVaultAbi, logs: own, eventName: 'Refunded' })
      .filter(({ args }) => args.pushed)
      .map(({ args }) => ({ donor: args.donor, token: args.token })),
  };
}

/**
 * Records a push's result: each refused payment is tried again after the next wait, or, past the
 * last, given up, and its donor (if they have an account) told once in the bell that the refund
 * waits to be claimed to another address. A payment made clears its pair. The transaction's gas is
 * shared equally among the batch's donors, and a donor's share among their payments in it; answers
 * the gas of the refused ones and the refunds given up now.
 */
export async function recordRefundPush(
  db: Database,
  push: {
    campaignId: number;
    chainId: number;
    batch: Address[];
    result: PushResult;
    gasUsed: bigint;
    txHash: Hex;
    now: Date;
    delaysMs: readonly number[];
  },
): Promise<{ refusedGas: bigint; givenUp: PushResult['refused'] }> {
  const { campaignId, result, now } = push;
  const share = push.batch.length === 0 ? 0n : push.gasUsed / BigInt(push.batch.length);
  const payments = new Map<string, number>();
  for (const { donor } of [...result.refused, ...result.paid]) {
    payments.set(donor.toLowerCase(), (payments.get(donor.toLowerCase()) ?? 0) + 1);
  }
  let refusedGas = 0n;
  const givenUp: PushResult['refused'] = [];
  await db.transaction(async (tx) => {
    for (const paid of result.paid) {
      await tx
        .delete(aonRefundPushFailures)
        .where(
          and(
            eq(aonRefundPushFailures.campaignId, campaignId),
            eq(aonRefundPushFailures.donorAddress, paid.donor.toLowerCase()),
            eq(aonRefundPushFailures.tokenAddress, paid.token.toLowerCase()),
          ),
        );
    }
    for (const refused of result.refused) {
      const donor = refused.donor.toLowerCase();
      const token = refused.token.toLowerCase();
      const gas = share / BigInt(payments.get(donor) ?? 1);
      refusedGas += gas;
      const [before] = await tx
        .select({ attempts: aonRefundPushFailures.attempts })
        .from(aonRefundPushFailures)
        .where(
          and(
            eq(aonRefundPushFailures.campaignId, campaignId),
            eq(aonRefundPushFailures.donorAddress, donor),
            eq(aonRefundPushFailures.tokenAddress, token),
          ),
        );
      const attempts = (before?.attempts ?? 0) + 1;
      const wait = push.delaysMs[attempts - 1];
      const next = wait === undefined ? null : new Date(now.getTime() + wait);
      const values = {
        amount: refused.amount,
        attempts,
        lastTxHash: push.txHash.toLowerCase(),
        lastFailedAt: now,
        nextAttemptAt: next,
        givenUpAt: next ? null : now,
      };
      await tx
        .insert(aonRefundPushFailures)
        .values({
          campaignId,
          chainId: push.chainId,
          donorAddress: donor,
          tokenAddress: token,
          gasUsed: gas,
          firstFailedAt: now,
          ...values,
        })
        .onConflictDoUpdate({
          target: [
            aonRefundPushFailures.campaignId,
            aonRefundPushFailures.donorAddress,
            aonRefundPushFailures.tokenAddress,
          ],
          set: { ...values, gasUsed: sql`${aonRefundPushFailures.gasUsed} + ${gas}` },
        });
      if (next) continue;
      givenUp.push(refused);
      // Once per campaign and account, whichever of the donor's tokens is given up first.
      await tx.execute(sql`
        insert into notifications (user_id, campaign_id, kind, source_key, detail)
        select u.id, ${campaignId}, 'outcome', ${`outcome:${campaignId}:${REFUND_PUSH_REFUSED_NOTICE}`},
          ${REFUND_PUSH_REFUSED_NOTICE}
        from users u where u.wallet_address = ${donor}
        on conflict (user_id, source_key) do nothing`);
    }
  });
  return { refusedGas, givenUp };
}
