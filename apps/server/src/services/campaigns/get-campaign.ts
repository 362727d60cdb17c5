import type { Campaign } from '@crowdvault/shared/api/campaign';
import { eq } from 'drizzle-orm';
import type { ChainDeployment } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns, users } from '../../db/schema';
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
      creator: { username: users.username, walletAddress: users.walletAddress, bio: users.bio },
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .where(eq(campaigns.id, id));
  return row ? toCampaign(row.campaign, row.creator, deployment) : null;
}
