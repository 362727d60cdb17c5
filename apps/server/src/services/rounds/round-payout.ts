import { matchingPoolAbi } from '@crowdvault/contracts/generated/artifacts';
import { buildMatchingTree, type MatchingTree } from '@crowdvault/contracts/matching-merkle';
import type { RoundPayoutFailure } from '@crowdvault/shared/api/rounds';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  type Hex,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem';
import type { ChainContext } from '../../chain/context';
import type { Executor } from '../../db/client';
import { roundPayoutFailures, roundPublications, rounds } from '../../db/schema';
import { relayAndWait } from '../../infra/relayer/relay-and-wait';
import type { Relayer } from '../../infra/relayer/relayer';
import { roundPoolAddress } from './round-pool';
import { matchingEntriesOf } from './round-pool-result';
import { parseRoundFile } from './round-publications';
import type { RoundRow } from './round-settings';

const RECEIPT_TIMEOUT_MS = 60_000;

/** Entries per `payoutMany`: about 70,000 gas each (a proof of five hashes and a transfer), so a
 *  batch stays far below a block's gas limit and a relayer's sane gas ceiling. */
export const PAYOUT_BATCH_SIZE = 25;

/** Read in the round job's log only: the payout waits for the job's next turn. */
const PAYOUT_REFUSALS = {
  gasTooHigh: "The round's payout waits: network fees are above the relayer's ceiling.",
  lowBalance: "The round's payout waits: the relayer is low on funds.",
};

/** MatchingPool.Skip, by its number in the contract. */
const SKIP_REASONS: Record<number, RoundPayoutFailure | 'already_paid'> = {
  1: 'already_paid',
  2: 'not_in_result',
  3: 'over_total',
  4: 'over_balance',
  5: 'vault_not_succeeded',
  6: 'transfer_failed',
};

/** An all-or-nothing vault's `state()`: the pool pays one only when it answers Succeeded (1). */
const vaultStateAbi = [
  {
    type: 'function',
    name: 'state',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint8' }],
  },
] as const;

export interface RoundPayoutDeps {
  db: Executor;
  chain: Pick<ChainContext, 'chainId' | 'client' | 'deployment'>;
  /** The chain lane's relayer; anyone may push a payout, the platform pays the gas. */
  relayer: Relayer;
  batchSize?: number;
}

/** What one turn did for one round. */
export interface PayoutTurn {
  /** Transactions sent (payout batches and the leftover's return). */
  sent: number;
  /** Entries the pool paid in this turn. */
  paid: number;
  /** Entries it could not pay, by campaign, with why. */
  failed: { campaignId: number; reason: RoundPayoutFailure }[];
  /** The pool was settled in this turn or before: the round is paid. */
  settled: boolean;
}

type PayoutEntry = MatchingTree['entries'][number] & { campaignId: number };

/** The rounds of the chain whose pool has a result and is not settled yet (a round with a pool
 *  contract whose `finalizeAt` the job recorded when it published the root). */
export async function roundsToPay(db: Executor, chainId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.chainId, chainId),
        eq(rounds.status, 'published'),
        isNotNull(rounds.poolOperatorAddress),
        isNotNull(rounds.poolFinalizeAt),
      ),
    );
}

/**
 * One turn of a round's payout (decision 141), from the pool's own state on the chain, so it can
 * be stopped anywhere and resumed: once the pool's challenge window is over, each entry of the
 * result the pool holds that the pool has not marked paid is tried alone first (a call, no gas):
 * one the pool would pay goes into a `payoutMany` batch; one it would skip or refuse is recorded
 * with the pool's reason and left out, and never holds the others up. Entries paid by anyone else
 * meanwhile are simply found paid. Once every entry is paid — or the pool's grace period is over —
 * what is left (a top-up after close included) is returned to the sponsor and the round is paid.
 * The pool itself refuses a second payment, an entry outside its root and more than it holds.
 */
