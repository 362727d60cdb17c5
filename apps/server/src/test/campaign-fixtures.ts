import { randomBytes } from 'node:crypto';
import type { Category } from '@crowdvault/shared/constants';
import type { Database } from '../db/client';
import { campaigns, donations, pledges, users, type vaultWithdrawals } from '../db/schema';

const DAY_MS = 86_400_000;

/** A random lowercase address, as the database stores them. */
export function randomAddress(): string {
  return `0x${randomBytes(20).toString('hex')}`;
}

export async function insertUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  const walletAddress = values.walletAddress ?? randomAddress();
  const [row] = await db
    .insert(users)
    .values({ username: `user_${walletAddress.slice(2, 12)}`, ...values, walletAddress })
    .returning();
  return row!;
}

export type CampaignFixture = Partial<typeof campaigns.$inferInsert> & {
  creatorId: number;
  /** Relative to now; negative means in the past. */
  endsInDays?: number;
  createdDaysAgo?: number;
};

/** Inserts an approved, active USDT campaign ending in 30 days unless told otherwise. */
export async function insertCampaign(db: Database, fixture: CampaignFixture): Promise<number> {
  const { endsInDays = 30, createdDaysAgo = 1, ...values } = fixture;
  const now = Date.now();
  const [row] = await db
    .insert(campaigns)
    .values({
      title: 'A campaign',
      description: 'A description',
      story: 'A story',
      category: 'Community' satisfies Category,
      goalAmount: 1_000_000_000n,
      isApproved: true,
      endDate: new Date(now + endsInDays * DAY_MS),
      createdAt: new Date(now - createdDaysAgo * DAY_MS),
      vaultAddress: randomAddress(),
      ...values,
    })
    .returning({ id: campaigns.id });
  return row!.id;
}

let logIndex = 0;

/** A recorded donation (as the indexer would store it) of `amount` smallest units; with `swapped`,
 *  a swap-gift whose donor gave that token's `amount` smallest units (decision 135). Answers its
 *  id and the (chain, transaction, log index) that names its receipt. */
export async function insertDonation(
  db: Database,
  values: {
    campaignId: number;
    amount: bigint;
    donorAddress?: string;
    donorUserId?: number;
    currency?: string;
    chainId?: number;
    tokenDecimals?: number;
    swapped?: { symbol: string; decimals: number; amount: bigint; token: string | null };
  },
): Promise<{ id: number; chainId: number; txHash: string; logIndex: number }> {
  logIndex += 1;
  const [row] = await db
    .insert(donations)
    .values({
      campaignId: values.campaignId,
      donorAddress: values.donorAddress ?? randomAddress(),
      donorUserId: values.donorUserId,
      chainId: values.chainId ?? 31337,
      currency: values.currency ?? 'USDT',
      amount: values.amount,
      tokenDecimals:
        values.tokenDecimals ?? (values.currency === 'DAI' || values.currency === 'ETH' ? 18 : 6),
      countedAmount: values.amount,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      logIndex,
      blockNumber: 1n,
      blockHash: `0x${randomBytes(32).toString('hex')}`,
      swappedAmount: values.swapped?.amount,
      swappedToken: values.swapped?.token?.toLowerCase(),
      swappedSymbol: values.swapped?.symbol,
      swappedDecimals: values.swapped?.decimals,
    })
    .returning({
      id: donations.id,
      chainId: donations.chainId,
      txHash: donations.txHash,
      logIndex: donations.logIndex,
    });
  return row!;
}

/** A withdrawal of 100 USDT from a campaign's vault on Local L2 (chain 31338, where USDT has 18
 *  decimals): 97.5 paid to `recipient`, 2.5 to the treasury; the row as the indexer stores it. */
export function localL2Withdrawal(
  campaignId: number,
  usdtAddress: string,
  recipient = randomAddress(),
): typeof vaultWithdrawals.$inferInsert {
  return {
    campaignId,
    chainId: 31338,
    tokenAddress: usdtAddress.toLowerCase(),
    recipient,
    amount: 100n * 10n ** 18n,
    fee: 25n * 10n ** 17n,
    payout: 975n * 10n ** 17n,
    txHash: `0x${randomBytes(32).toString('hex')}`,
    logIndex: 0,
    blockNumber: 9n,
    blockHash: `0x${randomBytes(32).toString('hex')}`,
  };
}

/** A saved pledge as POST /api/pledges would store it (nothing on chain): 10_000_000 smallest
 *  units (10 of a 6-decimal token) every `periodSeconds`, 12 periods from unix second 1.8e9
 *  unless told otherwise. */
export async function insertPledge(
  db: Database,
  values: Pick<
    typeof pledges.$inferInsert,
    'userId' | 'campaignId' | 'chainId' | 'tokenAddress' | 'periodSeconds'
  > &
    Partial<typeof pledges.$inferInsert>,
): Promise<typeof pledges.$inferSelect> {
  const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;
  const [row] = await db
    .insert(pledges)
    .values({
      pledgeId: hex(32),
      donorAddress: randomAddress(),
      vaultAddress: randomAddress(),
      amount: 10_000_000n,
      periods: 12,
      untilCancelled: false,
      startAt: 1_800_000_000n,
      salt: hex(32),
      signature: hex(65),
      ...values,
      tokenAddress: values.tokenAddress.toLowerCase(),
    })
    .returning();
  return row!;
}
