import type { Campaign } from '@crowdvault/shared/api/campaign';
import { formatUnits } from '@crowdvault/shared/format';
import { eq, max, sql } from 'drizzle-orm';
import type { ChainDeployment } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns, campaignUpdates, donations, users } from '../../db/schema';
import { AppError } from '../../errors';
import { type CampaignRow, toCampaign } from './campaign-response';

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

/** One campaign with its creator, approved or not (a pending campaign is reachable by its link). */
export async function getCampaign(
  db: Database,
  deployment: ChainDeployment,
  id: number,
): Promise<Campaign | null> {
  const [row] = await db
    .select({
      campaign: campaigns,
      creator: {
        username: users.username,
        walletAddress: users.walletAddress,
        bio: users.bio,
        avatarUrl: users.avatarUrl,
      },
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .where(eq(campaigns.id, id));
  if (!row) return null;
  const [byToken, lastUpdate] = await Promise.all([raisedByToken(db, id), lastUpdateAt(db, id)]);
  return {
    ...toCampaign(row.campaign, row.creator, deployment),
    raisedByToken: byToken,
    lastUpdateAt: lastUpdate?.toISOString() ?? null,
  };
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
 *  is listed but does not. */
async function raisedByToken(db: Database, campaignId: number) {
  const rows = await db
    .select({
      currency: donations.currency,
      amount: sql<string>`sum(${donations.amount})`,
      decimals: sql<number>`max(${donations.tokenDecimals})`,
      counted: sql<string>`sum(${donations.countedAmount})`,
    })
    .from(donations)
    .where(eq(donations.campaignId, campaignId))
    .groupBy(donations.currency);
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