export async function payRound(deps: RoundPayoutDeps, round: RoundRow): Promise<PayoutTurn> {
  const { db, chain } = deps;
  const turn: PayoutTurn = { sent: 0, paid: 0, failed: [], settled: false };
  const pool = roundPoolAddress(round, chain.deployment);
  if (pool === null) throw new Error(`Round ${round.id} has no pool contract on chain ${chain.chainId}`);
  const read = <const F extends 'root' | 'finalizeAt' | 'settled' | 'leftoverAvailableAt'>(functionName: F) =>
    chain.client.readContract({ address: pool, abi: matchingPoolAbi, functionName });
  const [root, finalizeAt, settled, head] = await Promise.all([
    read('root'),
    read('finalizeAt'),
    read('settled'),
    chain.client.getBlock(),
  ]);
  if (finalizeAt === 0n || head.timestamp < finalizeAt) return turn;

  const { entries, fromBlock } = await entriesOnPool(db, chain.chainId, round, pool, root);
  const paidNow = await paidFlags(chain, pool, entries);
  const unpaid = entries.filter((_, index) => !paidNow[index]);
  if (settled) {
    await settle(deps, round, pool, unpaid, fromBlock);
    turn.settled = true;
    return turn;
  }

  const payable: PayoutEntry[] = [];
  for (const entry of unpaid) {
    const refusal = await refusalOf(deps, pool, entry);
    if (refusal === null) payable.push(entry);
    else if (refusal !== 'already_paid') {
      await recordFailure(db, round.id, entry.campaignId, refusal);
      turn.failed.push({ campaignId: entry.campaignId, reason: refusal });
    }
  }
  const size = deps.batchSize ?? PAYOUT_BATCH_SIZE;
  for (let start = 0; start < payable.length; start += size) {
    const batch = payable.slice(start, start + size);
    const receipt = await send(deps, pool, 'payoutMany', [
      batch.map(({ vault, amount, proof }) => ({ vault, amount, proof })),
    ]);
    turn.sent += 1;
    for (const log of parseEventLogs({ abi: matchingPoolAbi, logs: receipt.logs })) {
      if (log.address.toLowerCase() !== pool.toLowerCase()) continue;
      if (log.eventName === 'MatchPaid') turn.paid += 1;
      if (log.eventName === 'PayoutSkipped') {
        const reason = SKIP_REASONS[log.args.reason];
        const entry = batch.find((item) => item.vault.toLowerCase() === log.args.vault.toLowerCase());
        if (!entry || !reason || reason === 'already_paid') continue;
        await recordFailure(db, round.id, entry.campaignId, reason);
        turn.failed.push({ campaignId: entry.campaignId, reason });
      }
    }
  }

  // Every entry paid (the pool then allows the return at once), or the grace period over.
  const [availableAt, latest] = await Promise.all([read('leftoverAvailableAt'), chain.client.getBlock()]);
  if (latest.timestamp >= availableAt) {
    const receipt = await send(deps, pool, 'returnLeftover', []);
    turn.sent += 1;
    const after = await paidFlags(chain, pool, entries);
    await settle(
      deps,
      round,
      pool,
      entries.filter((_, index) => !after[index]),
      receipt,
    );
    turn.settled = true;
  }
  return turn;
}

/** The entries of the result the pool holds: the published version whose root it is (the
 *  latest such), with each entry's campaign, leaf and proof. A root no version of ours has (never
 *  expected: only the round's job publishes) stops this round's payout with the reason. */
async function entriesOnPool(
  db: Executor,
  chainId: number,
  round: RoundRow,
  pool: Address,
  root: Hex,
): Promise<{ entries: PayoutEntry[]; fromBlock: bigint }> {
  const [publication] = await db
    .select()
    .from(roundPublications)
    .where(and(eq(roundPublications.roundId, round.id), eq(roundPublications.poolRoot, root.toLowerCase())))
    .orderBy(desc(roundPublications.version))
    .limit(1);
  if (!publication) {
    throw new Error(`Round ${round.id}'s pool holds the root ${root}, which no published version of it has`);
  }
  const file = parseRoundFile(publication.file);
  const matched = file.output.campaigns.filter((campaign) => campaign.match > 0n);
  const tree = buildMatchingTree(chainId, pool, await matchingEntriesOf(db, file));
  if (tree.root !== root)
    throw new Error(`Round ${round.id}'s version ${publication.version} no longer builds its root`);
  return {
    entries: tree.entries.map((entry, index) => ({ ...entry, campaignId: matched[index]!.campaignId })),
    // The pool's events are all after its first result; the version's block is one of them.
    fromBlock: file.input.poolBlock ?? 0n,
  };
}

/** The pool's `paid(leaf)` of each entry: what is paid is read from the chain, never assumed. */
async function paidFlags(
  chain: Pick<ChainContext, 'client'>,
  pool: Address,
  entries: PayoutEntry[],
): Promise<boolean[]> {
  return Promise.all(
    entries.map((entry) =>
      chain.client.readContract({
        address: pool,
        abi: matchingPoolAbi,
        functionName: 'paid',
        args: [entry.leaf],
      }),
    ),
  );
}

