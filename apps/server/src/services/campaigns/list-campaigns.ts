import type { CampaignListItem, CampaignListQuery } from '@crowdvault/shared/api/campaign';
import { CAMPAIGN_CURRENCIES } from '@crowdvault/shared/constants';
import { foldForSearch } from '@crowdvault/shared/search-fold';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { ChainDeployment } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { loadImageViews } from '../media/media-store';
import { activeCampaign } from './active-campaign';
import { type CampaignListRow, toCampaignListItem } from './campaign-response';
import type { TtlCache } from './ttl-cache';

/** The columns a card needs (issue 15): no creator, so no join with users either. */
const LIST_COLUMNS = {
  id: campaigns.id,
  title: campaigns.title,
  description: campaigns.description,
  category: campaigns.category,
  coverImageId: campaigns.coverImageId,
  location: campaigns.location,
  status: campaigns.status,
  currency: campaigns.currency,
  goalAmount: campaigns.goalAmount,
  raisedAmount: campaigns.raisedAmount,
  donorCount: campaigns.donorCount,
  isApproved: campaigns.isApproved,
  isFeatured: campaigns.isFeatured,
  endDate: campaigns.endDate,
  fundingModel: campaigns.fundingModel,
  aonOutcome: campaigns.aonOutcome,
} satisfies Record<keyof CampaignListRow, unknown>;

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
  totals?: TtlCache<number>,
): Promise<CampaignPage> {
  const where = and(...listFilters(query));
  const candidates = pageCandidates(query, where, deployment);
  const totalKey = JSON.stringify([query.status, query.category, query.featured, query.search?.trim() ?? '']);
  const countMatches = () =>
    db
      .select({ value: count() })
      .from(campaigns)
      .where(where)
      .then(([row]) => row?.value ?? 0);
  const [rows, total] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(campaigns)
      .where(candidates ? and(where, sql`${campaigns.id} in (${candidates})`) : where)
      .orderBy(...listOrder(query.sortBy, deployment))
      .limit(query.limit)
      .offset(query.offset),
    totals ? totals.getOrLoad(totalKey, countMatches) : countMatches(),
  ]);
  const images = await loadImageViews(db, rows);
  return { campaigns: rows.map((row) => toCampaignListItem(row, deployment, images)), total };
}

function listFilters(query: CampaignListQuery): SQL[] {
  // A literal predicate, not `= $1`: the planner must see it to pick the partial list indexes.
  const filters: SQL[] = [sql`${campaigns.isApproved}`];
  // 'all' means every public state: flagged campaigns are under review and not promoted in lists.
  if (query.status === 'all') filters.push(sql`${campaigns.status} <> 'flagged'`);
  // Active is the one definition Home's count uses too: an ended campaign is not active.
  else if (query.status === 'active') filters.push(activeCampaign());
  // Ended: marked completed, or active with its end passed (not yet marked): what a visitor looks
  // for when a campaign they know is no longer running.
  else if (query.status === 'ended') {
    filters.push(
      sql`(${campaigns.status} = 'completed' or (${campaigns.status} = 'active' and ${campaigns.endDate} <= now()))`,
    );
  } else filters.push(eq(campaigns.status, query.status));
  if (query.category && query.category !== 'all') filters.push(eq(campaigns.category, query.category));
  if (query.featured !== undefined) filters.push(eq(campaigns.isFeatured, query.featured));
  const search = query.search?.trim();
  if (search) {
    // position() compares literally: %, _ and quotes in the text are just characters (the value
    // is a bound parameter), unlike LIKE patterns that would need escaping.
    const needle = foldForSearch(search);
    // The stored folded title and description (schema.ts: lower case, accents off), not a
    // function of every row: "krakow" finds "Kraków".
    filters.push(sql`position(${needle} in ${campaigns.searchText}) > 0`);
  }
  return filters;
}

// Descending keys say `nulls last` although the columns are NOT NULL: Postgres matches an ORDER BY
// to an index only if the null placement matches too, and the list indexes are `desc nulls last`.
// Without it 'newest' sorted every campaign of the status instead of reading 12 index entries.
function listOrder(sortBy: CampaignListQuery['sortBy'], deployment: ChainDeployment): SQL[] {
  switch (sortBy) {
    case 'funded':
      return [sql`${raisedInCommonUnits(deployment)} desc`, sql`${campaigns.id} desc`];
    case 'ending':
      // Running campaigns first, soonest end first; those already ended follow, latest first.
      return [
        sql`case when ${campaigns.endDate} > now() then ${campaigns.endDate} end asc nulls last`,
        sql`${campaigns.endDate} desc`,
        sql`${campaigns.id} asc`,
      ];
    case 'newest':
      return [sql`${campaigns.createdAt} desc nulls last`, sql`${campaigns.id} desc nulls last`];
    default:
      return [
        sql`${campaigns.lastDonationAt} desc nulls last`,
        sql`${campaigns.createdAt} desc nulls last`,
        sql`${campaigns.id} desc nulls last`,
      ];
  }
}

/**
 * For sorts no single index can serve, the ids that can reach the requested page: the matching
 * campaigns split into parts that each have an index order (one per currency for 'funded', running
 * and ended for 'ending'), the first offset + limit of each part. The parts cover every match and
 * each part's order agrees with the full order, so the page of the full order lies among them;
 * the outer query sorts these few dozen rows by the full order. Undefined when the index serves
 * the full order directly ('recent', 'newest').
 */
function pageCandidates(
  query: CampaignListQuery,
  where: SQL | undefined,
  deployment: ChainDeployment,
): SQL | undefined {
  const reach = query.offset + query.limit;
  const part = (filter: SQL, order: SQL) =>
    sql`(select ${campaigns.id} from ${campaigns} where ${and(where, filter)} order by ${order} limit ${reach})`;
  switch (query.sortBy) {
    case 'funded':
      // Within one currency the USD order is the raised amount's order; a currency the deployment
      // lacks counts as 0 (see raisedInCommonUnits), leaving the id to order it.
      return sql.join(
        CAMPAIGN_CURRENCIES.map((currency) =>
          part(
            sql`${campaigns.currency} = ${currency}`,
            deployment.tokens.some((token) => token.symbol === currency)
              ? sql`${campaigns.raisedAmount} desc nulls last, ${campaigns.id} desc nulls last`
              : sql`${campaigns.id} desc nulls last`,
          ),
        ),
        sql` union all `,
      );
    case 'ending':
      return sql.join(
        [
          part(sql`${campaigns.endDate} > now()`, sql`${campaigns.endDate} asc, ${campaigns.id} asc`),
          part(sql`${campaigns.endDate} <= now()`, sql`${campaigns.endDate} desc, ${campaigns.id} asc`),
        ],
        sql` union all `,
      );
    default:
      return undefined;
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
