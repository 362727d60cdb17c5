import type { Campaign } from '@crowdvault/shared/api/campaign';
import { eq } from 'drizzle-orm';
import type { ChainDeployment } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { toCampaign } from './campaign-response';

/** A campaign id as it appears in a URL: digits only, within Postgres' integer range. */
export function parseCampaignId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
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
