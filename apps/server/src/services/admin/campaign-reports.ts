import type {
  CreateReport,
  Report,
  reportQuerySchema,
  resolveReportSchema,
} from '@crowdvault/shared/api/admin';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { campaignReports, campaigns, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';
import { requireCampaign } from '../campaigns/get-campaign';

export const REPORT_ERRORS = {
  duplicate: 'You have already reported this campaign; moderators will review it',
  notFound: 'Report not found',
  resolved: 'This report is already resolved',
} as const;

const reporters = alias(users, 'reporter');

/** A signed-in user reports a campaign; one open report per user and campaign (the partial unique
 *  index decides under concurrency: a second insert conflicts and gets 409). */
export async function createReport(
  db: Database,
  reporterId: number,
  campaignId: number | null,
  body: CreateReport,
): Promise<Report> {
  const campaign = await requireCampaign(db, campaignId);
  const [row] = await db
    .insert(campaignReports)
    .values({ campaignId: campaign.id, reporterId, reason: body.reason, details: body.details })
    .onConflictDoNothing()
    .returning({ id: campaignReports.id });
  if (!row) throw new AppError('CONFLICT', REPORT_ERRORS.duplicate);
  return (await reportsWhere(db, eq(campaignReports.id, row.id), 1, 0))[0]!;
}

export async function listReports(
  db: Database,
  query: z.infer<typeof reportQuerySchema>,
): Promise<{ reports: Report[]; total: number }> {
  const where = query.status === 'all' ? undefined : eq(campaignReports.status, query.status);
  const [reports, [total]] = await Promise.all([
    reportsWhere(db, where, query.limit, query.offset),
    db.select({ value: count() }).from(campaignReports).where(where),
  ]);
  return { reports, total: total?.value ?? 0 };
}

/** Dismisses or actions an open report and records the outcome in the audit log. */
export async function resolveReport(
  db: Database,
  actorId: number,
  reportId: number,
  body: z.infer<typeof resolveReportSchema>,
): Promise<Report> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(campaignReports)
      .where(eq(campaignReports.id, reportId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', REPORT_ERRORS.notFound);
    if (current.status !== 'open') throw new AppError('CONFLICT', REPORT_ERRORS.resolved);
    await tx
      .update(campaignReports)
      .set({
        status: body.outcome,
        resolvedBy: actorId,
        resolutionNote: body.note || null,
        resolvedAt: new Date(),
      })
      .where(eq(campaignReports.id, reportId));
    const [campaign] = await tx
      .select({ title: campaigns.title })
      .from(campaigns)
      .where(eq(campaigns.id, current.campaignId));
    await recordAudit(tx, {
      actorId,
      action: 'report.resolve',
      targetType: 'report',
      targetId: reportId,
      targetLabel: campaign?.title ?? null,
      before: { status: 'open' },
      after: { status: body.outcome, note: body.note },
    });
  });
  return (await reportsWhere(db, eq(campaignReports.id, reportId), 1, 0))[0]!;
}

async function reportsWhere(
  db: Database,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<Report[]> {
  const rows = await db
    .select({
      report: campaignReports,
      campaign: { id: campaigns.id, title: campaigns.title, status: campaigns.status },
      reporter: { id: reporters.id, username: reporters.username },
    })
    .from(campaignReports)
    .innerJoin(campaigns, eq(campaigns.id, campaignReports.campaignId))
    .innerJoin(reporters, eq(reporters.id, campaignReports.reporterId))
    .where(and(where ?? sql`true`))
    .orderBy(desc(campaignReports.createdAt), desc(campaignReports.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ report, campaign, reporter }) => ({
    id: report.id,
    campaign,
    reporter,
    reason: report.reason as Report['reason'],
    details: report.details,
    status: report.status,
    resolutionNote: report.resolutionNote,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
  }));
}
