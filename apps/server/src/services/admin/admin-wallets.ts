import type { AdminWallet, adminWalletQuerySchema } from '@crowdvault/shared/api/admin';
import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { z } from 'zod';
import type { ChainContext } from '../../chain/context';
import { readVaultStates, toVaultBalance } from '../../chain/vault-balances';
import type { Database } from '../../db/client';
import { campaigns, donations, users, vaultWithdrawals } from '../../db/schema';
import { campaignNotFound } from '../campaigns/get-campaign';

type Chain = Pick<ChainContext, 'batchClient' | 'deployment'>;

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

/** Wallet Management: a page of vaults (search by campaign title or address) with balances read
 *  from the chain at one block in batched requests. */
export async function listAdminWallets(
  db: Database,
  chain: Chain,
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
  return { wallets: await withBalances(chain, rows), total: total?.value ?? 0 };
}

/** Every vault, freshly read (Refresh All): one pass over the chain in batches. */
export async function refreshAllWallets(db: Database, chain: Chain): Promise<AdminWallet[]> {
  const rows = await db
    .select(walletColumns)
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.creatorId))
    .where(isNotNull(campaigns.vaultAddress))
    .orderBy(desc(campaigns.id));
  return withBalances(chain, rows);
}

export async function refreshAdminWallet(
  db: Database,
  chain: Chain,
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
  return (await withBalances(chain, rows))[0]!;
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

async function withBalances(chain: Chain, rows: WalletRow[]): Promise<AdminWallet[]> {
  const states = await readVaultStates(
    chain.batchClient,
    chain.deployment,
    rows.map((row) => getAddress(row.vaultAddress!)),
  );
  return rows.map((row) => {
    const state = states.byVault.get(row.vaultAddress!.toLowerCase())!;
    const last = row.lastTransactionAt === null ? null : new Date(row.lastTransactionAt);
    return {
      campaignId: row.id,
      title: row.title,
      currency: row.currency,
      status: row.status,
      walletAddress: getAddress(row.vaultAddress!),
      deployed: state.deployed,
      balances: state.balances.map(toVaultBalance),
      blockNumber: states.blockNumber.toString(),
      lastChecked: states.readAt.toISOString(),
      owner: row.owner
        ? { username: row.owner.username, walletAddress: getAddress(row.owner.walletAddress) }
        : null,
      transactionCount: Number(row.transactionCount),
      lastTransactionAt: last?.toISOString() ?? null,
    };
  });
}
