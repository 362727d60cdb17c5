import type { AdminWallet, adminWalletQuerySchema } from '@crowdvault/shared/api/admin';
import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { z } from 'zod';
import type { ChainContext } from '../../chain/context';
import type { Database } from '../../db/client';
import { campaigns, donations, users, vaultWithdrawals } from '../../db/schema';
import { campaignNotFound } from '../campaigns/get-campaign';
import { BALANCE_READ_TIMEOUT_MS, readWithin, toCampaignVault } from '../withdrawals/campaign-vaults';

type Chains = {
  all: readonly Pick<ChainContext, 'chainId' | 'batchClient' | 'deployment' | 'nativeCurrency'>[];
};

// Activity the indexer recorded for each vault: donations and withdrawals, and the latest of them.
const transactionCount = sql<number>`((select count(*) from ${donations} where ${donations.campaignId} = ${campaigns.id})
  + (select count(*) from ${vaultWithdrawals} where ${vaultWithdrawals.campaignId} = ${campaigns.id}))::int`;
const lastTransactionAt = sql<Date | null>`greatest(
  (select max(${donations.createdAt}) from ${donations} where ${donations.campaignId} = ${campaigns.id}),
  (select max(${vaultWithdrawals.createdAt}) from ${vaultWithdrawals} where ${vaultWithdrawals.campaignId} = ${campaigns.id}))`;

const walletColumns = {
  id: campaigns.id,
  title: campaigns.title,
  currency: campaigns.currency,
  status: campaigns.status,
  vaultAddress: campaigns.vaultAddress,
  owner: { username: users.username, walletAddress: users.walletAddress },
  transactionCount,
  lastTransactionAt,
};

type WalletRow = {
  id: number;
  title: string;
  currency: string;
  status: string;
  vaultAddress: string | null;
  owner: { username: string; walletAddress: string } | null;
  transactionCount: number;
  lastTransactionAt: Date | string | null;
};

/** Wallet Management: a page of vaults (search by campaign title or address) with their balances
 *  on every served chain, each chain read at one block in batched requests (decision 083). */
export async function listAdminWallets(
  db: Database,
  chains: Chains,
  query: z.infer<typeof adminWalletQuerySchema>,
): Promise<{ wallets: AdminWallet[]; total: number }> {
  const where = walletFilter(query.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(walletColumns)
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.creatorId))
      .where(where)
      .orderBy(desc(campaigns.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(campaigns).where(where),
  ]);
  return { wallets: await withBalances(chains, rows), total: total?.value ?? 0 };
}

/** Every vault, freshly read (Refresh All): one pass over the chain in batches. */
export async function refreshAllWallets(db: Database, chains: Chains): Promise<AdminWallet[]> {
  const rows = await db
    .select(walletColumns)
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.creatorId))
    .where(isNotNull(campaigns.vaultAddress))
    .orderBy(desc(campaigns.id));
  return withBalances(chains, rows);
}

/** One campaign's vault on every served chain, freshly read. */
export async function refreshAdminWallet(
  db: Database,
  chains: Chains,
  id: number | null,
): Promise<AdminWallet> {
  const rows =
    id === null
      ? []
      : await db
          .select(walletColumns)
          .from(campaigns)
          .leftJoin(users, eq(users.id, campaigns.creatorId))
          .where(and(eq(campaigns.id, id), isNotNull(campaigns.vaultAddress)));
  if (rows.length === 0) throw campaignNotFound();
  return (await withBalances(chains, rows))[0]!;
}

function walletFilter(search: string | undefined): SQL {
  const filters: SQL[] = [isNotNull(campaigns.vaultAddress)];
  const needle = search?.trim().toLowerCase();
  if (needle) {
    filters.push(
      sql`(position(${needle} in lower(${campaigns.title})) > 0 or position(${needle} in ${campaigns.vaultAddress}) > 0)`,
    );
  }
  return and(...filters)!;
}

/** Each row with its balances on every served chain; the chains are read in parallel, and one that
 *  does not answer within the timeout says so (`readError`) instead of holding up the others. */
async function withBalances(
  chains: Chains,
  rows: WalletRow[],
  timeoutMs = BALANCE_READ_TIMEOUT_MS,
): Promise<AdminWallet[]> {
  const reads = await Promise.all(chains.all.map((chain) => readWithin(chain, rows, timeoutMs)));
  return rows.map((row) => {
    const last = row.lastTransactionAt === null ? null : new Date(row.lastTransactionAt);
    return {
      ...toCampaignVault(
        { ...row, vaultAddress: row.vaultAddress! },
        chains.all.map((chain, index) => ({ chainId: chain.chainId, read: reads[index]! })),
      ),
      owner: row.owner
        ? { username: row.owner.username, walletAddress: getAddress(row.owner.walletAddress) }
        : null,
      transactionCount: Number(row.transactionCount),
      lastTransactionAt: last?.toISOString() ?? null,
    };
  });
}
