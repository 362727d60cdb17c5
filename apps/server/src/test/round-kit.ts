import { randomBytes } from 'node:crypto';
import type { ChainDeployment } from '../chain/deployment';
import type { Database } from '../db/client';
import { donations, rounds } from '../db/schema';
import { randomAddress } from './campaign-fixtures';

/** A round's calendar for a test whose chain clock is `at(0)`: applications and donations open a
 *  minute ago, applications close in an hour, donations in two. */
export function openRoundCalendar(at: (seconds: number) => string) {
  return {
    applicationsOpenAt: at(-60),
    applicationsCloseAt: at(3_600),
    donationsOpenAt: at(-60),
    donationsCloseAt: at(2 * 3_600),
  };
}

const HOUR_MS = 3_600_000;

/**
 * A round of `chain` in USDT as the database holds it, for calendars and states the API would
 * refuse to make now: applications and donations open (from two hours and one hour ago, closing
 * in one and two), a minimum gift of 1, Gitcoin's threshold of 25, a pool of 1,000, unless told.
 */
export async function insertRound(
  db: Database,
  chain: { chainId: number; deployment: Pick<ChainDeployment, 'tokens'> },
  values: Partial<typeof rounds.$inferInsert> & { createdBy: number },
): Promise<typeof rounds.$inferSelect> {
  const token = chain.deployment.tokens.find((each) => each.symbol === 'USDT')!;
  const whole = 10n ** BigInt(token.decimals);
  const now = Date.now();
  const [row] = await db
    .insert(rounds)
    .values({
      name: 'Inserted round',
      description: 'd',
      sponsorAddress: randomAddress(),
      chainId: chain.chainId,
      tokenAddress: token.address.toLowerCase(),
      tokenSymbol: 'USDT',
      tokenDecimals: token.decimals,
      applicationsOpenAt: new Date(now - 2 * HOUR_MS),
      applicationsCloseAt: new Date(now + HOUR_MS),
      donationsOpenAt: new Date(now - HOUR_MS),
      donationsCloseAt: new Date(now + 2 * HOUR_MS),
      minimumGift: whole,
      pairwiseThreshold: 25n * whole,
      challengeHours: 72,
      poolAmount: 1_000n * whole,
      ...values,
    })
    .returning();
  return row!;
}

/** A gift to `campaignId` recorded as the indexer stores it, stamped `at` (its block's time). */
export async function insertRoundGift(
  db: Database,
  gift: {
    campaignId: number;
    chainId: number;
    tokenAddress: string;
    amount: bigint;
    at: Date;
    donorAddress?: string;
    isSample?: boolean;
  },
): Promise<void> {
  await db.insert(donations).values({
    campaignId: gift.campaignId,
    donorAddress: gift.donorAddress ?? randomAddress(),
    chainId: gift.chainId,
    tokenAddress: gift.tokenAddress,
    currency: 'USDT',
    amount: gift.amount,
    tokenDecimals: 6,
    countedAmount: gift.amount,
    isSample: gift.isSample ?? false,
    txHash: `0x${randomBytes(32).toString('hex')}`,
    logIndex: 0,
    blockNumber: 1n,
    blockHash: `0x${randomBytes(32).toString('hex')}`,
    createdAt: gift.at,
  });
}
