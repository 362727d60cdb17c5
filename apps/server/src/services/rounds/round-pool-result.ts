import { matchingPoolAbi, matchingPoolFactoryAbi } from '@crowdvault/contracts/generated/artifacts';
import { buildMatchingTree, type MatchingEntry } from '@crowdvault/contracts/matching-merkle';
import type { RoundFile } from '@crowdvault/shared/rounds/round-file';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Abi, type Address, encodeFunctionData, getAddress, type Hex, zeroHash } from 'viem';
import type { ChainContext } from '../../chain/context';
import type { Executor } from '../../db/client';
import { campaigns, roundPublications, rounds } from '../../db/schema';
import { relayAndWait } from '../../infra/relayer/relay-and-wait';
import type { Relayer } from '../../infra/relayer/relayer';
import { roundPoolAddress, roundPoolTerms } from './round-pool';
import { type PublicationRow, parseRoundFile } from './round-publications';
import type { RoundRow } from './round-settings';

const RECEIPT_TIMEOUT_MS = 60_000;

/** Read in the round job's log only: the result waits for the job's next turn. */
const POOL_REFUSALS = {
  gasTooHigh: "The pool's result waits: network fees are above the relayer's ceiling.",
  lowBalance: "The pool's result waits: the relayer is low on funds.",
};

/**
 * The published versions whose result a pool contract has not received yet: for each round of the
 * chain with a pool, its latest version if no root is recorded for it. An older version never
 * published on chain (replaced before the job's turn) is simply skipped.
 */
export async function unpublishedPoolResults(
  db: Executor,
  chainId: number,
): Promise<{ round: RoundRow; publication: PublicationRow }[]> {
  return db
    .select({ round: rounds, publication: roundPublications })
    .from(rounds)
    .innerJoin(roundPublications, eq(roundPublications.roundId, rounds.id))
    .where(
      and(
        eq(rounds.chainId, chainId),
        eq(rounds.status, 'published'),
        isNotNull(rounds.poolOperatorAddress),
        isNull(roundPublications.poolRoot),
        sql`${roundPublications.version} = (select max(latest.version) from round_publications latest
          where latest.round_id = ${rounds.id})`,
      ),
    );
}

/** The pool's entries of a published result: each campaign with a match, paid into its vault, in
 *  the file's order (by campaign). The vault's address is the campaign's on every chain. */
export async function matchingEntriesOf(db: Executor, file: RoundFile): Promise<MatchingEntry[]> {
  const matched = file.output.campaigns.filter((campaign) => campaign.match > 0n);
  if (matched.length === 0) return [];
  const vaults = new Map(
    (
      await db
        .select({ id: campaigns.id, vault: campaigns.vaultAddress })
        .from(campaigns)
        .where(
          inArray(
            campaigns.id,
            matched.map((campaign) => campaign.campaignId),
          ),
        )
    ).map((row) => [row.id, row.vault]),
  );
  return matched.map((campaign) => {
    const vault = vaults.get(campaign.campaignId);
    if (!vault) throw new Error(`Campaign ${campaign.campaignId} has no vault to pay its match into`);
    return { vault: getAddress(vault), amount: campaign.match };
  });
}

export interface PoolResultDeps {
  db: Executor;
  chain: Pick<ChainContext, 'chainId' | 'client' | 'deployment'>;
  /** The chain lane's relayer: its key is the pool's operator. */
  relayer: Relayer;
}

/**
 * Gives a round's pool contract the result of `publication` (decision 136): creates the pool
 * through the factory if it has no code yet (anyone may, the address is the same), then publishes
 * the Merkle root and total of the matches from the relayer, the operator the round stored, and
 * records root, transaction and block on the version. A version that matched nothing is recorded
 * with the zero root and sends nothing (the contract takes no empty result; the sponsor takes the
 * pool back after the grace period). A root already on the pool (sent before a crash, not
 * recorded) is recorded without sending it again. Returns the transactions sent.
 */
