import { allOrNothingVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Address, BaseError, ContractFunctionZeroDataError, encodeFunctionData, getAddress } from 'viem';
import type { ChainContext } from '../../chain/context';
import { type Database, rowsOf } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { Job } from '../../infra/jobs/job-runner';
import { relayAndWait } from '../../infra/relayer/relay-and-wait';
import type { Relayer } from '../../infra/relayer/relayer';
import { queueRefundMails } from '../mail/kinds/refund-available';
import {
  isOnHold,
  pushResultOf,
  REFUND_PUSH_RETRY_DELAYS_MS,
  recordRefundPush,
  refundPushesOnHold,
} from './refund-push-failures';

/** Donors per `pushRefunds` transaction: about 60k gas each, so a batch stays far below a block. */
export const REFUND_BATCH_SIZE = 50;
const VAULT_STATE = ['funding', 'succeeded', 'failed'] as const;
const RECEIPT_TIMEOUT_MS = 60_000;

type Log = (object: Record<string, unknown>, message: string) => void;

export interface OutcomeWatcherOptions {
  db: Database;
  chain: ChainContext;
  relayer: Relayer;
  intervalMs?: number;
  batchSize?: number;
  logger?: { info: Log; warn: Log };
  /** The waits between tries of a refund push a token refused (decision 112); after the last the
   *  watcher stops pushing it. */
  retryDelaysMs?: readonly number[];
  /** The server's clock, which those waits are counted on (tests move it). */
  now?: () => Date;
}

const PUSH_REFUSALS = {
  gasTooHigh: 'Refunds are not pushed while network fees are high; donors can claim theirs meanwhile.',
  lowBalance: 'Refunds are not pushed while the relayer is low on funds; donors can claim theirs meanwhile.',
} as const;

/**
 * One per chain (decision 090): learns each all-or-nothing vault's outcome from the chain (its
 * state(), computed by the vault from its clock and counted total), records it once, tells the
 * donors and followers, and after a failure has the chain's relayer push every donor's refund in
 * batches, gaslessly. Donors are taken from what the indexer recorded and checked against the
 * vault's `refundable` just before each batch, so a refund already paid (claimed meanwhile, or
 * pushed and not yet indexed) is never sent again. A job of the chain's leader (the instance whose
 * indexer leads it, decision 060), so one instance per chain records outcomes and pushes refunds.
 */
export class OutcomeWatcher implements Job {
  readonly name = 'outcome-watcher';
  readonly scope: { chainLeader: number };
  readonly intervalMs: number;
  private readonly gas = { paid: 0n, refused: 0n };

  constructor(private readonly options: OutcomeWatcherOptions) {
    this.scope = { chainLeader: options.chain.chainId };
    this.intervalMs = options.intervalMs ?? 2_000;
  }

  get chainId(): number {
    return this.options.chain.chainId;
  }

  /** Gas this watcher's refund pushes used since it started: the share of payments made, and of
   *  payments a token refused (metrics: crowdvault_refund_push_gas_total). */
  pushGas(): { paid: bigint; refused: bigint } {
    return { ...this.gas };
  }

  /** One pass: record outcomes the chain now shows, then push the refunds still owed. */
  async tick(): Promise<{ decided: number; pushed: number }> {
    const decided = await this.recordOutcomes();
    let pushed = 0;
    for (const campaignId of await this.failedWithRefundsOwed()) pushed += await this.pushRefunds(campaignId);
    return { decided, pushed };
  }

