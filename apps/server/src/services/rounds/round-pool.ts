import { type MatchingPoolTerms, matchingPoolAddress } from '@crowdvault/contracts/matching-pool-address';
import { and, eq, isNotNull } from 'drizzle-orm';
import { type Address, erc20Abi, getAddress } from 'viem';
import type { ChainContext } from '../../chain/context';
import type { ChainDeployment } from '../../chain/deployment';
import type { Executor } from '../../db/client';
import { rounds } from '../../db/schema';

type RoundRow = typeof rounds.$inferSelect;

/** How long after the result is final (or after close, if none was ever published) the sponsor may
 *  take back what the payout did not use (decision 139): long enough for an all-or-nothing campaign
 *  still funding at close to reach its goal, short enough not to hold a sponsor's money for long. */
export const POOL_GRACE_SECONDS = 30 * 86_400;

/** The pool terms a new round stores (round-settings.ts): none where the chain has no
 *  MatchingPoolFactory or the server no operator, and the round's pool is then the admin's figure. */
export function poolTermsFor(
  deployment: Pick<ChainDeployment, 'matchingPoolFactoryAddress'>,
  operatorAddress: Address | undefined,
): { poolOperatorAddress: string; poolGraceSeconds: number } | null {
  if (!deployment.matchingPoolFactoryAddress || !operatorAddress) return null;
  return { poolOperatorAddress: operatorAddress.toLowerCase(), poolGraceSeconds: POOL_GRACE_SECONDS };
}

/** The round's MatchingPool terms (decision 139), or null for a round with no pool contract. Every
 *  term is in the pool's address, so it moves if the sponsor, the close or the challenge hours do. */
export function roundPoolTerms(round: RoundRow): MatchingPoolTerms | null {
  if (round.poolOperatorAddress === null || round.poolGraceSeconds === null) return null;
  return {
    roundId: BigInt(round.id),
    token: getAddress(round.tokenAddress),
    sponsor: getAddress(round.sponsorAddress),
    operator: getAddress(round.poolOperatorAddress),
    closesAt: BigInt(Math.floor(round.donationsCloseAt.getTime() / 1000)),
    challengePeriod: BigInt(round.challengeHours * 3_600),
    gracePeriod: BigInt(round.poolGraceSeconds),
  };
}

/**
 * The round's MatchingPool address, where a sponsor sends the pool (before the pool contract even
 * exists: it is CREATE2, and money sent early is kept), or null for a round with no pool contract.
 */
export function roundPoolAddress(
  round: RoundRow,
  deployment: Pick<ChainDeployment, 'matchingPoolFactoryAddress'> | undefined,
): Address | null {
  const factory = deployment?.matchingPoolFactoryAddress;
  const terms = roundPoolTerms(round);
  if (!factory || terms === null) return null;
  const { roundId, ...rest } = terms;
  return matchingPoolAddress(roundId, factory, rest);
}

/**
 * The last block before the donation window's end, at or below `recorded` (a block at or after
 * it, the indexer's checkpoint): the pool's balance there is the pool at close, as a gift counts
 * when its block's time is before the end. Block times never go back, so a binary search finds it.
 */
export async function lastBlockBeforeClose(
  chain: Pick<ChainContext, 'client'>,
  closesAt: bigint,
  recorded: bigint,
): Promise<bigint> {
  let [low, high] = [0n, recorded];
  // Invariant: block `high` is at or after the close; the answer is below it.
  while (low < high) {
    const middle = (low + high) / 2n;
    const block = await chain.client.getBlock({ blockNumber: middle });
    if (block.timestamp < closesAt) low = middle + 1n;
    else high = middle;
  }
  return low === 0n ? 0n : low - 1n;
}

/** The pool's balance of the round's token at `blockNumber`, in the token's smallest unit. */
export async function poolBalanceAt(
  chain: Pick<ChainContext, 'client'>,
  round: Pick<RoundRow, 'tokenAddress'>,
  pool: Address,
  blockNumber: bigint,
): Promise<bigint> {
  return chain.client.readContract({
    address: getAddress(round.tokenAddress),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [pool],
    blockNumber,
  });
}

/** The pool contracts of the rounds on `chainId` (lowercase address → round and token): what the
 *  indexer reads `MatchPaid` from, and whose transfers into vaults are not donations (decision 141).
 *  Known from the round's creation, before the pool exists or anyone funds it. */
export async function loadRoundPools(
  db: Executor,
  chainId: number,
  deployment: Pick<ChainDeployment, 'matchingPoolFactoryAddress'>,
): Promise<Map<string, { roundId: number; tokenAddress: string }>> {
  const rows = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.chainId, chainId), isNotNull(rounds.poolOperatorAddress)));
  const pools = new Map<string, { roundId: number; tokenAddress: string }>();
  for (const round of rows) {
    const pool = roundPoolAddress(round, deployment);
    if (pool) pools.set(pool.toLowerCase(), { roundId: round.id, tokenAddress: round.tokenAddress });
  }
  return pools;
}
