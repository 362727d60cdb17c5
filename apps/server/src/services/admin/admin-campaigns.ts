import type {
  AdminCampaign,
  AdminCampaignDetail,
  AdminCampaignListQuery,
  AdminStats,
  ApproveCampaign,
  UpdateCampaign,
} from '@crowdvault/shared/api/admin';
import type { ModerationNotice } from '@crowdvault/shared/api/notifications';
import { foldForSearch } from '@crowdvault/shared/search-fold';
import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { ChainDeployment } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaignReports, campaigns, donations, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';
import { allOrNothingFacts } from '../campaigns/all-or-nothing-facts';
import { approvalOf } from '../campaigns/campaign-approval';
import { creatorColumns, toCampaignSummary } from '../campaigns/campaign-response';
import { campaignNotFound } from '../campaigns/get-campaign';
import { moneyTotal, toCurrencySum } from '../dashboard/dashboard-summary';
import { loadImageViews } from '../media/media-store';
import { notifyCreator } from '../notifications/notify';

const isRejected = sql`(not ${campaigns.isApproved} and ${campaigns.moderationReason} is not null
  and ${campaigns.status} <> 'flagged')`;
const isPending = sql`(not ${campaigns.isApproved} and not ${isRejected})`;

const { story: _story, searchText: _searchText, ...listColumns } = getTableColumns(campaigns);
const openReports = sql<number>`(select count(*)::int from ${campaignReports}
  where ${campaignReports.campaignId} = ${campaigns.id} and ${campaignReports.status} = 'open')`;

/** Campaign Management's list: every campaign (pending and flagged included), filtered and paged
 *  in SQL, newest first, with the total. */
export async function listAdminCampaigns(
  db: Database,
  deployment: ChainDeployment,
  query: AdminCampaignListQuery,
): Promise<{ campaigns: AdminCampaign[]; total: number }> {
  const where = adminFilters(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ campaign: listColumns, creator: creatorColumns, openReports })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.creatorId))
      .where(where)
      // Ids grow with creation: newest first straight from the primary key, no sort of the table.
      .orderBy(desc(campaigns.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(campaigns).where(where),
  ]);
  const aon = await allOrNothingFacts(
    db,
    deployment,
    undefined,
    rows.map((row) => row.campaign),
  );
  const images = await loadImageViews(
    db,
    rows.map((row) => row.campaign),
  );
  return {
    campaigns: rows.map((row) => ({
      ...toCampaignSummary(row.campaign, row.creator, deployment, images, aon.get(row.campaign.id) ?? null),
      moderationReason: row.campaign.moderationReason ?? null,
      approval: approvalOf(row.campaign),
      openReports: Number(row.openReports),
    })),
    total: total?.value ?? 0,
  };
}

function adminFilters(query: AdminCampaignListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(campaigns.status, query.status));
  if (query.approval === 'approved') filters.push(eq(campaigns.isApproved, true));
  if (query.approval === 'pending') filters.push(isPending);
  if (query.approval === 'rejected') filters.push(isRejected);
  if (query.featured !== undefined) filters.push(eq(campaigns.isFeatured, query.featured));
  const search = query.search?.trim().toLowerCase();
  if (search) {
    // position() compares literally: %, _ and quotes are plain characters (see list-campaigns.ts).
    // Title and description are searched in the stored lower-case copy; creators are matched once
    // each (a thousand users, not every campaign's row), so counting needs no join.
    filters.push(
      sql`(position(${foldForSearch(search)} in ${campaigns.searchText}) > 0
        or ${campaigns.creatorId} in (select creator.id from ${users} creator
          where position(${search} in lower(creator.username)) > 0
            or position(${search} in creator.wallet_address) > 0))`,
    );
  }
  return filters.length > 0 ? and(...filters) : undefined;
}

export async function getAdminCampaign(
  db: Database,
  deployment: ChainDeployment,
  id: number | null,
): Promise<AdminCampaignDetail> {
  const [row] =
    id === null
      ? []
      : await db
          .select({ campaign: campaigns, creator: creatorColumns, openReports })
          .from(campaigns)
          .innerJoin(users, eq(users.id, campaigns.creatorId))
          .where(eq(campaigns.id, id));
  if (!row) throw campaignNotFound();
  const images = await loadImageViews(db, [row.campaign]);
  const aon = await allOrNothingFacts(db, deployment, undefined, [row.campaign]);
  return {
    ...toCampaignSummary(row.campaign, row.creator, deployment, images, aon.get(row.campaign.id) ?? null),
    story: row.campaign.story,
    moderationReason: row.campaign.moderationReason ?? null,
    approval: approvalOf(row.campaign),
    openReports: Number(row.openReports),
  };
}

