import type { Withdrawal } from '@crowdvault/shared/api/withdrawal';
import { splitPlatformFee } from '@crowdvault/shared/fee';
import { formatUnits } from '@crowdvault/shared/format';
import { and, asc, desc, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { getAddress, type Hex, TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem';
import type { ChainContext } from '../../chain/context';
import type { ChainRegistry } from '../../chain/registry';
import { type TokenSource, tokenByAddress } from '../../chain/tokens';
import type { Database } from '../../db/client';
import {
  campaigns,
  safeConfirmations,
  safeTransactions,
  vaultWithdrawals,
  withdrawalRequests,
} from '../../db/schema';
import type { AuthUser } from '../auth/users';
import type { SafeOwnedVault } from '../campaigns/safe-owned-vaults';
import { ownedCampaignsFilter } from './campaign-vaults';

/** Most rows Withdrawal History answers, newest first. */
export const WITHDRAWAL_HISTORY_LIMIT = 200;

export const FAILURE_REASONS = {
  reverted: 'The transaction reverted on the chain; nothing was withdrawn',
  dropped: 'The transaction was dropped before it was mined; nothing was withdrawn',
} as const;

/** A sent transaction the chain has never heard of after this long was dropped. */
const DROPPED_AFTER_MS = 10 * 60_000;
/** Pending requests younger than this are not looked up yet: the indexer usually wins. */
const CHECK_AFTER_MS = 3_000;

type RequestRow = typeof withdrawalRequests.$inferSelect;
type VaultRow = typeof vaultWithdrawals.$inferSelect;
type CampaignPart = { id: number; title: string; currency: string };
/** The chains a history row may come from: rows of a chain no longer served keep its id and
 *  read their token from the primary chain's list. */
export type HistoryChains = Pick<ChainRegistry, 'get' | 'primary'>;

function chainOf(chains: HistoryChains, chainId: number): TokenSource {
  return chains.get(chainId) ?? chains.primary;
}

const campaignPart = { id: campaigns.id, title: campaigns.title, currency: campaigns.currency };

/**
 * The creator's Withdrawal History: each request sent through the product (completed once the
 * indexer holds the vault's `Withdrawn` event for its transaction, failed when it reverted or was
 * dropped, pending otherwise) and each withdrawal the chain shows that no request explains (made
 * from a block explorer, say). A reorganisation that drops an event turns its row back to pending
 * (or removes an external one) because completion is read, never stored.
 */
export async function listOwnWithdrawals(
  db: Database,
  chains: HistoryChains,
  user: Pick<AuthUser, 'id' | 'walletAddress'>,
  safes: Pick<SafeOwnedVault, 'campaignId'>[] = [],
  now = new Date(),
): Promise<Withdrawal[]> {
  const mine = ownedCampaignsFilter(user, safes);
  const requests = await requestsWhere(db, mine);
  await settleStalePending(db, chains, requests, now);
  const external = await db
    .select({ event: vaultWithdrawals, campaign: campaignPart })
    .from(vaultWithdrawals)
    .innerJoin(campaigns, eq(campaigns.id, vaultWithdrawals.campaignId))
    .where(
      and(
        mine,
        notExists(
          db
            .select({ one: sql`1` })
            .from(withdrawalRequests)
            .where(
              and(
                eq(withdrawalRequests.chainId, vaultWithdrawals.chainId),
                eq(withdrawalRequests.txHash, vaultWithdrawals.txHash),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(vaultWithdrawals.blockNumber), desc(vaultWithdrawals.logIndex))
    .limit(WITHDRAWAL_HISTORY_LIMIT);
  const rows = [
    ...requests.map((row) => fromRequest(chainOf(chains, row.request.chainId), row)),
    ...external.map((row) =>
      fromEvent(chainOf(chains, row.event.chainId), row.event, row.campaign, 'external'),
    ),
  ];
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return withSafeSigners(db, rows.slice(0, WITHDRAWAL_HISTORY_LIMIT));
}

/** Names the Safe and its signers on each row whose transaction executed a proposal of the Safe
 *  queue (decision 100): the owners whose signatures it carried, in the order they signed. */
async function withSafeSigners(db: Database, rows: Withdrawal[]): Promise<Withdrawal[]> {
  const hashes = rows.flatMap((row) => (row.transactionHash ? [row.transactionHash.toLowerCase()] : []));
  if (hashes.length === 0) return rows;
  const signed = await db
    .select({
      chainId: safeTransactions.chainId,
      txHash: safeTransactions.executionTxHash,
      safe: safeTransactions.safeAddress,
      owner: safeConfirmations.owner,
    })
    .from(safeTransactions)
    .innerJoin(safeConfirmations, eq(safeConfirmations.safeTransactionId, safeTransactions.id))
    .where(inArray(safeTransactions.executionTxHash, hashes))
    .orderBy(asc(safeConfirmations.createdAt), asc(safeConfirmations.owner));
  if (signed.length === 0) return rows;
  return rows.map((row) => {
    const mine = signed.filter(
      (entry) => entry.chainId === row.chainId && entry.txHash === row.transactionHash?.toLowerCase(),
    );
    return mine.length === 0
      ? row
      : {
          ...row,
          safe: { address: getAddress(mine[0]!.safe), signers: mine.map((entry) => getAddress(entry.owner)) },
        };
  });
}

/** The history row of one request, by its transaction. */
export async function withdrawalOfRequest(
  db: Database,
  chain: TokenSource,
  chainId: number,
  txHash: string,
): Promise<Withdrawal | null> {
  const [row] = await requestsWhere(
    db,
    and(eq(withdrawalRequests.chainId, chainId), eq(withdrawalRequests.txHash, txHash.toLowerCase())),
  );
  return row ? fromRequest(chain, row) : null;
}

interface JoinedRequest {
  request: RequestRow;
  campaign: CampaignPart;
  event: VaultRow | null;
}

function requestsWhere(db: Database, where: SQL | undefined): Promise<JoinedRequest[]> {
  return db
    .select({ request: withdrawalRequests, campaign: campaignPart, event: vaultWithdrawals })
    .from(withdrawalRequests)
    .innerJoin(campaigns, eq(campaigns.id, withdrawalRequests.campaignId))
    .leftJoin(
      vaultWithdrawals,
      and(
        eq(vaultWithdrawals.chainId, withdrawalRequests.chainId),
        eq(vaultWithdrawals.txHash, withdrawalRequests.txHash),
      ),
    )
    .where(where)
    .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id))
    .limit(WITHDRAWAL_HISTORY_LIMIT);
}

/** Marks pending requests whose transaction reverted, or vanished, as failed. A chain that does
 *  not answer leaves them pending for the next look. */
async function settleStalePending(
  db: Database,
  chains: HistoryChains,
  rows: JoinedRequest[],
  now: Date,
): Promise<void> {
  const stale = rows.filter(
    (row) =>
      row.event === null &&
      row.request.status === 'pending' &&
      now.getTime() - row.request.createdAt.getTime() >= CHECK_AFTER_MS,
  );
  await Promise.all(
    stale.slice(0, 20).map(async (row) => {
      const chain = chains.get(row.request.chainId);
      if (!chain) return;
      const reason = await failureOf(chain, row.request, now).catch(() => null);
      if (!reason) return;
      await db
        .update(withdrawalRequests)
        .set({ status: 'failed', failureReason: reason, updatedAt: now })
        .where(and(eq(withdrawalRequests.id, row.request.id), eq(withdrawalRequests.status, 'pending')));
      row.request = { ...row.request, status: 'failed', failureReason: reason };
    }),
  );
}

async function failureOf(chain: Pick<ChainContext, 'client'>, request: RequestRow, now: Date) {
  const hash = request.txHash as Hex;
  try {
    const receipt = await chain.client.getTransactionReceipt({ hash });
    return receipt.status === 'reverted' ? FAILURE_REASONS.reverted : null;
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
  }
  if (now.getTime() - request.createdAt.getTime() < DROPPED_AFTER_MS) return null;
  try {
    await chain.client.getTransaction({ hash });
    return null;
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return FAILURE_REASONS.dropped;
    throw error;
  }
}

function fromRequest(chain: TokenSource, { request, campaign, event }: JoinedRequest): Withdrawal {
  if (event) return { ...fromEvent(chain, event, campaign, request.method), id: `request-${request.id}` };
  const token = tokenByAddress(chain, request.tokenAddress);
  const decimals = token?.decimals ?? 18;
  const { fee, payout } = splitPlatformFee(request.amount);
  return {
    id: `request-${request.id}`,
    chainId: request.chainId,
    campaign,
    currency: token?.symbol ?? 'unknown',
    amount: formatUnits(request.amount, decimals),
    fee: formatUnits(fee, decimals),
    payout: formatUnits(payout, decimals),
    recipientAddress: getAddress(request.recipient),
    status: request.status,
    method: request.method,
    transactionHash: request.txHash,
    failureReason: request.failureReason,
    createdAt: request.createdAt.toISOString(),
    safe: null,
  };
}

function fromEvent(
  chain: TokenSource,
  event: VaultRow,
  campaign: CampaignPart,
  method: Withdrawal['method'],
): Withdrawal {
  const token = tokenByAddress(chain, event.tokenAddress);
  const decimals = token?.decimals ?? 18;
  return {
    id: `event-${event.id}`,
    chainId: event.chainId,
    campaign,
    currency: token?.symbol ?? 'unknown',
    amount: formatUnits(event.amount, decimals),
    fee: formatUnits(event.fee, decimals),
    payout: formatUnits(event.payout, decimals),
    recipientAddress: getAddress(event.recipient),
    status: 'completed',
    method,
    transactionHash: event.txHash,
    failureReason: null,
    createdAt: event.createdAt.toISOString(),
    safe: null,
  };
}