/** Whether the pool would pay `entry` now, by calling `payout` without sending it: null if it
 *  would, else the pool's reason (its `EntryRefused`, or — when it would return false — the
 *  vault's state: an all-or-nothing vault not succeeded, else a transfer the token refused). */
async function refusalOf(
  deps: RoundPayoutDeps,
  pool: Address,
  entry: PayoutEntry,
): Promise<RoundPayoutFailure | 'already_paid' | null> {
  const { chain, relayer } = deps;
  try {
    const { result } = await chain.client.simulateContract({
      address: pool,
      abi: matchingPoolAbi,
      functionName: 'payout',
      args: [entry.vault, entry.amount, entry.proof],
      account: relayer.address,
    });
    if (result) return null;
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
        : null;
    if (reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName === 'EntryRefused') {
      const reason = SKIP_REASONS[Number(reverted.data.args?.[2])];
      if (reason) return reason;
    }
    throw error;
  }
  const state = await chain.client
    .readContract({ address: entry.vault, abi: vaultStateAbi, functionName: 'state' })
    .catch(() => null);
  return state !== null && state !== 1 ? 'vault_not_succeeded' : 'transfer_failed';
}

/** Sends a call to the pool from the relayer and waits for it; a reverted one throws. */
async function send(
  deps: RoundPayoutDeps,
  pool: Address,
  functionName: 'payoutMany' | 'returnLeftover',
  args: readonly unknown[],
): Promise<TransactionReceipt> {
  const { chain, relayer } = deps;
  const call = { address: pool, abi: matchingPoolAbi, functionName, args } as const;
  const estimatedGas = await chain.client.estimateContractGas({
    ...call,
    account: relayer.address,
  } as Parameters<typeof chain.client.estimateContractGas>[0]);
  const data = encodeFunctionData({ abi: matchingPoolAbi, functionName, args } as Parameters<
    typeof encodeFunctionData
  >[0]);
  const receipt = await relayAndWait(
    relayer,
    chain.client,
    { to: pool, data, estimatedGas },
    PAYOUT_REFUSALS,
    RECEIPT_TIMEOUT_MS,
  );
  if (receipt.status !== 'success') {
    throw new Error(`${functionName} on pool ${pool} reverted (${receipt.transactionHash})`);
  }
  return receipt;
}

/** Records why a campaign's match was not paid this time (the latest reason, and one attempt
 *  more). */
async function recordFailure(
  db: Executor,
  roundId: number,
  campaignId: number,
  reason: RoundPayoutFailure,
): Promise<void> {
  await db
    .insert(roundPayoutFailures)
    .values({ roundId, campaignId, reason })
    .onConflictDoUpdate({
      target: [roundPayoutFailures.roundId, roundPayoutFailures.campaignId],
      set: {
        reason,
        attempts: sql`${roundPayoutFailures.attempts} + 1`,
        lastFailedAt: sql`now()`,
      },
    });
}

/**
 * The pool is settled: what it returned to the sponsor (this turn's receipt, or — after a crash
 * between the send and this record, or when someone else called it — the pool's
 * `LeftoverReturned` events) is recorded on the round, which becomes `paid`; an entry it never
 * paid is failed for good (`expired`).
 */
async function settle(
  deps: RoundPayoutDeps,
  round: RoundRow,
  pool: Address,
  unpaid: PayoutEntry[],
  /** This turn's `returnLeftover`, or where to look for the pool's events. */
  from: TransactionReceipt | bigint,
): Promise<void> {
  const { db, chain } = deps;
  for (const entry of unpaid) await recordFailure(db, round.id, entry.campaignId, 'expired');
  const returned =
    typeof from === 'bigint'
      ? await chain.client.getContractEvents({
          address: pool,
          abi: matchingPoolAbi,
          eventName: 'LeftoverReturned',
          fromBlock: from,
        })
      : parseEventLogs({ abi: matchingPoolAbi, logs: from.logs, eventName: 'LeftoverReturned' }).filter(
          (log) => log.address.toLowerCase() === pool.toLowerCase(),
        );
  const last = returned.at(-1);
  const block = last ? await chain.client.getBlock({ blockNumber: last.blockNumber }) : null;
  await db
    .update(rounds)
    .set({
      status: 'paid',
      leftoverAmount: returned.reduce((sum, log) => sum + (log.args.amount ?? 0n), 0n),
      leftoverTxHash: last?.transactionHash.toLowerCase() ?? null,
      settledAt: block ? new Date(Number(block.timestamp) * 1000) : new Date(),
      updatedAt: new Date(),
    })
    .where(eq(rounds.id, round.id));
}
