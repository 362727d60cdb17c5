import {
  type ApplyToRound,
  type DecideRoundApplication,
  ROUND_MESSAGES,
  type RoundApplication,
} from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { campaigns, roundApplications, rounds, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';
import type { AuthUser } from '../auth/users';
import { notifyRoundCampaigns } from './round-notices';
import { nowOf, type RoundDeps, requireRound } from './round-settings';

const deciders = alias(users, 'decider');

async function applicationsWhere(db: Database, where: SQL, order: SQL[]): Promise<RoundApplication[]> {
  const rows = await db
    .select({
      application: roundApplications,
      roundName: rounds.name,
      campaignTitle: campaigns.title,
      decider: { id: deciders.id, username: deciders.username },
    })
    .from(roundApplications)
    .innerJoin(rounds, eq(rounds.id, roundApplications.roundId))
    .innerJoin(campaigns, eq(campaigns.id, roundApplications.campaignId))
    .leftJoin(deciders, eq(deciders.id, roundApplications.decidedBy))
    .where(where)
    .orderBy(...order);
  return rows.map(({ application, roundName, campaignTitle, decider }) => ({
    id: application.id,
    roundId: application.roundId,
    roundName,
    campaignId: application.campaignId,
    campaignTitle,
    status: application.status,
    reason: application.reason ?? null,
    appliedAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    decidedBy: decider?.id == null ? null : { id: decider.id, username: decider.username },
  }));
}

/** The moderators' queue of one round: pending applications first, each group oldest first. */
export function listRoundApplications(db: Database, roundId: number): Promise<RoundApplication[]> {
  return applicationsWhere(db, eq(roundApplications.roundId, roundId), [
    sql`(${roundApplications.status} = 'pending') desc`,
    asc(roundApplications.createdAt),
    asc(roundApplications.id),
  ]);
}

/** A creator's applications, newest first. */
export function listOwnApplications(db: Database, userId: number): Promise<RoundApplication[]> {
  return applicationsWhere(db, eq(campaigns.creatorId, userId), [
    desc(roundApplications.createdAt),
    desc(roundApplications.id),
  ]);
}

/**
 * A creator applies their campaign to a round, inside its application window (the server's
 * clock), once: the unique index decides between two at once. Only an approved campaign may
 * apply, and an all-or-nothing one only to a round on its own chain (its vault exists nowhere
 * else).
 */
export async function applyToRound(
  deps: RoundDeps,
  user: Pick<AuthUser, 'id'>,
  roundId: number | null,
  body: ApplyToRound,
): Promise<RoundApplication> {
  const { db, chains } = deps;
  const round = await requireRound(db, roundId);
  const now = nowOf(deps);
  if (round.status !== 'open') throw new AppError('CONFLICT', ROUND_MESSAGES.published);
  if (now < round.applicationsOpenAt) {
    throw new AppError(
      'CONFLICT',
      ROUND_MESSAGES.applicationsNotOpen(formatUtcMoment(round.applicationsOpenAt)),
    );
  }
  if (now >= round.applicationsCloseAt) {
    throw new AppError(
      'CONFLICT',
      ROUND_MESSAGES.applicationsClosed(formatUtcMoment(round.applicationsCloseAt)),
    );
  }
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, body.campaignId));
  if (!campaign) throw new AppError('NOT_FOUND', ROUND_MESSAGES.campaignNotFound);
  if (campaign.creatorId !== user.id) throw new AppError('FORBIDDEN', ROUND_MESSAGES.notYourCampaign);
  if (!campaign.isApproved) throw new AppError('CONFLICT', ROUND_MESSAGES.campaignNotApproved);
  if (campaign.fundingModel === 'all_or_nothing' && campaign.aonChainId !== round.chainId) {
    throw new AppError('CONFLICT', ROUND_MESSAGES.otherChain(chains.nameOf(round.chainId)));
  }
  const [row] = await db
    .insert(roundApplications)
    .values({ roundId: round.id, campaignId: campaign.id, appliedBy: user.id })
    .onConflictDoNothing()
    .returning({ id: roundApplications.id });
  if (!row) throw new AppError('CONFLICT', ROUND_MESSAGES.alreadyApplied);
  return (await applicationsWhere(db, eq(roundApplications.id, row.id), []))[0]!;
}

/**
 * A moderator accepts an application, or declines it with a reason the creator reads; decided
 * once, before the round's result is published. In the audit log, on the campaign, beside its
 * other moderation.
 */
export async function decideRoundApplication(
  deps: RoundDeps,
  actorId: number,
  roundId: number | null,
  applicationId: number | null,
  body: DecideRoundApplication,
): Promise<RoundApplication> {
  const { db } = deps;
  const now = nowOf(deps);
  await db.transaction(async (tx) => {
    const round = await requireRound(tx, roundId);
    const [current] =
      applicationId === null
        ? []
        : await tx
            .select({ application: roundApplications, title: campaigns.title })
            .from(roundApplications)
            .innerJoin(campaigns, eq(campaigns.id, roundApplications.campaignId))
            .where(and(eq(roundApplications.id, applicationId), eq(roundApplications.roundId, round.id)))
            .for('update', { of: roundApplications });
    if (!current) throw new AppError('NOT_FOUND', ROUND_MESSAGES.applicationNotFound);
    if (round.status !== 'open') throw new AppError('CONFLICT', ROUND_MESSAGES.published);
    if (current.application.status !== 'pending')
      throw new AppError('CONFLICT', ROUND_MESSAGES.alreadyDecided);
    const status = body.accepted ? 'accepted' : 'declined';
    await tx
      .update(roundApplications)
      .set({ status, reason: body.reason ?? null, decidedBy: actorId, decidedAt: now })
      .where(eq(roundApplications.id, current.application.id));
    await recordAudit(tx, {
      actorId,
      action: body.accepted ? 'round.accept' : 'round.decline',
      targetType: 'campaign',
      targetId: current.application.campaignId,
      targetLabel: current.title,
      before: { round: round.name, application: 'pending' },
      after: { round: round.name, application: status },
      reason: body.reason ?? null,
    });
    await notifyRoundCampaigns(tx, {
      roundId: round.id,
      notice: status,
      campaignIds: [current.application.campaignId],
      key: `application:${current.application.id}`,
      applicationId: current.application.id,
    });
  });
  return (await applicationsWhere(db, eq(roundApplications.id, applicationId!), []))[0]!;
}
