import type { Campaign } from '@crowdvault/shared/api/campaign';
import { formatUnits } from '@crowdvault/shared/format';
import { eq, max, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { convertDecimals } from '../../chain/amounts';
import { type ChainDeployment, decimalsOf } from '../../chain/deployment';
import type { ChainRegistry } from '../../chain/registry';
import type { Database } from '../../db/client';
import { campaigns, campaignUpdates, donations, users, vaultOwnerChanges } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/users';
import { loadImageViews } from '../media/media-store';
import { allOrNothingFacts } from './all-or-nothing-facts';
import { approvalOf } from './campaign-approval';
import { type CampaignRow, creatorColumns, toCampaign } from './campaign-response';
import { raisedByChain } from './raised-by-chain';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

/** The one answer for a campaign id that names no campaign (or cannot: a malformed id). */
export function campaignNotFound(): AppError {
  return new AppError('NOT_FOUND', CAMPAIGN_NOT_FOUND);
}

/** The campaign's row, or 404 'Campaign not found'. `id` comes parsed from campaignIdParamsSchema
 *  or a body schema; null (a malformed id) is not found either. */
export async function requireCampaign(db: Database, id: number | null): Promise<CampaignRow> {
  const [row] = id === null ? [] : await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw campaignNotFound();
  return row;
}

/** One campaign with its creator, approved or not (a pending campaign is reachable by its link),
 *  and where it stands with the moderators: the reason for a rejection or flag only when `viewer`
 *  is its creator or a moderator. */
export async function getCampaign(
  db: Database,
  deployment: ChainDeployment,
  id: number,
  chains?: ChainRegistry,
  viewer?: Pick<AuthUser, 'id' | 'role'>,
): Promise<Campaign | null> {
  const [row] = await db
    .select({
      campaign: campaigns,
      creator: creatorColumns,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .where(eq(campaigns.id, id));
  if (!row) return null;
  const [byToken, byChain, lastUpdate, owners, images, aon] = await Promise.all([
    raisedByToken(db, id),
    raisedByChain(db, [{ id, decimals: decimalsOf(deployment, row.campaign.currency) }]),
    lastUpdateAt(db, id),
    vaultOwnersOf(db, row.campaign, row.creator.walletAddress, vaultChainIds(row.campaign, chains)),
    loadImageViews(db, [row.campaign]),
    allOrNothingFacts(db, deployment, chains, [row.campaign]),
  ]);
  return {
    ...toCampaign(row.campaign, row.creator, deployment, images, aon.get(id) ?? null),
    raisedByToken: byToken,
    raisedByChain: byChain.get(id) ?? [],
    lastUpdateAt: lastUpdate?.toISOString() ?? null,
    vaultOwners: owners,
    moderation: {
      approval: approvalOf(row.campaign),
      reason: mayReadReason(viewer, row.campaign.creatorId) ? (row.campaign.moderationReason ?? null) : null,
    },
  };
}

function mayReadReason(viewer: Pick<AuthUser, 'id' | 'role'> | undefined, creatorId: number): boolean {
  return viewer !== undefined && (viewer.id === creatorId || viewer.role !== 'USER');
}

/** The chains a campaign's vault takes gifts on: its one chain (all or nothing), else every served one. */
function vaultChainIds(campaign: CampaignRow, chains: ChainRegistry | undefined): number[] {
  return campaign.aonChainId !== null ? [campaign.aonChainId] : (chains?.ids ?? []);
}

/** The vault's owner on each chain where it is not the creator's wallet: where the indexer saw an
 *  accepted ownership transfer leave it with someone else (the last transfer per chain wins), and,
 *  for a vault a Safe owned from creation (decision 104), that Safe on every chain `chainIds` lists
 *  that has seen no transfer. */
async function vaultOwnersOf(
  db: Database,
  campaign: CampaignRow,
  creatorWallet: string,
  chainIds: readonly number[],
) {
  const rows = await db
    .select({
      chainId: vaultOwnerChanges.chainId,
      newOwner: vaultOwnerChanges.newOwner,
      username: users.username,
    })
    .from(vaultOwnerChanges)
    .leftJoin(users, eq(users.walletAddress, vaultOwnerChanges.newOwner))
    .where(eq(vaultOwnerChanges.campaignId, campaign.id))
    .orderBy(vaultOwnerChanges.blockNumber, vaultOwnerChanges.logIndex);
  const latest = new Map<number, { walletAddress: string; username: string | null }>();
  if (campaign.vaultOwner) {
    const [safeUser] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.walletAddress, campaign.vaultOwner));
    for (const chainId of chainIds) {
      latest.set(chainId, { walletAddress: campaign.vaultOwner, username: safeUser?.username ?? null });
    }
  }
  for (const row of rows) latest.set(row.chainId, { walletAddress: row.newOwner, username: row.username });
  return [...latest]
    .filter(([, owner]) => owner.walletAddress !== creatorWallet.toLowerCase())
    .sort(([a], [b]) => a - b)
    .map(([chainId, owner]) => ({
      chainId,
      walletAddress: getAddress(owner.walletAddress),
      username: owner.username,
    }));
}

/** When the campaign's newest update was posted, or null. */
async function lastUpdateAt(db: Database, campaignId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(campaignUpdates.createdAt) })
    .from(campaignUpdates)
    .where(eq(campaignUpdates.campaignId, campaignId));
  return row?.at ?? null;
}

/** What a campaign was given in each token, largest first. A token counts toward the goal when
 *  its donations have counted amounts (stablecoins at face value, decision 031); the native coin
 *  is listed but does not. One token has different decimals on two chains (USDT: 6 and 18), so
 *  each (token, decimals) is summed apart and brought to the larger before adding. */
async function raisedByToken(db: Database, campaignId: number) {
  const parts = await db
    .select({
      currency: donations.currency,
      amount: sql<string>`sum(${donations.amount})`,
      decimals: donations.tokenDecimals,
      counted: sql<string>`sum(${donations.countedAmount})`,
    })
    .from(donations)
    .where(eq(donations.campaignId, campaignId))
    .groupBy(donations.currency, donations.tokenDecimals);
  const byCurrency = new Map<string, { amount: bigint; decimals: number; counted: bigint }>();
  for (const part of parts) {
    const decimals = Number(part.decimals);
    const seen = byCurrency.get(part.currency) ?? { amount: 0n, decimals, counted: 0n };
    const places = Math.max(seen.decimals, decimals);
    byCurrency.set(part.currency, {
      amount:
        convertDecimals(seen.amount, seen.decimals, places) +
        convertDecimals(BigInt(part.amount), decimals, places),
      decimals: places,
      counted: seen.counted + BigInt(part.counted),
    });
  }
  const rows = [...byCurrency].map(([currency, sum]) => ({
    currency,
    amount: sum.amount.toString(),
    decimals: sum.decimals,
    counted: sum.counted.toString(),
  }));
  return rows
    .map((row) => ({
      currency: row.currency,
      amount: formatUnits(BigInt(row.amount), Number(row.decimals)),
      countsTowardGoal: BigInt(row.counted) > 0n,
      units: BigInt(row.amount),
    }))
    .sort(
      (a, b) =>
        Number(b.countsTowardGoal) - Number(a.countsTowardGoal) || a.currency.localeCompare(b.currency),
    )
    .map(({ units: _units, ...entry }) => entry);
}