/** The cards above Campaign Management, from aggregates over every campaign. */
export async function adminStats(db: Database): Promise<AdminStats> {
  const [[counts], raised, [reports], [people]] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${campaigns.status} = 'active')::int`,
        pending: sql<number>`count(*) filter (where ${isPending})::int`,
        rejected: sql<number>`count(*) filter (where ${isRejected})::int`,
        flagged: sql<number>`count(*) filter (where ${campaigns.status} = 'flagged')::int`,
      })
      .from(campaigns),
    db
      .select({
        currency: donations.currency,
        chainId: donations.chainId,
        decimals: donations.tokenDecimals,
        amount: sql<string>`sum(${donations.amount})`,
      })
      .from(donations)
      .groupBy(donations.currency, donations.chainId, donations.tokenDecimals),
    db.select({ value: count() }).from(campaignReports).where(eq(campaignReports.status, 'open')),
    db.select({ value: count() }).from(users),
  ]);
  return {
    totalRaised: moneyTotal(raised.map(toCurrencySum)),
    totalCampaigns: counts?.total ?? 0,
    activeCampaigns: Number(counts?.active ?? 0),
    pendingApproval: Number(counts?.pending ?? 0),
    rejected: Number(counts?.rejected ?? 0),
    flagged: Number(counts?.flagged ?? 0),
    openReports: reports?.value ?? 0,
    totalUsers: people?.value ?? 0,
  };
}

/** Approve, or reject with a reason, recording both in the audit log and telling the creator.
 *  A pending campaign can be rejected straight away, an approved one taken back; approving
 *  clears the creator-visible reason of an earlier rejection. */
export async function approveCampaign(
  db: Database,
  actorId: number,
  id: number | null,
  body: ApproveCampaign,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] =
      id === null ? [] : await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!current) throw campaignNotFound();
    const approval = approvalOf(current);
    if (body.approved && approval === 'approved') throw new AppError('CONFLICT', 'Campaign already approved');
    if (!body.approved && approval === 'rejected')
      throw new AppError('CONFLICT', 'Campaign already rejected');
    const reason = body.approved ? null : (body.reason ?? null);
    await tx
      .update(campaigns)
      .set({ isApproved: body.approved, moderationReason: reason })
      .where(eq(campaigns.id, current.id));
    const auditId = await recordAudit(tx, {
      actorId,
      action: body.approved ? 'campaign.approve' : 'campaign.reject',
      targetType: 'campaign',
      targetId: current.id,
      targetLabel: current.title,
      // The approval, not isApproved: a rejection of a pending campaign left isApproved false → false.
      before: { approval },
      after: { approval: body.approved ? 'approved' : 'rejected' },
      reason,
    });
    await notifyCreator(tx, {
      campaignId: current.id,
      notice: body.approved ? 'approved' : 'rejected',
      auditId,
    });
  });
}

/** What the creator hears of a status change, if anything (completed and the rest they know). */
function statusNotice(from: string, to: string): ModerationNotice | null {
  if (to === 'flagged') return 'flagged';
  if (to === 'paused') return 'paused';
  if (from === 'flagged') return 'unflagged';
  if (from === 'paused' && to === 'active') return 'resumed';
  return null;
}

/** Status or featured flag; flagging needs a reason (the schema checks), which the creator sees. */
export async function updateCampaign(
  db: Database,
  actorId: number,
  id: number | null,
  body: UpdateCampaign,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] =
      id === null ? [] : await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!current) throw campaignNotFound();
    if (body.status !== undefined && body.status !== current.status) {
      // A flag's reason goes with the flag; any other change keeps the reason it had (a rejection's).
      const reason =
        body.status === 'flagged'
          ? (body.reason ?? null)
          : current.status === 'flagged'
            ? null
            : current.moderationReason;
      await tx
        .update(campaigns)
        .set({ status: body.status, moderationReason: reason ?? null })
        .where(eq(campaigns.id, current.id));
      const auditId = await recordAudit(tx, {
        actorId,
        action: 'campaign.status',
        targetType: 'campaign',
        targetId: current.id,
        targetLabel: current.title,
        before: { status: current.status },
        after: { status: body.status },
        reason: body.status === 'flagged' ? body.reason : (body.reason ?? null),
      });
      const notice = statusNotice(current.status, body.status);
      if (notice) await notifyCreator(tx, { campaignId: current.id, notice, auditId });
    }
    if (body.isFeatured !== undefined && body.isFeatured !== current.isFeatured) {
      await tx.update(campaigns).set({ isFeatured: body.isFeatured }).where(eq(campaigns.id, current.id));
      const auditId = await recordAudit(tx, {
        actorId,
        action: body.isFeatured ? 'campaign.feature' : 'campaign.unfeature',
        targetType: 'campaign',
        targetId: current.id,
        targetLabel: current.title,
        before: { isFeatured: current.isFeatured },
        after: { isFeatured: body.isFeatured },
      });
      if (body.isFeatured) await notifyCreator(tx, { campaignId: current.id, notice: 'featured', auditId });
    }
  });
}