  private async recordOutcomes(): Promise<number> {
    const { db, chain } = this.options;
    const open = await db
      .select({ id: campaigns.id, vault: campaigns.vaultAddress })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.fundingModel, 'all_or_nothing'),
          eq(campaigns.aonChainId, chain.chainId),
          isNull(campaigns.aonOutcome),
        ),
      );
    let decided = 0;
    for (const row of open) {
      if (!row.vault) continue;
      let state: number;
      try {
        state = await chain.client.readContract({
          address: getAddress(row.vault),
          abi: allOrNothingVaultAbi,
          functionName: 'state',
        });
      } catch (error) {
        // A vault being deployed right now (its campaign row is written first) answers no data:
        // it is read again next pass, and one vault never holds up the others.
        if (
          !(
            error instanceof BaseError &&
            error.walk((cause) => cause instanceof ContractFunctionZeroDataError)
          )
        ) {
          this.options.logger?.warn(
            { campaignId: row.id, err: error instanceof BaseError ? error.shortMessage : String(error) },
            'could not read an all-or-nothing vault’s state',
          );
        }
        continue;
      }
      const outcome = VAULT_STATE[state];
      if (outcome !== 'succeeded' && outcome !== 'failed') continue;
      if (await recordOutcome(db, row.id, outcome)) {
        decided += 1;
        this.options.logger?.info({ campaignId: row.id, outcome }, 'all-or-nothing campaign decided');
      }
    }
    return decided;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private async failedWithRefundsOwed(): Promise<number[]> {
    const { db, chain } = this.options;
    const result = await db.execute<{ id: number }>(sql`
      select c.id from campaigns c
      where c.funding_model = 'all_or_nothing' and c.aon_chain_id = ${chain.chainId} and c.aon_outcome = 'failed'
        and (select coalesce(sum(a.amount), 0) from aon_contributions a where a.campaign_id = c.id)
          > (select coalesce(sum(r.amount), 0) from aon_refunds r where r.campaign_id = c.id)`);
    return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  }

  /** Pushes the refunds of every donor the vault still owes, in batches; returns how many
   *  donors were in the batches sent. A refund its token refused is left out until its next try,
   *  and for good after the last (decision 112). */
  async pushRefunds(campaignId: number): Promise<number> {
    const { db, chain, relayer } = this.options;
    const [campaign] = await db
      .select({ vault: campaigns.vaultAddress, tokens: campaigns.aonTokens })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    if (!campaign?.vault || !campaign.tokens) return 0;
    const vault = getAddress(campaign.vault);
    const now = this.now();
    const onHold = await refundPushesOnHold(db, campaignId, now);
    const result = await db.execute<{ donor: string; token: string }>(sql`
      select a.donor_address as donor, a.token_address as token from aon_contributions a
      where a.campaign_id = ${campaignId}
      group by a.donor_address, a.token_address
      having sum(a.amount) > coalesce((select sum(r.amount) from aon_refunds r
        where r.campaign_id = ${campaignId} and r.donor_address = a.donor_address
          and r.token_address = a.token_address), 0)`);
    // Donors the index says are owed a refund that is not on hold: only they are read from the
    // vault, so a refund given up costs no reads either.
    const candidates = [
      ...new Set(
        rowsOf<{ donor: string; token: string }>(result)
          .filter((row) => !isOnHold(onHold, row.donor, row.token))
          .map((row) => getAddress(row.donor)),
      ),
    ];
    const owed: Address[] = [];
    await Promise.all(
      candidates.map(async (donor) => {
        const amounts = await Promise.all(
          (campaign.tokens ?? []).map(async (token) => ({
            token,
            amount: await chain.batchClient.readContract({
              address: vault,
              abi: allOrNothingVaultAbi,
              functionName: 'refundable',
              args: [donor, getAddress(token)],
            }),
          })),
        );
        // The push pays every token the donor is owed; it is sent when one of them is due.
        if (amounts.some(({ token, amount }) => amount > 0n && !isOnHold(onHold, donor, token)))
          owed.push(donor);
      }),
    );
    owed.sort();
    const size = this.options.batchSize ?? REFUND_BATCH_SIZE;
    let sent = 0;
    for (let start = 0; start < owed.length; start += size) {
      const batch = owed.slice(start, start + size);
      const gas = await chain.client.estimateContractGas({
        address: vault,
        abi: allOrNothingVaultAbi,
        functionName: 'pushRefunds',
        args: [batch],
        account: relayer.address,
      });
      const receipt = await relayAndWait(
        relayer,
        chain.client,
        {
          to: vault,
          data: encodeFunctionData({ abi: allOrNothingVaultAbi, functionName: 'pushRefunds', args: [batch] }),
          estimatedGas: gas,
        },
        PUSH_REFUSALS,
        RECEIPT_TIMEOUT_MS,
      );
      const hash = receipt.transactionHash;
      if (receipt.status !== 'success') throw new Error(`Refund push ${hash} reverted`);
      sent += batch.length;
      const pushed = pushResultOf(receipt.logs, vault);
      const gasUsed = receipt.gasUsed;
      const { refusedGas, givenUp } = await recordRefundPush(db, {
        campaignId,
        chainId: chain.chainId,
        batch,
        result: pushed,
        gasUsed,
        txHash: hash,
        now,
        delaysMs: this.options.retryDelaysMs ?? REFUND_PUSH_RETRY_DELAYS_MS,
      });
      this.gas.refused += refusedGas;
      this.gas.paid += gasUsed - refusedGas;
      this.options.logger?.info(
        { campaignId, donors: batch.length, hash, gasUsed: String(gasUsed), refused: pushed.refused.length },
        'refunds pushed',
      );
      for (const refund of givenUp) {
        this.options.logger?.warn(
          { campaignId, donor: refund.donor, token: refund.token, amount: String(refund.amount) },
          'refund push refused by its token too often: no longer pushed, the donor must claim it',
        );
      }
    }
    return sent;
  }
}

/**
 * Records an all-or-nothing campaign's outcome once (the first writer wins) and, in the same
 * transaction, tells its donors (wallets the vault counted that have an account) and followers in
 * the bell, and after a failure queues each donor's "refund available" mail (issue 33).
 * Returns whether this call recorded it.
 */
export async function recordOutcome(
  db: Database,
  campaignId: number,
  outcome: 'succeeded' | 'failed',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(campaigns)
      .set({ aonOutcome: outcome, aonOutcomeAt: new Date() })
      .where(and(eq(campaigns.id, campaignId), isNull(campaigns.aonOutcome)))
      .returning({ id: campaigns.id });
    if (updated.length === 0) return false;
    await tx.execute(sql`
      insert into notifications (user_id, campaign_id, kind, source_key, detail)
      select u.id, ${campaignId}, 'outcome', ${`outcome:${campaignId}`}, ${outcome}
      from users u
      where u.id in (select f.user_id from campaign_follows f
          where f.campaign_id = ${campaignId} and f.unfollowed_at is null)
        or u.wallet_address in (select a.donor_address from aon_contributions a where a.campaign_id = ${campaignId})
        or u.id = (select c.creator_id from campaigns c where c.id = ${campaignId})
      on conflict (user_id, source_key) do nothing`);
    if (outcome === 'failed') await queueRefundMails(tx, campaignId);
    return true;
  });
}
