import type { CampaignListItem, CampaignListQuery } from '@crowdvault/shared/api/campaign';
import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { ChainDeployment } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { toCampaignListItem } from './campaign-response';
import type { TotalCache } from './total-cache';

export interface CampaignPage {
  campaigns: CampaignListItem[];
  total: number;
}

/** `GET /api/campaigns`: approved campaigns only (pending review is never listed), filtered,
 *  sorted with the id as a tie-breaker so pages never overlap, plus the total for "Load More". */
export async function listCampaigns(
  db: Database,
  deployment: ChainDeployment,
  query: CampaignListQuery,
  totals?: TotalCache,
): Promise<CampaignPage> {
  const where = and(...listFilters(query));
  const { story: _story, ...columns } = getTableColumns(campaigns);
  const totalKey = JSON.stringify([query.status, query.category, query.featured, query.search?.trim() ?? '']);
  const cachedTotal = totals?.get(totalKey);
  const [rows, total] = await Promise.all([
    db
      .select({
        campaign: columns,
        creator: { username: users.username, walletAddress: users.walletAddress, bio: users.bio },
      })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.creatorId))
      .where(where)
      .orderBy(...listOrder(query.sortBy, deployment))
      .limit(query.limit)
      .offset(query.offset),
    cachedTotal ??
      db
        .select({ value: count() })
        .from(campaigns)
        .where(where)
        .then(([row]) => {
          const value = row?.value ?? 0;
          totals?.set(totalKey, value);
          return value;
        }),
  ]);
  return { campaigns: rows.map((row) => toCampaignListItem(row.campaign, row.creator, deployment)), total };
}

function listFilters(query: CampaignListQuery): SQL[] {
  const filters: SQL[] = [eq(campaigns.isApproved, true)];
  // 'all' means every public state: flagged campaigns are under review and not promoted in lists.
  if (query.status === 'all') filters.push(sql`${campaigns.status} <> 'flagged'`);
  else filters.push(eq(campaigns.status, query.status));
  if (query.category && query.category !== 'all') filters.push(eq(campaigns.category, query.category));
  if (query.featured !== undefined) filters.push(eq(campaigns.isFeatured, query.featured));
  const search = query.search?.trim();
  if (search) {
    // position() compares literally: %, _ and quotes in the text are just characters (the value
    // is a bound parameter), unlike LIKE patterns that would need escaping.
    const needle = search.toLowerCase();
    filters.push(
      sql`(position(${needle} in lower(${campaigns.title})) > 0 or position(${needle} in lower(${campaigns.description})) > 0)`,
    );
  }
  return filters;
}

function listOrder(sortBy: CampaignListQuery['sortBy'], deployment: ChainDeployment): SQL[] {
  switch (sortBy) {
    case 'funded':
      return [desc(raisedInCommonUnits(deployment)), desc(campaigns.id)];
    case 'ending':
      // Running campaigns first, soonest end first; those already ended follow, latest first.
      return [
        sql`case when ${campaigns.endDate} > now() then ${campaigns.endDate} end asc nulls last`,
        desc(campaigns.endDate),
        asc(campaigns.id),
      ];
    case 'newest':
      return [desc(campaigns.createdAt), desc(campaigns.id)];
    default:
      return [
        sql`${campaigns.lastDonationAt} desc nulls last`,
        desc(campaigns.createdAt),
        desc(campaigns.id),
      ];
  }
}

/** Raised amounts of different tokens (6 or 18 decimals) scaled to the largest of them, so USDT,
 *  USDC and DAI compare 1:1 in USD with the smallest numbers that are still exact. The factors are
 *  integers from the deployment, never user input. */
function raisedInCommonUnits(deployment: ChainDeployment): SQL {
  const widest = Math.max(...deployment.tokens.map((token) => token.decimals));
  const cases = deployment.tokens.map(
    (token) =>
      sql`when ${sql.raw(`'${token.symbol}'`)} then ${sql.raw(`1${'0'.repeat(widest - token.decimals)}`)}`,
  );
  return sql`(${campaigns.raisedAmount} * case ${campaigns.currency} ${sql.join(cases, sql` `)} else 0 end)`;
}
