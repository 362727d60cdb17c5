import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import { desc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { type ChainDeployment, decimalsOf } from '../../chain/deployment';
import { toSafeInfo } from '../../chain/read-safe';
import type { Database } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { loadImageViews } from '../media/media-store';
import { allOrNothingFacts } from './all-or-nothing-facts';
import { creatorColumns, toCampaignSummary } from './campaign-response';
import { raisedByChain } from './raised-by-chain';
import type { SafeOwnedVault } from './safe-owned-vaults';

/** A creator's own campaigns in every state, pending review included, and those whose vault a Safe
 *  the user is an owner of holds (`safes`, from safeOwnedVaults), newest first, each with its raised
 *  amount split by network. */
export async function listOwnCampaigns(
  db: Database,
  deployment: ChainDeployment,
  creatorId: number,
  safes: SafeOwnedVault[] = [],
): Promise<OwnCampaign[]> {
  const { story: _story, searchText: _searchText, ...columns } = getTableColumns(campaigns);
  const rows = await db
    .select({
      campaign: columns,
      creator: creatorColumns,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .where(
      safes.length === 0
        ? eq(campaigns.creatorId, creatorId)
        : or(
            eq(campaigns.creatorId, creatorId),
            inArray(
              campaigns.id,
              safes.map((entry) => entry.campaignId),
            ),
          ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const split = await raisedByChain(
    db,
    rows.map((row) => ({ id: row.campaign.id, decimals: decimalsOf(deployment, row.campaign.currency) })),
  );
  const images = await loadImageViews(
    db,
    rows.map((row) => row.campaign),
  );
  const aon = await allOrNothingFacts(
    db,
    deployment,
    undefined,
    rows.map((row) => row.campaign),
  );
  return rows.map((row) => ({
    ...toCampaignSummary(row.campaign, row.creator, deployment, images, aon.get(row.campaign.id) ?? null),
    raisedByChain: split.get(row.campaign.id) ?? [],
    moderationReason: row.campaign.moderationReason ?? null,
    safe: safeOf(safes, row.campaign.id),
  }));
}

function safeOf(safes: SafeOwnedVault[], campaignId: number) {
  const owned = safes.find((entry) => entry.campaignId === campaignId);
  return owned ? toSafeInfo(owned.chainId, owned.safe) : null;
}
