import type { ExcludeFromRound, RoundExclusion } from '@crowdvault/shared/api/rounds';
import { ROUND_MESSAGES } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { asc, eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Executor } from '../../db/client';
import { roundExclusions } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';
import { reasonText } from './round-input';
import { notifyRoundCampaigns } from './round-notices';
import {
  latestPublication,
  type PublicationRow,
  parseRoundFile,
  storePublication,
} from './round-publications';
import { nowOf, type RoundDeps, requireRound } from './round-settings';

/** The round's exclusions, oldest first. */
export async function listExclusions(db: Executor, roundId: number): Promise<RoundExclusion[]> {
  const rows = await db
    .select()
    .from(roundExclusions)
    .where(eq(roundExclusions.roundId, roundId))
    .orderBy(asc(roundExclusions.id));
  return rows.map((row) => ({
    id: row.id,
    donor: row.donorAddress === null ? null : getAddress(row.donorAddress),
    campaignId: row.campaignId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A moderator takes a donor or a campaign out of a published round, in its challenge window, with
 * a reason: the frozen input of the latest version gets the exclusion, is recomputed and published
 * as the next version (the gifts stay as frozen; only the exclusion is new), with the same
 * challenge end — a window a moderator could extend would never close. In the audit log.
 */
export async function excludeFromRound(
  deps: RoundDeps,
  actorId: number,
  roundId: number | null,
  body: ExcludeFromRound,
): Promise<PublicationRow> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const round = await requireRound(tx, roundId, true);
    const latest = round.status !== 'open' ? await latestPublication(tx, round.id) : null;
    if (!latest) throw new AppError('CONFLICT', ROUND_MESSAGES.notPublished);
    if (now >= latest.challengeEndsAt) {
      throw new AppError('CONFLICT', ROUND_MESSAGES.challengeOver(formatUtcMoment(latest.challengeEndsAt)));
    }
    const { input } = parseRoundFile(latest.file);
    const donor = body.donor?.toLowerCase() ?? null;
    const campaignId = body.campaignId ?? null;
    if (campaignId !== null && !input.campaigns.some((campaign) => campaign.campaignId === campaignId)) {
      throw new AppError('NOT_FOUND', ROUND_MESSAGES.notAccepted);
    }
    const [stored] = await tx
      .insert(roundExclusions)
      .values({
        roundId: round.id,
        donorAddress: donor,
        campaignId,
        reason: body.reason,
        moderatorId: actorId,
      })
      .onConflictDoNothing()
      .returning({ id: roundExclusions.id });
    if (!stored) throw new AppError('CONFLICT', ROUND_MESSAGES.alreadyExcluded);
    const reason = reasonText(body.reason);
    const next = {
      ...input,
      campaigns: input.campaigns.map((campaign) =>
        campaign.campaignId === campaignId ? { ...campaign, excluded: reason } : campaign,
      ),
      excludedDonors: donor === null ? input.excludedDonors : [...input.excludedDonors, { donor, reason }],
    };
    const publication = await storePublication(tx, {
      roundId: round.id,
      version: latest.version + 1,
      input: next,
      publishedBy: actorId,
      publishedAt: now,
      challengeEndsAt: latest.challengeEndsAt,
    });
    await recordAudit(tx, {
      actorId,
      action: 'round.exclude',
      targetType: 'round',
      targetId: round.id,
      targetLabel: round.name,
      before: { version: latest.version, resultHash: latest.resultHash },
      after: {
        version: publication.version,
        resultHash: publication.resultHash,
        ...(donor === null ? { campaignId } : { donor: getAddress(donor) }),
      },
      reason: body.reason,
    });
    // Every campaign of the result hears that its match may have moved.
    await notifyRoundCampaigns(tx, {
      roundId: round.id,
      notice: 'republished',
      campaignIds: next.campaigns.map((campaign) => campaign.campaignId),
      key: `v${publication.version}`,
      version: publication.version,
    });
    return publication;
  });
}