export async function publishPoolResult(
  deps: PoolResultDeps,
  round: RoundRow,
  publication: PublicationRow,
): Promise<number> {
  const { db, chain, relayer } = deps;
  const factory = chain.deployment.matchingPoolFactoryAddress;
  const terms = roundPoolTerms(round);
  const pool = roundPoolAddress(round, chain.deployment);
  if (!factory || terms === null || pool === null) {
    throw new Error(`Round ${round.id} has no pool contract on chain ${chain.chainId}`);
  }
  if (getAddress(relayer.address) !== terms.operator) {
    throw new Error(
      `Round ${round.id}'s pool is operated by ${terms.operator}, not by the relayer ${relayer.address}`,
    );
  }
  const file = parseRoundFile(publication.file);
  const entries = await matchingEntriesOf(db, file);
  if (entries.length === 0) {
    await recordPoolRoot(db, publication, { root: zeroHash, txHash: null, block: null });
    return 0;
  }
  const tree = buildMatchingTree(round.chainId, pool, entries);

  let sent = 0;
  const send = async (to: Address, abi: Abi, functionName: string, args: readonly unknown[]) => {
    const estimatedGas = await chain.client.estimateContractGas({
      address: to,
      abi,
      functionName,
      args,
      account: relayer.address,
    });
    const data = encodeFunctionData({ abi, functionName, args });
    const receipt = await relayAndWait(
      relayer,
      chain.client,
      { to, data, estimatedGas },
      POOL_REFUSALS,
      RECEIPT_TIMEOUT_MS,
    );
    sent += 1;
    if (receipt.status !== 'success') {
      throw new Error(`${functionName} for round ${round.id} reverted (${receipt.transactionHash})`);
    }
    return receipt;
  };

  if ((await chain.client.getCode({ address: pool })) === undefined) {
    await send(factory, matchingPoolFactoryAbi, 'createPool', [terms]);
  }
  const read = (functionName: 'root' | 'total') =>
    chain.client.readContract({ address: pool, abi: matchingPoolAbi, functionName });
  const [root, total] = await Promise.all([read('root'), read('total')]);
  if (root === tree.root && total === tree.total) {
    const [event] = await chain.client.getContractEvents({
      address: pool,
      abi: matchingPoolAbi,
      eventName: 'ResultPublished',
      args: { root: tree.root },
      fromBlock: file.input.poolBlock ?? 0n,
    });
    await recordPoolRoot(db, publication, {
      root: tree.root,
      txHash: event?.transactionHash ?? null,
      block: event?.blockNumber ?? null,
    });
    await recordFinalizeAt(db, chain, round.id, pool);
    return sent;
  }
  // Refused by the pool once its result is final (an exclusion the job reached too late): the
  // estimate throws, and the round's job logs it every turn.
  const receipt = await send(pool, matchingPoolAbi, 'publishResult', [tree.root, tree.total]);
  await recordPoolRoot(db, publication, {
    root: tree.root,
    txHash: receipt.transactionHash,
    block: receipt.blockNumber,
  });
  await recordFinalizeAt(db, chain, round.id, pool);
  return sent;
}

/** The pool's `finalizeAt`, fixed by its first result (replacements keep it): when its payouts
 *  may start, which the round's page shows and the payout job waits for. */
async function recordFinalizeAt(
  db: Executor,
  chain: Pick<ChainContext, 'client'>,
  roundId: number,
  pool: Address,
): Promise<void> {
  const finalizeAt = await chain.client.readContract({
    address: pool,
    abi: matchingPoolAbi,
    functionName: 'finalizeAt',
  });
  await db
    .update(rounds)
    .set({ poolFinalizeAt: new Date(Number(finalizeAt) * 1000) })
    .where(eq(rounds.id, roundId));
}

async function recordPoolRoot(
  db: Executor,
  publication: Pick<PublicationRow, 'roundId' | 'version'>,
  values: { root: Hex; txHash: Hex | null; block: bigint | null },
): Promise<void> {
  await db
    .update(roundPublications)
    .set({
      poolRoot: values.root.toLowerCase(),
      poolTxHash: values.txHash?.toLowerCase() ?? null,
      poolBlock: values.block,
    })
    .where(
      and(
        eq(roundPublications.roundId, publication.roundId),
        eq(roundPublications.version, publication.version),
      ),
    );
}
